// Account settings: the e-mail notification preference and deactivation (confirmed with the
// password; every session ends and sign-in is refused from then on).
import { MESSAGES } from '@heartline/contracts/rules';
import { deactivateAccountRequestSchema, notificationSettingsSchema, userSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endMemberSessions } from '../../accounts/member-sessions';
import { verifyPassword } from '../../auth/passwords';
import { signInRateLimit } from '../../auth/sign-in';
import { HttpError } from '../../http-error';
import { mediaUrlFor, ownUserId } from '../member-context';
import { bearerSecurity, errorResponses, idParamsSchema } from '../openapi';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.repositories;

  app.patch(
    '/user/:id/notifications',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: 'Set whether the member is notified by e-mail of new messages; answers the user',
        security: bearerSecurity,
        params: idParamsSchema,
        body: notificationSettingsSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = ownUserId(request, request.params.id);
      await users.setNotifyByEmail(id, request.body.notifyByEmail, app.clock());
      app.domainEvents.emit('member.updated', { memberId: id });
      const user = await users.findById(id, mediaUrlFor(app, request));
      if (!user) throw new HttpError(404, MESSAGES.notFound);
      return user;
    },
  );

  app.delete(
    '/user/:id',
    {
      config: { access: 'member', rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['accounts'],
        summary: 'Deactivate the own account, confirmed with the password: every session ends, sign-in is refused',
        security: bearerSecurity,
        params: idParamsSchema,
        body: deactivateAccountRequestSchema,
        response: { 204: z.null().describe('The account is deactivated'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const id = ownUserId(request, request.params.id);
      const account = await users.findAccount(id);
      if (!account) throw new HttpError(404, MESSAGES.notFound);
      if (!(await verifyPassword(account.passwordHash, request.body.password))) throw new HttpError(400, MESSAGES.wrongCurrentPassword);
      await users.deactivate(id, app.clock());
      await endMemberSessions(app, id, 'deactivated');
      return reply.code(204).send(null);
    },
  );
};

export default settingsRoutes;
