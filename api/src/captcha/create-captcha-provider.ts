// Picks the captcha from the configuration (CAPTCHA_PROVIDER): Google reCAPTCHA, or the
// self-hosted one (an ALTCHA proof of work, then a distorted-text challenge).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { CaptchaProvider, SpendOnce } from './captcha-provider';
import { createLocalCaptcha } from './local-captcha';
import { createRecaptcha } from './recaptcha';

export function createCaptchaProvider(
  config: Pick<Config, 'recaptcha' | 'captchaSecret' | 'captchaPowMaxCounter'>,
  deps: { spentTokens: SpendOnce; clock: () => Date; log: FastifyBaseLogger; fetch?: typeof fetch },
): CaptchaProvider {
  if (config.recaptcha) {
    deps.log.info('captcha: Google reCAPTCHA v3, then v2');
    return createRecaptcha({ v3Secret: config.recaptcha.v3Secret, v2Secret: config.recaptcha.v2Secret, fetch: deps.fetch });
  }
  deps.log.info({ powMaxCounter: config.captchaPowMaxCounter }, 'captcha: self-hosted (ALTCHA proof of work, then a text challenge)');
  return createLocalCaptcha({
    secret: config.captchaSecret,
    powMaxCounter: config.captchaPowMaxCounter,
    spentTokens: deps.spentTokens,
    clock: deps.clock,
  });
}
