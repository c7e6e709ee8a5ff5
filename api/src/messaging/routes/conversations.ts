// The conversation calls (member spec §7): the lists by class, a conversation in chunks, mark read,
// and sending a message, from an open conversation (`/conversation/{id}/message`) or a new one
// (`blank` with `profileId`). Member-only, as the
// folder says; another member's conversation is 404, as one that does not exist.
import {
  conversationMessageRequestSchema,
  conversationMessageResponseSchema,
  conversationQuerySchema,
  conversationSchema,
  conversationsPageSchema,
  conversationsQuerySchema,
  conversationUpdateSchema,
  messageSchema,
  STAFF_LOOKUP_KEYS,
} from '@heartline/contracts/schemas';
import { MESSAGES, fieldNotValid, unknownField } from '@heartline/contracts/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { currentMember, currentMemberId, mediaUrlFor } from '../../routes/member-context';
import { compiledOkAnswer } from '../../validation/compiled-json';
import {
  bearerSecurity,
  codedErrorResponseSchema,
  codedErrorResponses,
  errorResponses,
  idParamsSchema,
  toDatabaseId,
} from '../../routes/openapi';

/** A staff reply refused: not holding the claim, or the member wrote after `seen` (then `messages` holds the new lines). */
const staleReplyResponseSchema = codedErrorResponseSchema.extend({ messages: z.array(messageSchema).optional() });

/** A database id, or null for `blank`; anything else is a conversation that does not exist. */
function conversationIdOf(id: string): number | null {
  if (id === 'blank') return null;
  const databaseId = toDatabaseId(id);
  if (databaseId === null) throw new HttpError(404, MESSAGES.conversationNotFound);
  return databaseId;
}

const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { conversations } = app.messaging;

  /** An id of an existing conversation (`blank` has none to read). */
  const existingId = (id: string): number => {
    const databaseId = conversationIdOf(id);
    if (databaseId === null) throw new HttpError(404, MESSAGES.conversationNotFound);
    return databaseId;
  };
  const cursorOf = (name: 'before' | 'after', value: string | undefined): number | null => {
    if (value === undefined) return null;
    const id = toDatabaseId(value);
    if (id === null) throw new HttpError(400, fieldNotValid(name));
    return id;
  };

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['conversations'],
        summary:
          "A member: one class (inbox, conversations, archive, flirts, sent) of their conversations, latest activity first, each with its latest message; `filter` (unread, online) narrows it when the member's membership grants the inbox filter (else 403 subscription-required). An admin (staff token): the lookup of any brand's conversations by sortBy, sentBefore, sentAfter, agentName, realUsername, fictiveUsername and domain, each with `lookup` (the names and the domain); a member sending those filters, or staff sending `messages`, is refused",
        security: bearerSecurity,
        querystring: conversationsQuerySchema,
        response: { 200: conversationsPageSchema, ...errorResponses(400, 401), ...codedErrorResponses(403) },
      },
      config: { access: 'session' },
    },
    async (request) => {
      const sent = new URL(request.url, 'http://query').searchParams;
      if (request.caller?.kind === 'agent') {
        if (sent.has('messages')) throw new HttpError(400, unknownField('messages'));
        if (sent.has('filter')) throw new HttpError(400, unknownField('filter'));
        const staff = { agentId: request.caller.subjectId, role: request.caller.role };
        return conversations.lookup(staff, request.query, mediaUrlFor(app, request));
      }
      const staffOnly = STAFF_LOOKUP_KEYS.find((key) => sent.has(key));
      if (staffOnly) throw new HttpError(400, unknownField(staffOnly));
      return conversations.list(await currentMember(app, request), request.query, mediaUrlFor(app, request));
    },
  );

  app.get(
    '/conversation/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['conversations'],
        summary:
          "A conversation with its newest messages (chunks of 6, newest first); `before` (a message id) pages to older ones, `after` catches up. A member reads their own; staff read one of their brands' not held by another agent (an admin any of them)",
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: conversationQuerySchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { before, after } = request.query;
      if (before !== undefined && after !== undefined) throw new HttpError(400, fieldNotValid('after'));
      const cursor = { before: cursorOf('before', before), after: cursorOf('after', after) };
      if (request.caller?.kind === 'agent') {
        const staff = { agentId: request.caller.subjectId, role: request.caller.role };
        return conversations.readAsStaff(staff, existingId(request.params.id), cursor, mediaUrlFor(app, request));
      }
      return conversations.get(await currentMember(app, request), existingId(request.params.id), cursor, mediaUrlFor(app, request));
    },
  );

  app.patch(
    '/conversation/:id',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Archive (archived: true) or restore (false) a conversation',
        security: bearerSecurity,
        params: idParamsSchema,
        body: conversationUpdateSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      conversations.setArchived(
        await currentMember(app, request),
        existingId(request.params.id),
        request.body.archived,
        mediaUrlFor(app, request),
      ),
  );

  app.patch(
    '/conversation/:id/mark-read',
    {
      schema: {
        tags: ['conversations'],
        summary: "Marks the profile's messages in the conversation read",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('The messages are read'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await conversations.markRead(await currentMember(app, request), existingId(request.params.id));
      return reply.code(204).send(null);
    },
  );

  const sendAnswer = compiledOkAnswer(conversationMessageResponseSchema);
  const sendSchema = (summary: string) => ({
    tags: ['conversations'],
    summary,
    security: bearerSecurity,
    params: idParamsSchema,
    body: conversationMessageRequestSchema,
    response: { 200: conversationMessageResponseSchema, ...errorResponses(400, 401, 403, 404), ...codedErrorResponses(402) },
  });

  app.post(
    '/conversation/:id',
    {
      schema: sendSchema(
        'Send a message for one credit (a retry with the same key is charged once); `blank` with profileId opens the conversation',
      ),
      // The busiest write of the API: its answer is written by a compiled serializer.
      serializerCompiler: sendAnswer,
    },
    async (request) =>
      conversations.send(currentMemberId(request), conversationIdOf(request.params.id), request.body, mediaUrlFor(app, request)),
  );

  // A member sends for a credit; a staff member (agent or admin) writes as the conversation's profile.
  app.post(
    '/conversation/:id/message',
    {
      config: { access: 'session' },
      serializerCompiler: sendAnswer,
      schema: {
        ...sendSchema(
          "As /conversation/{id} for a member; a staff member's message is the profile's reply, delivered to the member at once: only in the staff's brands, an agent must hold the claim, `seen` is required and a member's message after it refuses the reply (409 with those messages), a key is stored once",
        ),
        response: {
          200: conversationMessageResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...codedErrorResponses(402),
          409: staleReplyResponseSchema,
        },
      },
    },
    async (request) => {
      if (request.caller?.kind === 'agent') {
        return conversations.sendAsProfile(
          { agentId: request.caller.subjectId, role: request.caller.role },
          existingId(request.params.id),
          request.body,
          mediaUrlFor(app, request),
        );
      }
      return conversations.send(currentMemberId(request), conversationIdOf(request.params.id), request.body, mediaUrlFor(app, request));
    },
  );
};

export default conversationRoutes;
