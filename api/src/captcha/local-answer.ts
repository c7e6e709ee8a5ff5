// The text a local captcha v2 challenge shows. Derived from the challenge's nonce with the
// captcha secret, so the server keeps no state; pure, so Playwright journeys that know the test
// secret can solve the challenge the way a person reads it.
import { createHmac } from 'node:crypto';

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G: characters a person cannot confuse in a distorted image. */
export const LOCAL_CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY3479';
export const LOCAL_CAPTCHA_LENGTH = 5;

/** The answer of the challenge `<nonce>.<expiresAt>.<hmac>` (or of a bare nonce). */
export function localCaptchaAnswer(secret: string, challengeId: string): string {
  const nonce = challengeId.split('.')[0] ?? '';
  const digest = createHmac('sha256', secret).update(`answer:${nonce}`).digest();
  let answer = '';
  for (let index = 0; index < LOCAL_CAPTCHA_LENGTH; index += 1) {
    answer += LOCAL_CAPTCHA_ALPHABET[digest[index]! % LOCAL_CAPTCHA_ALPHABET.length];
  }
  return answer;
}
