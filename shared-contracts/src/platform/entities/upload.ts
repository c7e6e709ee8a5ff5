import { z } from './zod';
import { idSchema } from './common';
import { UPLOAD_MAX_AVATAR_FILES, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MIN_HEIGHT, UPLOAD_MIN_WIDTH } from '../constants';
import { imageSchema } from './image';

/** The upload limits of member spec §5 and §9, as the API enforces them (the constants, in one object). */
export const UPLOAD_LIMITS = {
  maxFiles: UPLOAD_MAX_FILES,
  maxAvatarFiles: UPLOAD_MAX_AVATAR_FILES,
  maxBytes: UPLOAD_MAX_BYTES,
  minWidth: UPLOAD_MIN_WIDTH,
  minHeight: UPLOAD_MIN_HEIGHT,
} as const;

/**
 * POST /user/upload is multipart: a field `type` (avatar or others) and the files in `files`
 * (at most 5, 1 for an avatar; jpeg or png by their bytes; 5 MB; at least 640×360). Stored
 * photos are under moderation until approved.
 */
export const uploadTypeSchema = z.enum(['avatar', 'others']);
export type UploadType = z.infer<typeof uploadTypeSchema>;
export const UPLOAD_FILES_FIELD = 'files';
export const UPLOAD_TYPE_FIELD = 'type';

/** POST /user/upload and DELETE /user/{id}/image/{imageId}: the member's images afterwards. */
export const userImagesResponseSchema = z.object({ images: z.array(imageSchema) });
export type UserImagesResponse = z.infer<typeof userImagesResponseSchema>;

export const userImageParamsSchema = z.object({ id: idSchema, imageId: idSchema });
