// The conversation calls (member spec §7). So far: sending a message, from an open conversation
// (`/conversation/{id}/message`) or a new one (`blank` with `profileId`). Member-only, as the
// folder says; another member's conversation is 404, as one that does not exist.
import { conversationMessageRequestSchema, conversationMessageResponseSchema } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { currentMember } from '../member-context';
import { bearerSecurity, codedErrorResponses, errorResponses, idParamsSchema, toDatabaseId } from '../openapi';

/** A database id, or null for `blank`; anything else is a conversation that does not exist. */
function conversationIdOf(id: string): number | null {
  if (id === 'blank') return null;
  const databaseId = toDatabaseId(id);
  if (databaseId === null) throw new HttpError(404, MESSAGES.conversationNotFound);
  return databaseId;
}

const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { conversations } = app.messaging;

  for (const url of ['/conversation/:id/message', '/conversation/:id']) {
    app.post(
      url,
      {
        schema: {
          tags: ['conversations'],
          summary: 'Send a message for one credit (a retry with the same key is charged once); `blank` with profileId opens the conversation',
          security: bearerSecurity,
          params: idParamsSchema,
          body: conversationMessageRequestSchema,
          response: { 200: conversationMessageResponseSchema, ...errorResponses(400, 401, 403, 404), ...codedErrorResponses(402) },
        },
      },
      async (request) => conversations.send(await currentMember(app, request), conversationIdOf(request.params.id), request.body),
    );
  }
};

export default conversationRoutes;
