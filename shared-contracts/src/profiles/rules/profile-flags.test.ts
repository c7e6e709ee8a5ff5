import { describe, expect, it } from 'vitest';
import { isNewProfile, isOnline, suggestAgeRange } from './profile-flags';

const NOW = Date.UTC(2024, 5, 15, 12);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('isNewProfile', () => {
  it('is new for 14 days after creation, boundary included', () => {
    expect(isNewProfile(NOW - 14 * DAY, NOW)).toBe(true);
    expect(isNewProfile(NOW - 14 * DAY - 1, NOW)).toBe(false);
  });

  it('reads ISO strings and tolerates a creation date slightly ahead of now', () => {
    expect(isNewProfile(new Date(NOW - DAY).toISOString(), NOW)).toBe(true);
    expect(isNewProfile(NOW + 1_000, NOW)).toBe(true);
  });

  it('is not new without a creation date', () => {
    expect(isNewProfile(null, NOW)).toBe(false);
    expect(isNewProfile('not a date', NOW)).toBe(false);
  });
});

describe('isOnline', () => {
  it('is online for one hour after the last activity, boundary included', () => {
    expect(isOnline(NOW - HOUR, NOW)).toBe(true);
    expect(isOnline(NOW - HOUR - 1, NOW)).toBe(false);
  });

  it('is offline without an activity date', () => {
    expect(isOnline(undefined, NOW)).toBe(false);
  });
});

describe('suggestAgeRange', () => {
  it('offers ten years younger to five years older', () => {
    expect(suggestAgeRange(40)).toEqual({ min: 30, max: 45 });
  });

  it('never goes below 18', () => {
    expect(suggestAgeRange(18)).toEqual({ min: 18, max: 23 });
    expect(suggestAgeRange(28)).toEqual({ min: 18, max: 33 });
    expect(suggestAgeRange(29)).toEqual({ min: 19, max: 34 });
  });

  it('never goes above 100', () => {
    expect(suggestAgeRange(95)).toEqual({ min: 85, max: 100 });
    expect(suggestAgeRange(99)).toEqual({ min: 89, max: 100 });
  });
});
