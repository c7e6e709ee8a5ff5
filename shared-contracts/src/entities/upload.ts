import { z } from 'zod';
import { imageSchema } from './image';

/**
 * POST /user/upload is multipart: a field `type` (avatar or others) and the files in `files`
 * (at most 5, 1 for an avatar; jpeg or png by their bytes; 5 MB; at least 640×360). Stored
 * photos are under moderation until approved.
 */
export const uploadTypeSchema = z.enum(['avatar', 'others']);
export type UploadType = z.infer<typeof uploadTypeSchema>;
export const UPLOAD_FILES_FIELD = 'files';
export const UPLOAD_TYPE_FIELD = 'type';

/** The stored sizes of every image, by name: the card, the gallery, the full-screen view. */
export const IMAGE_SIZES = {
  thumb: { width: 320, height: 400 },
  medium: { width: 640, height: 800 },
  large: { width: 1280, height: 1600 },
} as const;
export type ImageSizeName = keyof typeof IMAGE_SIZES;

/** POST /user/upload and DELETE /user/{id}/image/{imageId}: the member's images afterwards. */
export const userImagesResponseSchema = z.object({ images: z.array(imageSchema) });
export type UserImagesResponse = z.infer<typeof userImagesResponseSchema>;

export const userImageParamsSchema = z.object({ id: z.string().min(1), imageId: z.string().min(1) });
