// Staff find members' accounts and reactivate deactivated ones (accounts/reactivation.ts):
// GET /members, POST /members/{id}/reactivate. Staff only, as the folder says; admins only, within
// their brands (an agent is refused 403).
import { MESSAGES } from '@heartline/contracts/rules';
import { memberAccountsResponseSchema, memberReactivatedResponseSchema, memberSearchQuerySchema } from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';
import type { MemberAdmin } from '../reactivation';

const staffMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOf = async (request: FastifyRequest): Promise<MemberAdmin> => {
    if (request.caller?.kind !== 'agent') throw new HttpError(403, MESSAGES.forbidden);
    if (request.caller.role !== 'admin') throw new HttpError(403, MESSAGES.adminOnly);
    const agentId = request.caller.subjectId;
    return { agentId, role: request.caller.role, brandIds: await app.agents.scope.brandsOf(agentId) };
  };

  app.get(
    '/members',
    {
      schema: {
        tags: ['agents'],
        summary:
          "Members of the admin's brands whose username or email is, or begins with, `search` (any case), exact matches first, at most 20, with whether the account is deactivated and its latest reactivation; admins only",
        security: bearerSecurity,
        querystring: memberSearchQuerySchema,
        response: { 200: memberAccountsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.accounts.reactivation.search(await adminOf(request), request.query.search),
  );

  app.post(
    '/members/:id/reactivate',
    {
      schema: {
        tags: ['agents'],
        summary:
          'Reactivates a deactivated member account of the admin’s brands: the member can sign in again at once; recorded with who and when (409 when the account is not deactivated); admins only',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: memberReactivatedResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      if (id === null) throw new HttpError(404, MESSAGES.memberNotFound);
      return app.accounts.reactivation.reactivate(await adminOf(request), id);
    },
  );
};

export default staffMemberRoutes;
