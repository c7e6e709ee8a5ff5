// POST /register: a new member from the sign-up steps, checked by the captcha, with a
// verification email sent and a session opened (accounts/registration.ts).
import { registerRequestSchema, registerResponseSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseBodyWithEmail } from '../email-policy';
import { signInRateLimit, toTokenResponse } from '../../routes/sign-in';
import { validatorCompilerExceptBody } from '../../plugins/external/zod';
import { requestSite } from '../../routes/member-context';
import { anonymousSecurity, errorResponses } from '../../routes/openapi';

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { access: 'anonymous', rateLimit: signInRateLimit(app.config) },
      // A malformed email answers 422 'Invalid email' (member spec §8), not the generic 400, so
      // the handler parses the body itself with the same schema and messages.
      validatorCompiler: validatorCompilerExceptBody,
      schema: {
        tags: ['accounts'],
        summary: 'Sign up: creates the member, sends the verification email and answers a session',
        description:
          '412 `captcha_v2_required` when the captcha is not convinced (the page then shows the v2 challenge); ' +
          "422 'Invalid email' for a malformed, disposable or reserved address; 409 for a taken username or email.",
        security: anonymousSecurity,
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 401, 409, 412, 422, 429) },
      },
    },
    async (request, reply) => {
      const form = parseBodyWithEmail(registerRequestSchema, request.body, 'email');
      const grant = await app.accounts.registration.register(form, requestSite(app, request));
      return reply.code(201).send({ status: 'pending_verification' as const, ...toTokenResponse(grant) });
    },
  );
};

export default registrationRoutes;
