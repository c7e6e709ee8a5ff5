// The member's memberships: PATCH /subscriptions/{id} stops a renewal (the membership stays until
// its end date; the member's other tabs hear it as userUpdate).
import { subscriptionAnswerSchema, subscriptionUpdateSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../routes/member-context';
import { bearerSecurity, errorResponses, idParamsSchema } from '../../routes/openapi';

const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/subscriptions/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: "Stop a membership's renewal (`{ renews: false }`): it is not charged again and stays until its end date",
        security: bearerSecurity,
        params: idParamsSchema,
        body: subscriptionUpdateSchema,
        response: { 200: subscriptionAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => app.checkout.memberships.stopRenewal(await currentMember(app, request), request.params.id),
  );
};

export default membershipRoutes;
