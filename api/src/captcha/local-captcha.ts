// The local captcha, used when no reCAPTCHA keys are configured. v3: the page reports what a
// person does (typing, pointer movement, time on the page) and gets a signed token with a score.
// v2: a distorted-text image whose answer earns a signed token. verify() checks either token once.
import { CAPTCHA_V3_MIN_SCORE } from '@heartline/contracts/rules';
import type { localCaptchaChallengeSchema } from '@heartline/contracts/schemas';
import type { z } from 'zod';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider';
import { localCaptchaAnswer } from './local-answer';
import { checkLocalChallenge, createLocalChallenge } from './local-challenge';
import { checkCaptchaToken, signV2Token, signV3Token } from './local-tokens';
import type { SpentTokensRepository } from '../repositories/spent-tokens';

export interface CaptchaSignals {
  keys: number;
  pointer: number;
  elapsedMs: number;
}

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
  issueV3Token(action: string, signals: CaptchaSignals): Promise<{ token: string; score: number }>;
  createChallenge(): z.infer<typeof localCaptchaChallengeSchema>;
  /** A right answer (any case) spends the challenge: it earns one token only. */
  answerChallenge(id: string, answer: string): Promise<ChallengeAnswer>;
}

export interface LocalCaptchaOptions {
  secret: string;
  spentTokens: Pick<SpentTokensRepository, 'spend'>;
  clock: () => Date;
  minScore?: number;
}

export function createLocalCaptcha({ secret, spentTokens, clock, minScore = CAPTCHA_V3_MIN_SCORE }: LocalCaptchaOptions): LocalCaptcha {
  return {
    kind: 'local',

    async issueV3Token(action, signals) {
      const score = localV3Score(signals);
      return { token: await signV3Token(action, score, secret, clock()), score };
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
