// One captcha interface over two providers, chosen by GET /auth/config: Google reCAPTCHA when
// the server has keys, the API's local verifier otherwise. Only the v3 step lives here; the v2
// challenge is a component (captcha-challenge.tsx) because it needs the person.
import { requestLocalCaptchaV3, type AuthConfig } from '@heartline/contracts';
import type { PageSignalWatch } from './page-signals';
import { loadRecaptcha } from './recaptcha-script';

export type CaptchaConfig = AuthConfig['captcha'];

export interface CaptchaClient {
  readonly config: CaptchaConfig;
  /** An invisible v3 token for `action`, for the server to score. */
  executeV3(action: string): Promise<string>;
}

export function createCaptchaClient(config: CaptchaConfig, signals: PageSignalWatch): CaptchaClient {
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
      const answer = await requestLocalCaptchaV3(action, signals.read());
      return answer.token;
    },
  };
}
