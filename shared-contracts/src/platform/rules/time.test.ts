import { describe, expect, it } from 'vitest';
import { isRealCalendarDate, toCalendarDate, toTimestamp } from './time';

describe('toTimestamp', () => {
  it('reads Dates, millisecond numbers and ISO strings', () => {
    const ms = Date.UTC(2024, 5, 15);
    expect(toTimestamp(new Date(ms))).toBe(ms);
    expect(toTimestamp(ms)).toBe(ms);
    expect(toTimestamp('2024-06-15T00:00:00.000Z')).toBe(ms);
  });

  it('answers undefined for missing or unreadable values', () => {
    expect(toTimestamp(null)).toBeUndefined();
    expect(toTimestamp('')).toBeUndefined();
    expect(toTimestamp('someday')).toBeUndefined();
    expect(toTimestamp(Number.NaN)).toBeUndefined();
  });
});

describe('isRealCalendarDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isRealCalendarDate(2024, 2, 29)).toBe(true);
    expect(isRealCalendarDate(2023, 2, 29)).toBe(false);
    expect(isRealCalendarDate(2100, 2, 29)).toBe(false);
    expect(isRealCalendarDate(2000, 2, 29)).toBe(true);
    expect(isRealCalendarDate(2024, 4, 31)).toBe(false);
    expect(isRealCalendarDate(2024, 12, 31)).toBe(true);
  });
});

describe('toCalendarDate', () => {
  it('reads a date string as written, whatever follows it', () => {
    expect(toCalendarDate('2006-06-15')).toEqual({ year: 2006, month: 6, day: 15 });
    expect(toCalendarDate('2006-06-15T23:30:00-05:00')).toEqual({ year: 2006, month: 6, day: 15 });
  });

  it('reads an instant by its UTC date', () => {
    expect(toCalendarDate(Date.UTC(2024, 5, 15, 23, 59))).toEqual({ year: 2024, month: 6, day: 15 });
  });

  it('refuses an impossible written date', () => {
    expect(toCalendarDate('2023-02-29')).toBeUndefined();
  });
});
