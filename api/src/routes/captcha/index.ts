// The local captcha's endpoints (only when no reCAPTCHA keys are set): a v3 token for what the
// page saw a person do, and the v2 distorted-text challenge. POST /register checks the tokens.
import { CAPTCHA_V2_TTL_MS, MESSAGES } from '@heartline/contracts/rules';
import {
  captchaTokenResponseSchema,
  errorResponseSchema,
  localCaptchaAnswerSchema,
  localCaptchaChallengeSchema,
  localCaptchaV3RequestSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalCaptcha } from '../../captcha/local-captcha';
import { HttpError } from '../../http-error';
import { anonymousSecurity, errorResponses } from '../openapi';

/** Generous: a person needs a few per sign-up; a script guessing answers gets few tries. */
export const CAPTCHA_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = app.captcha;
  if (!isLocalCaptcha(captcha)) return;
  const config = { rateLimit: CAPTCHA_RATE_LIMIT };

  app.post(
    '/captcha/v3',
    {
      config,
      schema: {
        tags: ['captcha'],
        summary: 'Local captcha v3: a signed token scored from what the page saw (typing, pointer, time)',
        security: anonymousSecurity,
        body: localCaptchaV3RequestSchema,
        response: { 200: captchaTokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { token } = await captcha.issueV3Token(request.body.action, request.body.signals);
      return { token };
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
