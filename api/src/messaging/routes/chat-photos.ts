// POST /conversation/{id}/attachment (issue 28 item 4): a photo for one conversation only, never
// the member's gallery (chat-photos.ts). Multipart: one file in `files` (the gallery's rules and
// sentences), and `profileId` when the id is `blank` (before the first message). Answers the
// photo, its `_id` to send as the attachment of POST /conversation/{id}/message. Member-only.
import multipart from '@fastify/multipart';
import { MESSAGES, unknownField } from '@heartline/contracts/rules';
import { chatPhotoResponseSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { imageFormLimits, readImageForm } from '../../media/routes/image-form';
import { discardUnreadBody } from '../../media/routes/unread-body';
import { currentMember, mediaUrlFor } from '../../routes/member-context';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';

/** Uploads per member per minute: each is decoded and re-encoded (a bound on the work, beside the waiting bound). */
const CHAT_PHOTO_UPLOADS_PER_MINUTE = 20;

const chatPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: imageFormLimits(1) });

  app.post(
    '/conversation/:id/attachment',
    {
      onSend: discardUnreadBody,
      config: {
        rateLimit: {
          max: CHAT_PHOTO_UPLOADS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => (request.caller ? `chat-photo:${request.caller.subjectId}` : request.ip),
        },
      },
      schema: {
        tags: ['conversations'],
        summary:
          'Upload a photo for this conversation only (multipart: one file in `files`; `profileId` with `blank`); answers it, its `_id` to send as `attachment`. Never in the gallery; unsent, removed after a day',
        security: bearerSecurity,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: chatPhotoResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request) => {
      const member = await currentMember(app, request);
      const { id } = request.params;
      const conversationId = id === 'blank' ? null : toDatabaseId(id);
      if (id !== 'blank' && conversationId === null) throw new HttpError(404, MESSAGES.conversationNotFound);
      const { files, fields } = await readImageForm(request, 1, MESSAGES.chatPhotoOneFile, (name) => {
        // `profileId` names the conversation only before it exists; any other field is refused, not ignored.
        if (name !== 'profileId' || conversationId !== null) throw new HttpError(400, unknownField(name.slice(0, 40)));
      });
      return app.messaging.chatPhotos.upload(
        member,
        conversationId,
        fields.get('profileId'),
        files,
        mediaUrlFor(app, request),
        request.log,
      );
    },
  );
};

export default chatPhotoRoutes;
