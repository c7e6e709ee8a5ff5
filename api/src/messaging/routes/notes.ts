// Notes and global memos (agent spec §7): POST /conversation/{id}/note, PATCH and DELETE
// /conversation/{id}/note/{noteId}; POST /{type}/{id}/note, PATCH and DELETE /{type}/{id}/note/{noteId}
// for the global memo of a member (`user`) or a profile (admins write, everyone on staff reads it
// with the conversation). Staff only, as the folder says (messaging/notes.ts).
import { MESSAGES } from '@heartline/contracts/rules';
import {
  conversationNotesResponseSchema,
  idSchema,
  memoResponseSchema,
  noteInputSchema,
  noteUpdateSchema,
  type NoteType,
} from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';
import type { StaffCaller } from '../staff-access';

const noteParamsSchema = z.object({ id: idSchema, noteId: idSchema });

const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notes } = app.messaging;
  const staffOf = (request: FastifyRequest): StaffCaller => {
    if (request.caller?.kind !== 'agent') throw new HttpError(403, MESSAGES.forbidden);
    return { agentId: request.caller.subjectId, role: request.caller.role };
  };
  const idOf = (id: string, notFound: string): number => {
    const databaseId = toDatabaseId(id);
    if (databaseId === null) throw new HttpError(404, notFound);
    return databaseId;
  };
  const conversationNote = (summary: string) => ({
    tags: ['agents'],
    summary,
    security: bearerSecurity,
    response: { 200: conversationNotesResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  });

  app.post(
    '/conversation/:id/note',
    {
      schema: {
        ...conversationNote(
          "Adds a note about the conversation's member (type user) or profile (type profile); staff of its brand, an agent only while holding its claim. Answers the conversation's notes.",
        ),
        params: idParamsSchema,
        body: noteInputSchema,
      },
    },
    async (request) => notes.addToConversation(staffOf(request), idOf(request.params.id, MESSAGES.conversationNotFound), request.body),
  );

  app.patch(
    '/conversation/:id/note/:noteId',
    {
      schema: {
        ...conversationNote("Changes a conversation note's text; answers the conversation's notes"),
        params: noteParamsSchema,
        body: noteUpdateSchema,
      },
    },
    async (request) =>
      notes.updateInConversation(
        staffOf(request),
        idOf(request.params.id, MESSAGES.conversationNotFound),
        idOf(request.params.noteId, MESSAGES.noteNotFound),
        request.body,
      ),
  );

  app.delete(
    '/conversation/:id/note/:noteId',
    { schema: { ...conversationNote("Removes a conversation note; answers the conversation's notes"), params: noteParamsSchema } },
    async (request) =>
      notes.removeFromConversation(
        staffOf(request),
        idOf(request.params.id, MESSAGES.conversationNotFound),
        idOf(request.params.noteId, MESSAGES.noteNotFound),
      ),
  );

  for (const type of ['user', 'profile'] satisfies NoteType[]) {
    const whose = type === 'user' ? 'a member' : 'a profile';
    const memo = (summary: string) => ({
      tags: ['agents'],
      summary,
      security: bearerSecurity,
      response: { 200: memoResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    });

    app.post(
      `/${type}/:id/note`,
      {
        schema: {
          ...memo(`Adds a note to the global memo of ${whose} (shown in every conversation of theirs); admins only. Answers the memo.`),
          params: idParamsSchema,
          body: noteInputSchema,
        },
      },
      async (request) => notes.addToMemo(staffOf(request), type, idOf(request.params.id, MESSAGES.memoSubjectNotFound), request.body),
    );

    app.patch(
      `/${type}/:id/note/:noteId`,
      {
        schema: {
          ...memo(`Changes a note of the global memo of ${whose}; admins only. Answers the memo.`),
          params: noteParamsSchema,
          body: noteUpdateSchema,
        },
      },
      async (request) =>
        notes.updateInMemo(
          staffOf(request),
          type,
          idOf(request.params.id, MESSAGES.memoSubjectNotFound),
          idOf(request.params.noteId, MESSAGES.noteNotFound),
          request.body,
        ),
    );

    app.delete(
      `/${type}/:id/note/:noteId`,
      { schema: { ...memo(`Removes a note of the global memo of ${whose}; admins only. Answers the memo.`), params: noteParamsSchema } },
      async (request) =>
        notes.removeFromMemo(
          staffOf(request),
          type,
          idOf(request.params.id, MESSAGES.memoSubjectNotFound),
          idOf(request.params.noteId, MESSAGES.noteNotFound),
        ),
    );
  }
};

export default noteRoutes;
