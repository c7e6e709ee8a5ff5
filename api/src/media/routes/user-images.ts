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

/** Multipart errors in the spec's words. */
function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, MESSAGES.uploadTooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, MESSAGES.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, MESSAGES.noFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(400, MESSAGES.uploadFailed);
  return new HttpError(400, MESSAGES.uploadFailed);
}

/** Reads the form: the `type` field and every file's bytes (bounded by the multipart limits). */
export async function readUploadForm(request: FastifyRequest): Promise<{ type: UploadType; files: Buffer[] }> {
  const files: Buffer[] = [];
  let type: UploadType = 'others';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (files.length >= UPLOAD_LIMITS.maxFiles) throw new HttpError(400, MESSAGES.tooManyFiles);
        files.push(await part.toBuffer());
      } else if (part.fieldname === UPLOAD_TYPE_FIELD) {
        const parsed = uploadTypeSchema.safeParse(part.value);
        if (!parsed.success) throw new HttpError(400, `${UPLOAD_TYPE_FIELD}: ${parsed.error.issues[0]?.message ?? MESSAGES.generic}`);
        type = parsed.data;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { type, files };
}

/** The upload form's parser, for the routes of one plugin: the member spec's limits. */
export async function registerUploadForm(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // One more file than allowed, so a sixth file is seen and refused with its own message.
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: UPLOAD_LIMITS.maxFiles + 1, fields: 10, parts: 20 },
  });
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
