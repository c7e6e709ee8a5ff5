// The local captcha's tokens: JWT HS256 signed with the captcha secret, short-lived, each with a
// jti so it can be spent once. v3 tokens carry the action and the score they were issued for.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Issued tokens must reach POST /register within this time. */
export const CAPTCHA_TOKEN_TTL_SECONDS = 120;

const V3_KIND = 'captcha-v3';
const V2_KIND = 'captcha-v2';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

function sign(claims: Record<string, unknown>, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CAPTCHA_TOKEN_TTL_SECONDS)
    .sign(key(secret));
}

export function signV3Token(action: string, score: number, secret: string, now: Date): Promise<string> {
  return sign({ kind: V3_KIND, action, score }, secret, now);
}

export function signV2Token(secret: string, now: Date): Promise<string> {
  return sign({ kind: V2_KIND }, secret, now);
}

export type TokenCheck =
  { status: 'valid'; jti: string; expiresAt: Date; action?: string; score?: number } | { status: 'expired' } | { status: 'invalid' };

export async function checkCaptchaToken(token: string, version: 'v3' | 'v2', secret: string, now: Date): Promise<TokenCheck> {
  const kind = version === 'v3' ? V3_KIND : V2_KIND;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], currentDate: now });
    if (payload.kind !== kind || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return { status: 'invalid' };
    const expiresAt = new Date(payload.exp * 1000);
    if (version === 'v2') return { status: 'valid', jti: payload.jti, expiresAt };
    if (typeof payload.action !== 'string' || typeof payload.score !== 'number') return { status: 'invalid' };
    return { status: 'valid', jti: payload.jti, expiresAt, action: payload.action, score: payload.score };
  } catch (error) {
    // Only a token we signed can be "expired"; a forged one is simply invalid.
    if (error instanceof errors.JWTExpired && error.payload.kind === kind) return { status: 'expired' };
    return { status: 'invalid' };
  }
}
