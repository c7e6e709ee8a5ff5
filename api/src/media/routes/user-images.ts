// A member's own photos (media/member-photos.ts): upload (multipart; type avatar or others; at
// most 5 files, 1 avatar; each JPEG or PNG by its bytes, at most 5 MB, at least 640×360) and
// delete. Uploads wait under moderation. Member-only, as the folder says.
import multipart from '@fastify/multipart';
import { MESSAGES } from '@heartline/contracts/rules';
import {
  UPLOAD_LIMITS,
  UPLOAD_TYPE_FIELD,
  uploadTypeSchema,
  userImageParamsSchema,
  userImagesResponseSchema,
  type UploadType,
} from '@heartline/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { currentMember, mediaUrlFor, ownUserId } from '../../routes/member-context';
import { bearerSecurity, errorResponses } from '../../routes/openapi';
import { discardUnreadBody } from './unread-body';
import { imageFormLimits, readImageForm } from './image-form';

/** Reads the form: the `type` field and every file's bytes (bounded by the multipart limits). */
export async function readUploadForm(request: FastifyRequest): Promise<{ type: UploadType; files: Buffer[] }> {
  let type: UploadType = 'others';
  const { files } = await readImageForm(request, UPLOAD_LIMITS.maxFiles, MESSAGES.tooManyFiles, (name, value) => {
    if (name !== UPLOAD_TYPE_FIELD) return;
    const parsed = uploadTypeSchema.safeParse(value);
    if (!parsed.success) throw new HttpError(400, `${UPLOAD_TYPE_FIELD}: ${parsed.error.issues[0]?.message ?? MESSAGES.generic}`);
    type = parsed.data;
  });
  return { type, files };
}

/** The upload form's parser, for the routes of one plugin: the member spec's limits. */
export async function registerUploadForm(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: imageFormLimits(UPLOAD_LIMITS.maxFiles) });
}

const userImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploadForm(app);

  app.post(
    '/user/upload',
    {
      onSend: discardUnreadBody,
      schema: {
        tags: ['users'],
        summary: "Upload photos (multipart: `type` avatar|others, files in `files`); answers the member's photos",
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: userImagesResponseSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const member = await currentMember(app, request);
      const { type, files } = await readUploadForm(request);
      return app.media.memberPhotos.upload(member.id, type, files, mediaUrlFor(app, request), request.log);
    },
  );

  app.delete(
    '/user/:id/image/:imageId',
    {
      schema: {
        tags: ['users'],
        summary: "Delete one of the member's own photos; answers the photos left",
        security: bearerSecurity,
        params: userImageParamsSchema,
        response: { 200: userImagesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      app.media.memberPhotos.remove(ownUserId(request, request.params.id), request.params.imageId, mediaUrlFor(app, request)),
  );
};

export default userImageRoutes;
