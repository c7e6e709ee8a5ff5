import { describe, expect, it } from 'vitest';
import {
  datePartOrder,
  datePattern,
  dateTimeFormat,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelative,
  formatTime,
  numberFormat,
} from './locale-format';

// 28 November 2026, 17:14 UTC; the tests read times in UTC so they do not depend on the machine.
const AT = Date.UTC(2026, 10, 28, 17, 14);
const inUtc = (locale: string) => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(AT);

describe('the brand locale formatter', () => {
  it('writes a date day first for en-IE and month first for en-US', () => {
    expect(formatDate(AT, 'en-IE')).toBe('28 Nov 2026');
    expect(formatDate(AT, 'en-US')).toBe('Nov 28, 2026');
    expect(formatDate(AT, 'en-IE', 'short')).toBe('28/11/2026');
    expect(formatDate(AT, 'en-US', 'short')).toBe('11/28/26');
  });

  it('writes the time on a 24-hour clock for en-IE and with AM/PM for en-US', () => {
    expect(formatTime(new Date(2026, 10, 28, 17, 14), 'en-IE')).toBe('17:14');
    expect(formatTime(new Date(2026, 10, 28, 17, 14), 'en-US')).toMatch(/^5:14\s?PM$/);
    expect(inUtc('en-IE')).toBe('28 Nov 2026, 17:14');
    expect(inUtc('en-US')).toMatch(/^Nov 28, 2026, 5:14\s?PM$/);
    expect(formatDateTime(new Date(2026, 10, 28, 17, 14), 'en-IE', 'short')).toBe('28/11/2026, 17:14');
  });

  it('writes a birth date as the calendar date it is, wherever the reader is', () => {
    expect(formatCalendarDate('1990-06-15', 'en-IE')).toBe('15 June 1990');
    expect(formatCalendarDate('1990-06-15', 'en-US')).toBe('June 15, 1990');
    expect(formatCalendarDate('1990-06-15T00:00:00.000Z', 'en-IE', 'short')).toBe('15/06/1990');
    expect(formatCalendarDate('not a date', 'en-IE')).toBe('not a date');
  });

  it('writes numbers with the locale’s separators', () => {
    expect(formatNumber(1234.5, 'en-IE')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(19.99, 'en-IE', { style: 'currency', currency: 'EUR' })).toBe('€19.99');
    expect(formatNumber(19.99, 'en-US', { style: 'currency', currency: 'USD' })).toBe('$19.99');
  });

  it('says how long ago in words', () => {
    expect(formatRelative(AT - 5 * 60_000, AT, 'en-IE')).toBe('5 minutes ago');
    expect(formatRelative(AT - 24 * 3_600_000, AT, 'en-US')).toBe('yesterday');
    expect(formatRelative(AT + 2 * 24 * 3_600_000, AT, 'en-US')).toBe('in 2 days');
    expect(formatRelative(AT - 3 * 365 * 24 * 3_600_000, AT, 'en-IE')).toBe('3 years ago');
  });

  it('gives the order and pattern of a date input for the locale', () => {
    expect(datePartOrder('en-IE')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-GB')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('sv-SE')).toEqual(['year', 'month', 'day']);
    expect(datePattern('en-IE')).toBe('dd/mm/yyyy');
    expect(datePattern('en-US')).toBe('mm/dd/yyyy');
  });

  it('builds each formatter once per locale and options', () => {
    expect(dateTimeFormat('en-IE', { dateStyle: 'long' })).toBe(dateTimeFormat('en-IE', { dateStyle: 'long' }));
    expect(dateTimeFormat('en-IE', { dateStyle: 'long' })).not.toBe(dateTimeFormat('en-US', { dateStyle: 'long' }));
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
  });
});
