// Access tokens: JWT HS256 signed with JWT_SECRET, carrying who (sub, kind, role) and which
// session (sid). A token is only accepted while its session row is live (see session-service).
import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type SubjectKind = 'member' | 'agent';

export interface AccessTokenClaims {
  sub: string;
  kind: SubjectKind;
  role: string;
  sid: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

export type AccessTokenCheck =
  | { status: 'valid'; claims: AccessTokenClaims }
  /** Signed by us but past its expiry. */
  | { status: 'expired'; claims: AccessTokenClaims }
  | { status: 'invalid' };

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

const verificationKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The HMAC key for verifying, imported once per secret: jose imports raw bytes again on every
 * call, which showed as the largest cost of a cached GET /profiles.
 */
export function verificationKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = verificationKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secretKey(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verificationKeys.set(secret, key);
  }
  return key;
}

export function signAccessToken(claims: AccessTokenClaims, secret: string, issuedAt: Date): Promise<string> {
  return new SignJWT({ kind: claims.kind, role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(claims.exp)
    .sign(secretKey(secret));
}

export async function checkAccessToken(token: string, secret: string, now: Date): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await verificationKey(secret), { algorithms: ['HS256'], currentDate: now });
    const claims = toClaims(payload);
    return claims ? { status: 'valid', claims } : { status: 'invalid' };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const claims = toClaims(error.payload);
      if (claims) return { status: 'expired', claims };
    }
    return { status: 'invalid' };
  }
}

function toClaims(payload: Record<string, unknown>): AccessTokenClaims | null {
  const { sub, kind, role, sid, exp } = payload;
  // An autologin token is signed with the same secret; its kind keeps it from opening routes.
  if (kind !== 'member' && kind !== 'agent') return null;
  if (typeof sub !== 'string' || typeof role !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
  return { sub, kind, role, sid, exp };
}
