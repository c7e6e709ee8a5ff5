import type { CaptchaConfig } from './captcha-client';
import { LocalCaptchaChallenge } from './local-challenge';
import { RecaptchaCheckbox } from './recaptcha-checkbox';

interface CaptchaChallengeProps {
  config: CaptchaConfig;
  /** Why the challenge shows, e.g. MESSAGES.captchaV3Failed. */
  notice?: string;
  /** The v2 token, to send as `{ version: 'v2', token }`. */
  onSolved: (token: string) => void;
}

/** The v2 challenge of whichever provider the server uses. Give it a new `key` for a fresh one. */
export function CaptchaChallenge({ config, notice, onSolved }: CaptchaChallengeProps) {
  if (config.provider === 'recaptcha') {
    return <RecaptchaCheckbox v3SiteKey={config.v3SiteKey} v2SiteKey={config.v2SiteKey} notice={notice} onSolved={onSolved} />;
  }
  return <LocalCaptchaChallenge notice={notice} onSolved={onSolved} />;
}
