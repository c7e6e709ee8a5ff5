// One captcha interface over two providers, chosen by GET /auth/config: Google reCAPTCHA, or the
// API's self-hosted captcha (a proof of work solved in the background, then the page's signals).
// Only the v3 step lives here; the v2 challenge is a component (captcha-challenge.tsx) because it
// needs the person.
import { requestLocalCaptchaV3, type AuthConfig } from '@heartline/contracts';
import type { PageSignalWatch } from './page-signals';
import type { PowInBackground } from './proof-of-work';
import { loadRecaptcha } from './recaptcha-script';

export type CaptchaConfig = AuthConfig['captcha'];

export interface CaptchaClient {
  readonly config: CaptchaConfig;
  /** An invisible v3 token for `action`, for the server to score. */
  executeV3(action: string): Promise<string>;
}

export function createCaptchaClient(config: CaptchaConfig, signals: PageSignalWatch, pow: () => PowInBackground): CaptchaClient {
  if (config.provider === 'recaptcha') {
    return {
      config,
      async executeV3(action) {
        const grecaptcha = await loadRecaptcha(config.v3SiteKey);
        return grecaptcha.execute(config.v3SiteKey, { action });
      },
    };
  }
  return {
    config,
    async executeV3(action) {
      const proof = await pow().take();
      const { keys, pointer } = signals.read();
      const answer = await requestLocalCaptchaV3(action, { keys, pointer }, proof);
      return answer.token;
    },
  };
}
