// The captcha client's public surface: the page hook (v3) and the v2 challenge component.
export { CaptchaChallenge } from './captcha-challenge';
export { CaptchaUnavailableError, useCaptcha } from './use-captcha';
export type { Captcha } from './use-captcha';
export type { CaptchaClient, CaptchaConfig } from './captcha-client';
