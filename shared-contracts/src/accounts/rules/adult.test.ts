import { describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES } from '../../platform/messages';
import { ACCOUNTS_MESSAGES } from '../messages';
import { validateAdult } from './adult';

const NOW = Date.UTC(2024, 5, 15, 12); // 15 June 2024, noon UTC

describe('validateAdult', () => {
  it('accepts a member on their 18th birthday', () => {
    expect(validateAdult('2006-06-15', NOW)).toBeUndefined();
  });

  it('refuses a member the day before their 18th birthday', () => {
    expect(validateAdult('2006-06-16', NOW)).toBe(ACCOUNTS_MESSAGES.notAdult);
  });

  it('refuses a member a month before their 18th birthday', () => {
    expect(validateAdult('2006-07-15', NOW)).toBe(ACCOUNTS_MESSAGES.notAdult);
  });

  it('counts a 29 February birthday from 1 March in a common year', () => {
    expect(validateAdult('2004-02-29', Date.UTC(2022, 1, 28))).toBe(ACCOUNTS_MESSAGES.notAdult);
    expect(validateAdult('2004-02-29', Date.UTC(2022, 2, 1))).toBeUndefined();
  });

  it('uses the UTC date of now', () => {
    // 23:30 UTC on the eve of the birthday: still 17 whatever the runner's time zone.
    expect(validateAdult('2006-06-16', Date.UTC(2024, 5, 15, 23, 30))).toBe(ACCOUNTS_MESSAGES.notAdult);
    expect(validateAdult('2006-06-16', Date.UTC(2024, 5, 16, 0, 0))).toBeUndefined();
  });

  it('answers invalid date for a malformed or future birthday', () => {
    expect(validateAdult('2006-02-30', NOW)).toBe(PLATFORM_MESSAGES.invalidDate);
    expect(validateAdult('2030-01-01', NOW)).toBe(PLATFORM_MESSAGES.invalidDate);
  });

  it('accepts a Date as now', () => {
    expect(validateAdult('2006-06-15', new Date(NOW))).toBeUndefined();
  });
});
