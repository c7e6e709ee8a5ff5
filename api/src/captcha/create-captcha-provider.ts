// Picks the captcha from the configuration: reCAPTCHA when all four RECAPTCHA_* keys are set,
// the local verifier otherwise.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { CaptchaProvider } from './captcha-provider';
import { createLocalCaptcha } from './local-captcha';
import { createRecaptcha } from './recaptcha';
import type { SpentTokensRepository } from '../repositories/spent-tokens';

export function createCaptchaProvider(
  config: Pick<Config, 'recaptcha' | 'captchaSecret'>,
  deps: { spentTokens: Pick<SpentTokensRepository, 'spend'>; clock: () => Date; log: FastifyBaseLogger; fetch?: typeof fetch },
): CaptchaProvider {
  if (config.recaptcha) {
    deps.log.info('captcha: Google reCAPTCHA v3, then v2');
    return createRecaptcha({ v3Secret: config.recaptcha.v3Secret, v2Secret: config.recaptcha.v2Secret, fetch: deps.fetch });
  }
  deps.log.info('captcha: local verifier (no RECAPTCHA_* keys)');
  return createLocalCaptcha({ secret: config.captchaSecret, spentTokens: deps.spentTokens, clock: deps.clock });
}
