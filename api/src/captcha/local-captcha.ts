// The self-hosted captcha (CAPTCHA_PROVIDER=altcha, the default without reCAPTCHA keys). v3: the
// page solves a proof of work (proof-of-work.ts) while the person fills the form, and gets a signed
// token scored from the time the page was open (measured by the server, from the challenge's
// issue) and what the page saw the person do (typing, pointer). No work, no token: a script that
// reports a person's signals still pays for every token in CPU. v2: a distorted-text image whose
// answer earns a signed token. verify() checks either token once.
import { CAPTCHA_V3_MIN_SCORE } from '@heartline/contracts/rules';
import type { CaptchaPowChallenge, CaptchaPowSolution, localCaptchaChallengeSchema } from '@heartline/contracts/schemas';
import type { z } from 'zod';
import type { CaptchaProvider, CaptchaVerdict, SpendOnce } from './captcha-provider';
import { localCaptchaAnswer } from './local-answer';
import { checkLocalChallenge, createLocalChallenge } from './local-challenge';
import { checkPowSolution, createPowChallenge } from './proof-of-work';
import { checkCaptchaToken, signV2Token, signV3Token } from './local-tokens';

export interface CaptchaSignals {
  keys: number;
  pointer: number;
  /** Since the page asked for its proof-of-work challenge, by the server's clock. */
  elapsedMs: number;
}

/** What the page sends for a v3 token: its solved proof of work and the signals it saw. */
export interface V3Request {
  action: string;
  signals: Omit<CaptchaSignals, 'elapsedMs'>;
  proof: { challenge: CaptchaPowChallenge; solution: CaptchaPowSolution };
}

export type V3Answer = { status: 'issued'; token: string; score: number } | { status: 'expired' } | { status: 'invalid' };

/** Thresholds of the v3 score: each signal a person gives adds 0.3 to a base of 0.1. */
export const V3_SIGNAL_THRESHOLDS = { elapsedMs: 3_000, keys: 10, pointer: 5 } as const;

export function localV3Score(signals: CaptchaSignals): number {
  let tenths = 1;
  if (signals.elapsedMs >= V3_SIGNAL_THRESHOLDS.elapsedMs) tenths += 3;
  if (signals.keys >= V3_SIGNAL_THRESHOLDS.keys) tenths += 3;
  if (signals.pointer >= V3_SIGNAL_THRESHOLDS.pointer) tenths += 3;
  return tenths / 10;
}

export type ChallengeAnswer = { status: 'solved'; token: string } | { status: 'expired' } | { status: 'wrong' };

export interface LocalCaptcha extends CaptchaProvider {
  readonly kind: 'local';
  createPowChallenge(): Promise<CaptchaPowChallenge>;
  /** A token for a solved challenge (each earns one), scored from the page's signals. */
  issueV3Token(request: V3Request): Promise<V3Answer>;
  createChallenge(): z.infer<typeof localCaptchaChallengeSchema>;
  /** A right answer (any case) spends the challenge: it earns one token only. */
  answerChallenge(id: string, answer: string): Promise<ChallengeAnswer>;
}

export interface LocalCaptchaOptions {
  secret: string;
  /** The proof of work's difficulty: a token costs about half this many SHA-256 hashes. */
  powMaxCounter: number;
  spentTokens: SpendOnce;
  clock: () => Date;
  minScore?: number;
}

export function createLocalCaptcha({
  secret,
  powMaxCounter,
  spentTokens,
  clock,
  minScore = CAPTCHA_V3_MIN_SCORE,
}: LocalCaptchaOptions): LocalCaptcha {
  return {
    kind: 'local',

    createPowChallenge() {
      return createPowChallenge(secret, powMaxCounter, clock());
    },

    async issueV3Token({ action, signals, proof }) {
      const now = clock();
      const check = await checkPowSolution(secret, proof.challenge, proof.solution, now);
      if (check.status !== 'solved') return { status: check.status };
      if (!(await spentTokens.spend(`captcha-pow:${check.nonce}`, check.expiresAt))) return { status: 'invalid' };
      const score = localV3Score({ ...signals, elapsedMs: Math.max(0, now.getTime() - check.issuedAt.getTime()) });
      return { status: 'issued', token: await signV3Token(action, score, secret, now), score };
    },

    createChallenge() {
      return createLocalChallenge(secret, clock());
    },

    async answerChallenge(id, answer) {
      const now = clock();
      const check = checkLocalChallenge(secret, id, now);
      if (check.status === 'expired') return { status: 'expired' };
      if (check.status === 'invalid') return { status: 'wrong' };
      if (answer.trim().toUpperCase() !== localCaptchaAnswer(secret, id)) return { status: 'wrong' };
      if (!(await spentTokens.spend(`captcha-challenge:${check.nonce}`, new Date(check.expiresAt)))) return { status: 'wrong' };
      return { status: 'solved', token: await signV2Token(secret, now) };
    },

    async verify(proof, context): Promise<CaptchaVerdict> {
      const now = clock();
      const check = await checkCaptchaToken(proof.token, proof.version, secret, now);
      if (check.status !== 'valid') return { ok: false, reason: check.status };
      if (proof.version === 'v3' && check.action !== context.action) return { ok: false, reason: 'invalid' };
      if (!(await spentTokens.spend(`captcha:${check.jti}`, check.expiresAt))) return { ok: false, reason: 'replayed' };
      if (proof.version === 'v3' && (check.score ?? 0) < minScore) return { ok: false, reason: 'low-score' };
      return { ok: true };
    },
  };
}

export function isLocalCaptcha(provider: CaptchaProvider): provider is LocalCaptcha {
  return provider.kind === 'local' && 'createChallenge' in provider;
}
