// Local captcha v2 challenges: `<nonce>.<expiresAt>.<hmac>`, signed with the captcha secret so
// they need no storage. The image is svg-captcha's rendering of the answer (noise lines, colour).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_V2_TTL_MS } from '@heartline/contracts/rules';
import type { localCaptchaChallengeSchema } from '@heartline/contracts/schemas';
import type { z } from 'zod';
import svgCaptcha from 'svg-captcha';
import { localCaptchaAnswer } from './local-answer';

// The package's types describe its helpers but not the module itself, which renders given text.
const renderCaptcha = svgCaptcha as unknown as (text: string, options: NonNullable<Parameters<typeof svgCaptcha.create>[0]>) => string;

export type ChallengeCheck = { status: 'valid'; nonce: string; expiresAt: number } | { status: 'expired' } | { status: 'invalid' };

function signature(secret: string, nonce: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`challenge:${nonce}.${expiresAt}`).digest('base64url');
}

export function createLocalChallenge(secret: string, now: Date): z.infer<typeof localCaptchaChallengeSchema> {
  const nonce = randomBytes(16).toString('base64url');
  const expiresAt = now.getTime() + CAPTCHA_V2_TTL_MS;
  const id = `${nonce}.${expiresAt}.${signature(secret, nonce, expiresAt)}`;
  const svg = renderCaptcha(localCaptchaAnswer(secret, id), {
    width: 220,
    height: 72,
    fontSize: 52,
    noise: 3,
    color: true,
    background: '#26304f',
  });
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiresAt };
}

/** Whether `id` is a challenge this server issued and still within its time. */
export function checkLocalChallenge(secret: string, id: string, now: Date): ChallengeCheck {
  const [nonce, expiresText, given, ...rest] = id.split('.');
  if (!nonce || !expiresText || !given || rest.length > 0 || !/^\d{1,15}$/.test(expiresText)) return { status: 'invalid' };
  const expiresAt = Number(expiresText);
  const expected = Buffer.from(signature(secret, nonce, expiresAt));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { status: 'invalid' };
  if (now.getTime() > expiresAt) return { status: 'expired' };
  return { status: 'valid', nonce, expiresAt };
}
