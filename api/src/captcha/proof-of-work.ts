// The self-hosted captcha's proof of work: ALTCHA challenges (altcha-lib, the maintained library
// behind the ALTCHA widget) signed with the captcha secret. The server picks a counter at random
// below `maxCounter` and publishes the first half of its SHA-256 key; the browser tries counters
// from 0 until its key starts the same way, so each token costs a script about maxCounter / 2
// hashes, and reporting a person's signals no longer earns one by itself. A challenge carries
// when it was issued, so the time a page was open is the server's own measure, not the page's.
import type { CaptchaPowChallenge, CaptchaPowSolution } from '@heartline/contracts/schemas';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** How long a page may take between opening and asking for its token. */
export const POW_CHALLENGE_TTL_MS = 30 * 60_000;

export async function createPowChallenge(secret: string, maxCounter: number, now: Date): Promise<CaptchaPowChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(maxCounter),
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: new Date(now.getTime() + POW_CHALLENGE_TTL_MS),
    data: { issuedAt: now.getTime() },
  });
  return challenge as CaptchaPowChallenge;
}

export type PowCheck = { status: 'solved'; nonce: string; issuedAt: Date; expiresAt: Date } | { status: 'expired' } | { status: 'invalid' };

export async function checkPowSolution(
  secret: string,
  challenge: CaptchaPowChallenge,
  solution: CaptchaPowSolution,
  now: Date,
): Promise<PowCheck> {
  const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret });
  if (result.invalidSignature || !result.verified) return result.expired ? { status: 'expired' } : { status: 'invalid' };
  // altcha-lib reads the wall clock; the app's clock decides too, so tests can move it.
  if (now >= expiresAt) return { status: 'expired' };
  return { status: 'solved', nonce: challenge.parameters.nonce, issuedAt: new Date(challenge.parameters.data.issuedAt), expiresAt };
}
