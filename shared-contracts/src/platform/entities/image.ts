import { z } from './zod';
import { idSchema } from './common';

export const imageTypeSchema = z.enum(['avatar', 'hidden', 'others']);

export const imageSchema = z.object({
  _id: idSchema,
  type: imageTypeSchema,
  processed: z.boolean(),
  under_moderation: z.boolean(),
  /** URL per size name (IMAGE_SIZES); `medium` is always present. */
  path: z.object({ medium: z.string() }).catchall(z.string()),
  /**
   * The same sizes encoded as WebP, where the API makes them (the profiles' photos): smaller
   * files for a browser that takes WebP (`<picture>`), `path` for any other.
   */
  webp: z.object({ medium: z.string() }).catchall(z.string()).optional(),
});
export type Image = z.infer<typeof imageSchema>;
