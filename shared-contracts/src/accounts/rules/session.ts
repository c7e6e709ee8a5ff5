// Token expiry rules (member spec §3, §4, §9): expiries are normalised to 13-digit millisecond
// timestamps, a token is valid while its expiry is in the future, and is refreshed when fewer
// than TOKEN_REFRESH_MARGIN_MS remain.
import { TOKEN_EXPIRY_DIGITS, TOKEN_REFRESH_MARGIN_MS } from '../constants';
import { toTimestamp, type Instant } from '../../platform/rules/time';

export type TokenExpiry = number | string;

/**
 * A token expiry as a 13-digit millisecond timestamp. The server may answer seconds (10 digits),
 * milliseconds (13) or finer units (longer): the digits are padded or truncated to 13, so
 * seconds are multiplied by 1000 and microseconds divided by 1000. Digit strings are accepted;
 * anything else (negative, fractional strings, words) gives NaN, which no rule treats as valid.
 */
export function normaliseExpiry(value: TokenExpiry): number {
  let digits: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return Number.NaN;
    digits = BigInt(Math.trunc(value)).toString();
  } else {
    digits = value.trim();
    if (!/^\d+$/.test(digits)) return Number.NaN;
  }
  return Number(digits.padEnd(TOKEN_EXPIRY_DIGITS, '0').slice(0, TOKEN_EXPIRY_DIGITS));
}

/** True while the expiry lies in the future. */
export function isTokenValid(expiryDate: TokenExpiry | null | undefined, now: Instant): boolean {
  const remaining = msRemaining(expiryDate, now);
  return remaining !== undefined && remaining > 0;
}

/** True when fewer than TOKEN_REFRESH_MARGIN_MS remain (an already expired token included). */
export function shouldRefreshToken(expiryDate: TokenExpiry | null | undefined, now: Instant): boolean {
  const remaining = msRemaining(expiryDate, now);
  return remaining !== undefined && remaining < TOKEN_REFRESH_MARGIN_MS;
}

/** Milliseconds until the token enters the refresh margin; 0 when it already has (or the expiry is unknown). */
export function msUntilRefresh(expiryDate: TokenExpiry | null | undefined, now: Instant): number {
  const remaining = msRemaining(expiryDate, now);
  return remaining === undefined ? 0 : Math.max(0, remaining - TOKEN_REFRESH_MARGIN_MS);
}

function msRemaining(expiryDate: TokenExpiry | null | undefined, now: Instant): number | undefined {
  if (expiryDate === null || expiryDate === undefined) return undefined;
  const expiry = normaliseExpiry(expiryDate);
  const current = toTimestamp(now);
  if (Number.isNaN(expiry) || current === undefined) return undefined;
  return expiry - current;
}
