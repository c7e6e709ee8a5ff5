// Password reset links carry a JWT (HS256, JWT_SECRET) with purpose 'password-reset', the member
// (sub), a single-use id (jti), a 1 h expiry and a fingerprint of the password hash at the time:
// once the password changes, every earlier link is dead even before it expires.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { PASSWORD_RESET_TTL_MS } from '@heartline/contracts/rules';
import { errors, jwtVerify, SignJWT } from 'jose';
import { secretKey } from '../sessions/access-tokens';

export const PASSWORD_RESET_PURPOSE = 'password-reset';

export interface PasswordResetClaims {
  userId: number;
  jti: string;
  fingerprint: string;
  expiresAt: Date;
}

export type PasswordResetCheck = { status: 'valid'; claims: PasswordResetClaims } | { status: 'expired' } | { status: 'invalid' };

/** A short keyed digest of the password hash: names the password without revealing anything about it. */
export function passwordFingerprint(passwordHash: string, secret: string): string {
  return createHmac('sha256', secret).update(`password-reset:${passwordHash}`).digest('base64url').slice(0, 22);
}

export function fingerprintMatches(fingerprint: string, passwordHash: string, secret: string): boolean {
  const expected = Buffer.from(passwordFingerprint(passwordHash, secret));
  const given = Buffer.from(fingerprint);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function signPasswordResetToken(userId: number, passwordHash: string, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PASSWORD_RESET_PURPOSE, pwd: passwordFingerprint(passwordHash, secret) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PASSWORD_RESET_TTL_MS / 1000)
    .sign(secretKey(secret));
}

/** Checks the signature, purpose and expiry (not whether it is spent or the password changed). */
export async function checkPasswordResetToken(token: string, secret: string, now: Date): Promise<PasswordResetCheck> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'], currentDate: now });
    const { purpose, sub, jti, pwd, exp } = payload;
    if (purpose !== PASSWORD_RESET_PURPOSE || typeof sub !== 'string' || !/^\d{1,9}$/.test(sub)) return { status: 'invalid' };
    if (typeof jti !== 'string' || typeof pwd !== 'string' || typeof exp !== 'number') return { status: 'invalid' };
    return { status: 'valid', claims: { userId: Number(sub), jti, fingerprint: pwd, expiresAt: new Date(exp * 1000) } };
  } catch (error) {
    if (error instanceof errors.JWTExpired && error.payload.purpose === PASSWORD_RESET_PURPOSE) return { status: 'expired' };
    return { status: 'invalid' };
  }
}
