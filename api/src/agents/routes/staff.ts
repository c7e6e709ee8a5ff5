// Admins manage the staff (agent spec §7): GET /agents, POST /agent, PATCH /agent/{id}
// (agents/staff-management.ts), and today's figures per agent: GET /agents/figures (staff-figures.ts).
// Staff only, as the folder says; an agent is refused 403.
import { MESSAGES } from '@heartline/contracts/rules';
import {
  agentCreateSchema,
  agentPatchSchema,
  agentSavedResponseSchema,
  staffAgentsResponseSchema,
  staffFiguresResponseSchema,
} from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';
import type { StaffAdmin } from '../staff-management';

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOf = (request: FastifyRequest): StaffAdmin => {
    if (request.caller?.kind !== 'agent') throw new HttpError(403, MESSAGES.forbidden);
    return { agentId: request.caller.subjectId, role: request.caller.role };
  };

  app.get(
    '/agents',
    {
      schema: {
        tags: ['agents'],
        summary:
          'The staff sharing a brand with the admin, by username, with status, statusLastUpdate, scope (brand ids) and claims held; admins only',
        security: bearerSecurity,
        response: { 200: staffAgentsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => app.agents.staff.list(adminOf(request)),
  );

  app.get(
    '/agents/figures',
    {
      schema: {
        tags: ['agents'],
        summary:
          "Today's figures per agent of the admin's brands: replies sent, the median first-response time (oldest waiting message answered to the reply) and breaks (count and time); today is the calendar day in the time zone of the admin's first brand; admins only",
        security: bearerSecurity,
        response: { 200: staffFiguresResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => app.agents.figures.today(adminOf(request)),
  );

  app.post(
    '/agent',
    {
      schema: {
        tags: ['agents'],
        summary: 'A new agent or admin working for brands the admin works for (409 when the username is taken); admins only',
        security: bearerSecurity,
        body: agentCreateSchema,
        response: { 201: agentSavedResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.agents.staff.create(adminOf(request), request.body)),
  );

  app.patch(
    '/agent/:id',
    {
      schema: {
        tags: ['agents'],
        summary:
          "Changes an agent ('Agent Profile has been updated'): details, password, role, scope, or disabled (true ends its sessions at once, sets it offline and gives its claims back); admins only",
        security: bearerSecurity,
        params: idParamsSchema,
        body: agentPatchSchema,
        response: { 200: agentSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      if (id === null) throw new HttpError(404, MESSAGES.agentNotFound);
      return app.agents.staff.update(adminOf(request), id, request.body);
    },
  );
};

export default staffRoutes;
