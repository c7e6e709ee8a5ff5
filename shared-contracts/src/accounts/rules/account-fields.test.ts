import { describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES } from '../../platform/messages';
import { ACCOUNTS_MESSAGES } from '../messages';
import { validateAdult, validateLogin, validateTermsAccepted, validateUsername, validateUsernameOrEmail } from './account-fields';

const NOW = Date.UTC(2024, 5, 15, 12); // 15 June 2024, noon UTC

describe('validateUsername and validateUsernameOrEmail', () => {
  it('accepts letters, digits and underscore only', () => {
    expect(validateUsername('anna_1990')).toBeUndefined();
    expect(validateUsername('anna-1990')).toBe(ACCOUNTS_MESSAGES.invalidUsername);
    expect(validateUsername('anna 1990')).toBe(ACCOUNTS_MESSAGES.invalidUsername);
    expect(validateUsername('anna.b')).toBe(ACCOUNTS_MESSAGES.invalidUsername);
  });

  it('accepts either a username or an email', () => {
    expect(validateUsernameOrEmail('anna_1990')).toBeUndefined();
    expect(validateUsernameOrEmail('anna@example.com')).toBeUndefined();
    expect(validateUsernameOrEmail('anna@example')).toBe(ACCOUNTS_MESSAGES.invalidUsernameOrEmail);
  });
});

describe('validateLogin', () => {
  it('answers invalid credentials when either field is blank', () => {
    expect(validateLogin({ username: '', password: 'secret' })).toBe(ACCOUNTS_MESSAGES.invalidCredentials);
    expect(validateLogin({ username: 'anna', password: '' })).toBe(ACCOUNTS_MESSAGES.invalidCredentials);
    expect(validateLogin({ username: '  ', password: '  ' })).toBe(ACCOUNTS_MESSAGES.invalidCredentials);
    expect(validateLogin({})).toBe(ACCOUNTS_MESSAGES.invalidCredentials);
  });

  it('passes when both are filled', () => {
    expect(validateLogin({ username: 'anna', password: 'secret' })).toBeUndefined();
  });
});

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

describe('validateTermsAccepted', () => {
  it('answers the words of the place where the terms are refused', () => {
    expect(validateTermsAccepted(false, 'checkout')).toBe('Please accept terms and conditions');
    expect(validateTermsAccepted(undefined, 'sign-up')).toBe('Please acknowledge to proceed.');
    expect(validateTermsAccepted(true, 'checkout')).toBeUndefined();
  });
});
