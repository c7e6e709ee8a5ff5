// Passwords: the "forgot password" email, setting a new password from its link, and changing
// the password in the settings (accounts/passwords.ts). Member-only unless a route says otherwise.
import { MESSAGES } from '@heartline/contracts/rules';
import {
  changePasswordRequestSchema,
  forgotPasswordResponseSchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInRateLimit } from '../../routes/sign-in';
import { ownUserId, requestSite } from '../../routes/member-context';
import { anonymousSecurity, bearerSecurity, errorResponses, idParamsSchema } from '../../routes/openapi';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwords } = app.accounts;

  app.post(
    '/forgot-password',
    {
      config: { access: 'anonymous', rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['accounts'],
        summary: 'Email a password reset link; the answer is the same whether or not the address has an account',
        security: anonymousSecurity,
        body: passwordResetRequestSchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await passwords.requestReset(request.body.email, requestSite(app, request));
      return { message: MESSAGES.passwordResetSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'anonymous', rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token of a reset link (once; dead after any password change)',
        description:
          "Ends every other session of the member. 400 for an invalid, expired or used link; 404 'User not found' when the member is gone.",
        security: anonymousSecurity,
        body: resetPasswordRequestSchema,
        response: { 204: z.null().describe('The new password is set'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await passwords.reset(request.body.token, request.body.password, request.caller);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/user/:id/password',
    {
      // Guessing the current password from a stolen session is limited like sign-in.
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['accounts'],
        summary: 'Change the own password; every other session of the member ends',
        security: bearerSecurity,
        params: idParamsSchema,
        body: changePasswordRequestSchema,
        response: { 204: z.null().describe('The password is changed'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const id = ownUserId(request, request.params.id);
      await passwords.change(id, request.body.currentPassword, request.body.newPassword, request.caller?.sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default passwordRoutes;
