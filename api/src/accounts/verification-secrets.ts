// The secrets of one verification email: a link token `<row id>.<random secret>` (only its
// SHA-256 is stored) and a 6-digit code (stored as an HMAC keyed by JWT_SECRET, so a copy of the
// database alone cannot confirm an address).
import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_DIGITS } from '@heartline/contracts/rules';

export interface VerificationSecrets {
  id: string;
  token: string;
  tokenHash: string;
  code: string;
  codeHash: string;
}

const CODE_DIGITS = VERIFICATION_CODE_DIGITS;
const TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{20,100})$/;

export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The code is bound to its row, so one code's HMAC says nothing about another row's. */
export function hashVerificationCode(rowId: string, code: string, secret: string): string {
  return createHmac('sha256', secret).update(`${rowId}:${code}`).digest('hex');
}

export function createVerificationSecrets(secret: string): VerificationSecrets {
  const id = randomUUID();
  const token = `${id}.${randomBytes(32).toString('base64url')}`;
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  return { id, token, tokenHash: hashVerificationToken(token), code, codeHash: hashVerificationCode(id, code, secret) };
}

/** The row id a link token names, or null when the token cannot be one of ours. */
export function verificationRowId(token: string): string | null {
  return TOKEN_PATTERN.exec(token)?.[1] ?? null;
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
