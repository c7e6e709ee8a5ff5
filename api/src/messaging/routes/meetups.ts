// Meet-ups (member spec §7, agent spec §4): a member on their own conversations, a staff member on
// any, as the profile; each answers the conversation (messaging/meetups.ts).
import { MESSAGES } from '@heartline/contracts/rules';
import { conversationSchema, idSchema, meetupInputSchema, meetupUpdateSchema } from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { currentMember, mediaUrlFor } from '../../routes/member-context';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';
import type { MeetupCaller } from '../meetups';

const meetupParamsSchema = z.object({ id: idSchema, meetupId: idSchema });

const meetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { meetups } = app.messaging;
  const callerOf = async (request: FastifyRequest): Promise<MeetupCaller> =>
    request.caller?.kind === 'agent'
      ? { kind: 'agent', agentId: request.caller.subjectId, role: request.caller.role }
      : { kind: 'member', member: await currentMember(app, request) };
  const conversationId = (id: string): number => {
    const databaseId = toDatabaseId(id);
    if (databaseId === null) throw new HttpError(404, MESSAGES.conversationNotFound);
    return databaseId;
  };
  const meetupId = (id: string): number => {
    const databaseId = toDatabaseId(id);
    if (databaseId === null) throw new HttpError(404, MESSAGES.meetupNotFound);
    return databaseId;
  };
  const schema = (summary: string) => ({
    tags: ['conversations'],
    summary,
    security: bearerSecurity,
    response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404, 409) },
  });

  app.post(
    '/conversation/:id/meet-up',
    {
      config: { access: 'session' },
      schema: {
        ...schema('Propose a meet-up (a date played out in the chat: the profiles are fictitious); answers the conversation'),
        params: idParamsSchema,
        body: meetupInputSchema,
      },
    },
    async (request) => meetups.propose(await callerOf(request), conversationId(request.params.id), request.body, mediaUrlFor(app, request)),
  );

  app.patch(
    '/conversation/:id/meet-up/:meetupId',
    {
      config: { access: 'session' },
      schema: {
        ...schema('Edit a proposed meet-up, or cancel it with { meetStatus: "cancelled" }'),
        params: meetupParamsSchema,
        body: meetupUpdateSchema,
      },
    },
    async (request) =>
      meetups.update(
        await callerOf(request),
        conversationId(request.params.id),
        meetupId(request.params.meetupId),
        request.body,
        mediaUrlFor(app, request),
      ),
  );

  app.delete(
    '/conversation/:id/meet-up/:meetupId',
    { config: { access: 'session' }, schema: { ...schema('Remove a cancelled meet-up (cancel it first)'), params: meetupParamsSchema } },
    async (request) =>
      meetups.remove(
        await callerOf(request),
        conversationId(request.params.id),
        meetupId(request.params.meetupId),
        mediaUrlFor(app, request),
      ),
  );
};

export default meetupRoutes;
