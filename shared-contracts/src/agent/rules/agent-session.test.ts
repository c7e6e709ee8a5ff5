import { describe, expect, it } from 'vitest';
import { claimExpiresAt, isClaimExpired, msUntilPauseAllowed } from './agent-session';

const NOW = Date.UTC(2024, 5, 15, 12);
const MINUTE = 60_000;

describe('claims', () => {
  it('expires a claim 5 minutes (300000 ms) after it was made', () => {
    expect(claimExpiresAt(NOW)).toBe(NOW + 300_000);
    expect(isClaimExpired(NOW - 5 * MINUTE + 1, NOW)).toBe(false);
    expect(isClaimExpired(NOW - 5 * MINUTE, NOW)).toBe(true);
  });

  it('reads an ISO claim time and treats no claim as expired', () => {
    expect(isClaimExpired(new Date(NOW - MINUTE).toISOString(), NOW)).toBe(false);
    expect(isClaimExpired(null, NOW)).toBe(true);
    expect(claimExpiresAt(undefined)).toBeUndefined();
  });
});

describe('msUntilPauseAllowed', () => {
  it('allows one pause per hour', () => {
    expect(msUntilPauseAllowed(NOW - 59 * MINUTE, NOW)).toBe(MINUTE);
    expect(msUntilPauseAllowed(NOW - 60 * MINUTE, NOW)).toBe(0);
  });

  it('allows a first pause', () => {
    expect(msUntilPauseAllowed(null, NOW)).toBe(0);
  });
});
