// Passwords: the "forgot password" email, setting a new password from its link, and changing
// the password in the settings. A new password ends the member's other sessions everywhere.
import { MESSAGES } from '@heartline/contracts/rules';
import {
  changePasswordRequestSchema,
  forgotPasswordResponseSchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
} from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endMemberSessions, ownSessionOf } from '../../accounts/member-sessions';
import { checkLiveResetToken } from '../../accounts/password-reset';
import { passwordResetLink, passwordResetMail } from '../../accounts/password-reset-mail';
import { signPasswordResetToken } from '../../accounts/password-reset-tokens';
import { brandOfRequest, type RequestBrand } from '../../accounts/request-brand';
import { returnOriginFor } from '../../accounts/return-origin';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { signInRateLimit } from '../../auth/sign-in';
import { HttpError } from '../../http-error';
import { ownUserId } from '../member-context';
import { anonymousSecurity, bearerSecurity, errorResponses, idParamsSchema } from '../openapi';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { spentTokens, users } = app.repositories;

  /** Mails a reset link when an active member of the brand has this address; silent otherwise. */
  async function mailPasswordReset(request: FastifyRequest, brand: RequestBrand, email: string): Promise<void> {
    const account = await users.findActiveByEmail(brand.id, email);
    if (!account) return;
    const token = await signPasswordResetToken(account.id, account.passwordHash, app.config.jwtSecret, app.clock());
    const link = passwordResetLink(returnOriginFor(app.config, request, brand.domain), token);
    await app.mail.send(passwordResetMail({ to: account.email, productName: brand.productName, username: account.username, link }));
  }

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
      const brand = await brandOfRequest(app, request);
      // Not awaited: the answer must not tell by its timing whether the address has an account.
      mailPasswordReset(request, brand, request.body.email).catch((error: unknown) =>
        request.log.error({ err: error }, 'a password reset email could not be sent'),
      );
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
      const check = await checkLiveResetToken(app, request.body.token);
      if (check.status === 'member-gone') throw new HttpError(404, MESSAGES.userNotFound);
      if (check.status === 'deactivated') throw new HttpError(403, MESSAGES.accountIsDeactivated);
      if (check.status !== 'live') throw new HttpError(400, MESSAGES.generic);
      const { claims } = check;
      // Spending is one insert: of two requests with the same link, one wins.
      if (!(await spentTokens.spend(claims.jti, claims.expiresAt))) throw new HttpError(400, MESSAGES.generic);
      await users.setPasswordHash(claims.userId, await hashPassword(request.body.password), app.clock());
      await endMemberSessions(app, claims.userId, 'password-changed', ownSessionOf(request.caller, claims.userId));
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/user/:id/password',
    {
      // Guessing the current password from a stolen session is limited like sign-in.
      config: { access: 'member', rateLimit: signInRateLimit(app.config) },
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
      const account = await users.findAccount(id);
      if (!account) throw new HttpError(404, MESSAGES.notFound);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(account.passwordHash, currentPassword))) throw new HttpError(400, MESSAGES.wrongCurrentPassword);
      if (await verifyPassword(account.passwordHash, newPassword)) throw new HttpError(400, MESSAGES.samePassword);
      await users.setPasswordHash(id, await hashPassword(newPassword), app.clock());
      await endMemberSessions(app, id, 'password-changed', request.caller?.sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default passwordRoutes;
