// The self-hosted captcha's endpoints (CAPTCHA_PROVIDER=altcha): a proof-of-work challenge, a v3
// token for its solution and what the page saw a person do, and the v2 distorted-text challenge.
// POST /register checks the tokens.
import { CAPTCHA_V2_TTL_MS, MESSAGES } from '@heartline/contracts/rules';
import {
  captchaPowChallengeSchema,
  captchaTokenResponseSchema,
  errorResponseSchema,
  localCaptchaAnswerSchema,
  localCaptchaChallengeSchema,
  localCaptchaV3RequestSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalCaptcha } from '../local-captcha';
import { HttpError } from '../../http-error';
import { anonymousSecurity, errorResponses } from '../../routes/openapi';

/** Generous: a person needs a few per sign-up; a script guessing answers gets few tries. */
export const CAPTCHA_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = app.captcha;
  if (!isLocalCaptcha(captcha)) return;
  const config = { rateLimit: CAPTCHA_RATE_LIMIT };

  app.get(
    '/captcha/v3/challenge',
    {
      config,
      schema: {
        tags: ['captcha'],
        summary: 'Self-hosted captcha v3: an ALTCHA proof-of-work challenge for the page to solve while the person fills the form',
        security: anonymousSecurity,
        response: { 200: captchaPowChallengeSchema, ...errorResponses(401, 429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.createPowChallenge();
    },
  );

  app.post(
    '/captcha/v3',
    {
      config,
      schema: {
        tags: ['captcha'],
        summary:
          'Self-hosted captcha v3: a signed token for a solved challenge (each earns one), scored from the time the page was open and what it saw (typing, pointer)',
        security: anonymousSecurity,
        body: localCaptchaV3RequestSchema,
        response: {
          200: captchaTokenResponseSchema,
          400: errorResponseSchema.describe('No proof of work, a wrong or spent one, or one this server did not sign'),
          410: errorResponseSchema.describe('The proof-of-work challenge has expired'),
          ...errorResponses(401, 429),
        },
      },
    },
    async (request) => {
      const answer = await captcha.issueV3Token(request.body);
      if (answer.status === 'expired') throw new HttpError(410, MESSAGES.captchaV2Timeout);
      if (answer.status === 'invalid') throw new HttpError(400, MESSAGES.captchaV3Failed);
      return { token: answer.token };
    },
  );

  app.get(
    '/captcha/v2/challenge',
    {
      config,
      schema: {
        tags: ['captcha'],
        summary: `Local captcha v2: an image of characters to type within ${CAPTCHA_V2_TTL_MS / 1000} s`,
        security: anonymousSecurity,
        response: { 200: localCaptchaChallengeSchema, ...errorResponses(401, 429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.createChallenge();
    },
  );

  app.post(
    '/captcha/v2/verify',
    {
      config,
      schema: {
        tags: ['captcha'],
        summary: 'Local captcha v2: the typed answer (any case) earns a signed v2 token; each challenge earns one',
        security: anonymousSecurity,
        body: localCaptchaAnswerSchema,
        response: {
          200: captchaTokenResponseSchema,
          400: errorResponseSchema.describe('Wrong answer, or not a challenge of this server'),
          410: errorResponseSchema.describe('The challenge has expired (captcha v2 timeout)'),
          ...errorResponses(401, 429),
        },
      },
    },
    async (request) => {
      const result = await captcha.answerChallenge(request.body.id, request.body.answer);
      if (result.status === 'expired') throw new HttpError(410, MESSAGES.captchaV2Timeout);
      if (result.status === 'wrong') throw new HttpError(400, MESSAGES.captchaV2Error);
      return { token: result.token };
    },
  );
};

export default captchaRoutes;
