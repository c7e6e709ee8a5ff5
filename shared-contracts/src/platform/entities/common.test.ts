import { describe, expect, it } from 'vitest';
import { dateSchema, idSchema, nullableDateSchema, unwrapValue } from './common';

describe('dateSchema', () => {
  const iso = '2024-06-15T12:00:00.000Z';

  it('flattens a wrapped { date } value', () => {
    expect(dateSchema.parse({ date: iso })).toBe(iso);
  });

  it('flattens a wrapped { $date } value, even nested', () => {
    expect(dateSchema.parse({ $date: iso })).toBe(iso);
    expect(dateSchema.parse({ date: { $date: iso } })).toBe(iso);
  });

  it('turns a Date or a millisecond timestamp into an ISO string', () => {
    expect(dateSchema.parse(new Date(iso))).toBe(iso);
    expect(dateSchema.parse(Date.parse(iso))).toBe(iso);
    expect(dateSchema.parse({ $date: Date.parse(iso) })).toBe(iso);
  });

  it('keeps a plain string', () => {
    expect(dateSchema.parse(iso)).toBe(iso);
  });

  it('refuses a wrapped value that is not a date', () => {
    expect(dateSchema.safeParse({ when: iso }).success).toBe(false);
  });

  it('lets a nullable date be null', () => {
    expect(nullableDateSchema.parse(null)).toBeNull();
    expect(nullableDateSchema.parse({ date: iso })).toBe(iso);
  });
});

describe('idSchema', () => {
  it('flattens wrapped { id } and { $oid } values', () => {
    expect(idSchema.parse({ id: 'abc' })).toBe('abc');
    expect(idSchema.parse({ $oid: '65f0c0ffee' })).toBe('65f0c0ffee');
  });

  it('turns numbers, wrapped or not, into strings', () => {
    expect(idSchema.parse(42)).toBe('42');
    expect(idSchema.parse({ id: 7 })).toBe('7');
  });

  it('refuses an empty id', () => {
    expect(idSchema.safeParse('').success).toBe(false);
  });
});

describe('unwrapValue', () => {
  it('leaves arrays, Dates and plain values alone', () => {
    const list = [{ date: 'x' }];
    const date = new Date(0);
    expect(unwrapValue(list)).toBe(list);
    expect(unwrapValue(date)).toBe(date);
    expect(unwrapValue('x')).toBe('x');
    expect(unwrapValue(null)).toBeNull();
  });
});
