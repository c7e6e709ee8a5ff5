// Account settings: the e-mail notification preference and deactivation (confirmed with the
// password; every session ends and sign-in is refused from then on). See accounts/settings.ts.
import { deactivateAccountRequestSchema, notificationSettingsSchema, userSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInRateLimit } from '../../routes/sign-in';
import { mediaUrlFor, ownUserId } from '../../routes/member-context';
import { bearerSecurity, errorResponses, idParamsSchema } from '../../routes/openapi';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.accounts;

  app.patch(
    '/user/:id/notifications',
    {
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
      return settings.setNotifyByEmail(id, request.body.notifyByEmail, mediaUrlFor(app, request));
    },
  );

  app.delete(
    '/user/:id',
    {
      config: { rateLimit: signInRateLimit(app.config) },
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
      await settings.deactivate(id, request.body.password);
      return reply.code(204).send(null);
    },
  );
};

export default settingsRoutes;
