// POST /register: a new member from the sign-up steps, checked by the captcha, with a
// verification email sent and a session opened.
import { MESSAGES } from '@heartline/contracts/rules';
import { registerRequestSchema, registerResponseSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertRegistrableEmail, parseBodyWithEmail } from '../../accounts/email-policy';
import { newMemberFrom } from '../../accounts/new-member';
import { brandOfRequest } from '../../accounts/request-brand';
import { returnOriginFor } from '../../accounts/return-origin';
import { sendVerificationEmail } from '../../accounts/send-verification';
import { hashPassword } from '../../auth/passwords';
import { signInRateLimit, toTokenResponse } from '../../auth/sign-in';
import { HttpError } from '../../http-error';
import { validatorCompilerExceptBody } from '../../plugins/external/zod';
import { anonymousSecurity, errorResponses } from '../openapi';

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.repositories;

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
      assertRegistrableEmail(form.email);
      const verdict = await app.captcha.verify(form.captcha, { action: 'register', ip: request.ip });
      if (!verdict.ok) throw new HttpError(412, MESSAGES.captchaRequired);

      const brand = await brandOfRequest(app, request);
      // Cheap checks first, so a taken name costs no password hashing; the create is the real guard.
      if (await users.usernameExists(form.username)) throw new HttpError(409, MESSAGES.usernameTaken);
      if (await users.emailTakenOnBrand(brand.id, form.email)) throw new HttpError(409, MESSAGES.emailTaken);
      const now = app.clock();
      const outcome = await users.createMember(newMemberFrom(form, brand, await hashPassword(form.password), now));
      if (outcome.status === 'username-taken') throw new HttpError(409, MESSAGES.usernameTaken);
      if (outcome.status === 'email-taken') throw new HttpError(409, MESSAGES.emailTaken);

      const memberId = outcome.id;
      try {
        const returnOrigin = returnOriginFor(app.config, request, brand.domain);
        await sendVerificationEmail(app, request, { memberId, username: form.username, email: form.email, productName: brand.productName }, returnOrigin);
      } catch (error) {
        // The account stands: the verify page lets the member send the email again.
        request.log.error({ err: error, memberId }, 'the verification email of a new member could not be sent');
      }
      const grant = await app.sessionService.open({ kind: 'member', id: memberId, role: 'member' });
      await users.recordSignIn(memberId, now);
      return reply.code(201).send({ status: 'pending_verification' as const, ...toTokenResponse(grant) });
    },
  );
};

export default registrationRoutes;
