// Google reCAPTCHA: the browser gets tokens from Google's widget; the server asks Google whether
// each is good (https://developers.google.com/recaptcha/docs/verify). v3 tokens must also be for
// the expected action and score at least CAPTCHA_V3_MIN_SCORE.
import { CAPTCHA_V3_MIN_SCORE } from '@heartline/contracts/rules';
import { z } from 'zod';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_TIMEOUT_MS = 5_000;

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface RecaptchaOptions {
  v3Secret: string;
  v2Secret: string;
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  minScore?: number;
}

export function createRecaptcha({
  v3Secret,
  v2Secret,
  fetch: fetchImpl = fetch,
  minScore = CAPTCHA_V3_MIN_SCORE,
}: RecaptchaOptions): CaptchaProvider {
  return {
    kind: 'recaptcha',
    async verify(proof, context): Promise<CaptchaVerdict> {
      const body = new URLSearchParams({
        secret: proof.version === 'v3' ? v3Secret : v2Secret,
        response: proof.token,
        remoteip: context.ip,
      });
      let answer: z.infer<typeof siteverifySchema>;
      try {
        const response = await fetchImpl(RECAPTCHA_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        answer = siteverifySchema.parse(await response.json());
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      if (!answer.success) {
        // Google answers timeout-or-duplicate for a token that is too old or was already checked.
        const codes = answer['error-codes'] ?? [];
        return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'expired' : 'invalid' };
      }
      if (proof.version === 'v2') return { ok: true };
      if (answer.action !== context.action) return { ok: false, reason: 'invalid' };
      if ((answer.score ?? 0) < minScore) return { ok: false, reason: 'low-score' };
      return { ok: true };
    },
  };
}
