// A member's own photos: upload (multipart; type avatar or others; at most 5 files, 1 avatar;
// each JPEG or PNG by its bytes, at most 5 MB, at least 640×360) and delete. Uploads wait under
// moderation. A request that fails for any file stores nothing.
import multipart from '@fastify/multipart';
import { MESSAGES } from '@heartline/contracts/rules';
import {
  PROFILES_MESSAGES,
  UPLOAD_LIMITS,
  UPLOAD_TYPE_FIELD,
  uploadTypeSchema,
  userImageParamsSchema,
  userImagesResponseSchema,
  type UploadType,
} from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { prepareImage, removeImageFiles, storeImage, UploadRejected, type PreparedImage } from '../../media/uploads';
import { toUserImage } from '../../media/user-image';
import { bearerSecurity, errorResponses, toDatabaseId } from '../openapi';
import { currentMember, mediaUrlFor, ownUserId } from '../member-context';
import { discardUnreadBody } from './unread-body';

/** Multipart errors in the spec's words. */
function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, MESSAGES.uploadTooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, PROFILES_MESSAGES.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, PROFILES_MESSAGES.noFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(400, MESSAGES.uploadFailed);
  return new HttpError(400, MESSAGES.uploadFailed);
}

/** Reads the form: the `type` field and every file's bytes (bounded by the multipart limits). */
async function readUploadForm(request: FastifyRequest): Promise<{ type: UploadType; files: Buffer[] }> {
  const files: Buffer[] = [];
  let type: UploadType = 'others';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (files.length >= UPLOAD_LIMITS.maxFiles) throw new HttpError(400, PROFILES_MESSAGES.tooManyFiles);
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

const userImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userImages } = app.repositories;
  const { mediaDir } = app.config;

  await app.register(multipart, {
    // One more file than allowed, so a sixth file is seen and refused with its own message.
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: UPLOAD_LIMITS.maxFiles + 1, fields: 10, parts: 20 },
  });

  async function imagesOf(request: FastifyRequest, userId: number) {
    const mediaUrl = mediaUrlFor(app, request);
    return { images: (await userImages.listOf(userId)).map((row) => toUserImage(row, mediaUrl)) };
  }

  app.post(
    '/user/upload',
    {
      config: { access: 'member' },
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
      if (files.length === 0) throw new HttpError(400, PROFILES_MESSAGES.noFiles);
      if (type === 'avatar' && files.length > UPLOAD_LIMITS.maxAvatarFiles) throw new HttpError(400, PROFILES_MESSAGES.tooManyAvatars);

      let prepared: PreparedImage[];
      try {
        prepared = await Promise.all(files.map((bytes) => prepareImage(bytes)));
      } catch (error) {
        if (error instanceof UploadRejected) throw new HttpError(error.statusCode, error.message);
        throw error;
      }

      const stored: Array<{ key: string; image: PreparedImage }> = [];
      try {
        for (const image of prepared) stored.push({ key: await storeImage(mediaDir, member.id, image), image });
        const { replaced } = await userImages.add(
          member.id,
          stored.map(({ key, image }) => ({ type, pathKey: key, format: image.format })),
          app.clock(),
        );
        await Promise.all(replaced.map((row) => removeImageFiles(mediaDir, row.pathKey, row.format)));
      } catch (error) {
        await Promise.all(stored.map(({ key, image }) => removeImageFiles(mediaDir, key, image.format)));
        request.log.error({ err: error }, 'storing an upload failed');
        throw new HttpError(500, MESSAGES.uploadFailed);
      }
      return imagesOf(request, member.id);
    },
  );

  app.delete(
    '/user/:id/image/:imageId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: "Delete one of the member's own photos; answers the photos left",
        security: bearerSecurity,
        params: userImageParamsSchema,
        response: { 200: userImagesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = ownUserId(request, request.params.id);
      const imageId = toDatabaseId(request.params.imageId);
      const removed = imageId === null ? null : await userImages.remove(userId, imageId);
      if (!removed) throw new HttpError(404, PROFILES_MESSAGES.imageNotFound);
      await removeImageFiles(mediaDir, removed.pathKey, removed.format);
      return imagesOf(request, userId);
    },
  );
};

export default userImageRoutes;
