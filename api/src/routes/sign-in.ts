// What member and agent sign-in share.
import type { TokenResponse } from '@heartline/contracts/schemas';
import type { Config } from '../config';
import type { SessionGrant } from '../sessions/session-service';

/** AUTH_RATE_LIMIT_MAX attempts per this window, per IP address. */
export const SIGN_IN_RATE_WINDOW_MS = 60_000;

export function signInRateLimit(config: Config) {
  return { max: config.authRateLimitMax, timeWindow: SIGN_IN_RATE_WINDOW_MS };
}

export function toTokenResponse(grant: SessionGrant): TokenResponse {
  // expires_at stays in seconds (the JWT exp) on purpose: clients normalise it to 13 digits.
  return { access_token: grant.accessToken, token_type: 'Bearer', expires_at: grant.expiresAt };
}
