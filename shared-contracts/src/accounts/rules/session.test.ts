import { describe, expect, it } from 'vitest';
import { TOKEN_REFRESH_MARGIN_MS } from '../constants';
import { isTokenValid, msUntilRefresh, normaliseExpiry, shouldRefreshToken } from './session';

const NOW = 1_700_000_000_000;

describe('normaliseExpiry', () => {
  it('turns a 10-digit seconds timestamp into milliseconds', () => {
    expect(normaliseExpiry(1_700_000_000)).toBe(1_700_000_000_000);
  });

  it('keeps a 13-digit milliseconds timestamp', () => {
    expect(normaliseExpiry(1_700_000_000_123)).toBe(1_700_000_000_123);
  });

  it('truncates a longer value to 13 digits', () => {
    expect(normaliseExpiry(1_700_000_000_123_456)).toBe(1_700_000_000_123);
    expect(normaliseExpiry('1700000000123456789')).toBe(1_700_000_000_123);
  });

  it('accepts a string of digits', () => {
    expect(normaliseExpiry('1700000000')).toBe(1_700_000_000_000);
    expect(normaliseExpiry(' 1700000000123 ')).toBe(1_700_000_000_123);
  });

  it('drops the fraction of a seconds value', () => {
    expect(normaliseExpiry(1_700_000_000.9)).toBe(1_700_000_000_000);
  });

  it('answers NaN for what is not a timestamp', () => {
    expect(normaliseExpiry('soon')).toBeNaN();
    expect(normaliseExpiry('1.7e9')).toBeNaN();
    expect(normaliseExpiry(-1)).toBeNaN();
    expect(normaliseExpiry(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('isTokenValid', () => {
  it('is valid while the expiry lies in the future', () => {
    expect(isTokenValid(NOW + 1, NOW)).toBe(true);
    expect(isTokenValid(NOW, NOW)).toBe(false);
    expect(isTokenValid(NOW - 1, NOW)).toBe(false);
  });

  it('reads a 10-digit expiry as seconds', () => {
    expect(isTokenValid(NOW / 1000 + 60, NOW)).toBe(true);
    expect(isTokenValid(NOW / 1000 - 60, NOW)).toBe(false);
  });

  it('is invalid without an expiry', () => {
    expect(isTokenValid(null, NOW)).toBe(false);
    expect(isTokenValid(undefined, NOW)).toBe(false);
    expect(isTokenValid('soon', NOW)).toBe(false);
  });

  it('accepts a Date as now', () => {
    expect(isTokenValid(NOW + 1, new Date(NOW))).toBe(true);
  });
});

describe('shouldRefreshToken', () => {
  it('refreshes when fewer than 3,000,000 ms remain', () => {
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(3_000_000);
    expect(shouldRefreshToken(NOW + TOKEN_REFRESH_MARGIN_MS - 1, NOW)).toBe(true);
  });

  it('does not refresh with exactly the margin or more left', () => {
    expect(shouldRefreshToken(NOW + TOKEN_REFRESH_MARGIN_MS, NOW)).toBe(false);
    expect(shouldRefreshToken(NOW + TOKEN_REFRESH_MARGIN_MS * 2, NOW)).toBe(false);
  });

  it('does not refresh without an expiry', () => {
    expect(shouldRefreshToken(null, NOW)).toBe(false);
  });
});

describe('msUntilRefresh', () => {
  it('answers the time until the refresh margin begins', () => {
    expect(msUntilRefresh(NOW + TOKEN_REFRESH_MARGIN_MS + 5_000, NOW)).toBe(5_000);
  });

  it('answers 0 once inside the margin or past the expiry', () => {
    expect(msUntilRefresh(NOW + 10, NOW)).toBe(0);
    expect(msUntilRefresh(NOW - 10, NOW)).toBe(0);
    expect(msUntilRefresh(null, NOW)).toBe(0);
  });

  it('normalises a seconds expiry first', () => {
    expect(msUntilRefresh((NOW + TOKEN_REFRESH_MARGIN_MS + 60_000) / 1000, NOW)).toBe(60_000);
  });
});
