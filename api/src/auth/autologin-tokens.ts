// Autologin links (e.g. in e-mails): a JWT HS256 with `kind: 'autologin'` and the member's id,
// exchanged at GET /autologin for a session, once. Signed with JWT_SECRET, like access tokens.
import { createHash, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { secretKey } from '../sessions/access-tokens';

export const AUTOLOGIN_KIND = 'autologin';

/**
 * Life of a token the API puts in a redirect (e.g. after email verification): the shell exchanges
 * it at once, so minutes are plenty, and a copied address stops working soon.
 */
export const AUTOLOGIN_REDIRECT_TTL_SECONDS = 600;

/** Mints an autologin token for `userId`, valid for `ttlSeconds` (negative makes an expired one). */
export function signAutologinToken(userId: number | string, ttlSeconds: number, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return (
    new SignJWT({ kind: AUTOLOGIN_KIND })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      // Two links for one member in the same second are still two tokens, each spent on its own.
      .setJti(randomUUID())
      .setIssuedAt(Math.min(issuedAt, issuedAt + ttlSeconds))
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(secretKey(secret))
  );
}

export type AutologinCheck = { status: 'valid'; userId: number } | { status: 'expired' } | { status: 'invalid' };

export async function checkAutologinToken(token: string, secret: string, now: Date): Promise<AutologinCheck> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'], currentDate: now });
    const userId = payload.kind === AUTOLOGIN_KIND ? toUserId(payload.sub) : null;
    return userId === null ? { status: 'invalid' } : { status: 'valid', userId };
  } catch (error) {
    // Only a token we signed can be "expired"; a forged one is simply invalid.
    if (error instanceof errors.JWTExpired && error.payload.kind === AUTOLOGIN_KIND) return { status: 'expired' };
    return { status: 'invalid' };
  }
}

function toUserId(sub: string | undefined): number | null {
  return sub && /^\d+$/.test(sub) ? Number(sub) : null;
}

/**
 * What a link token (autologin or password reset) is spent under at GET /autologin: the hash of
 * its signed part (header and claims). Not the whole token: base64url leaves spare bits in the
 * signature's last character, so one token can be spelled several ways that all verify.
 */
export function linkTokenSpendKey(token: string): string {
  const signedPart = token.split('.').slice(0, 2).join('.');
  return `autologin:${createHash('sha256').update(signedPart).digest('base64url')}`;
}
