import { z } from './zod';
import { idSchema } from './common';

export const imageTypeSchema = z.enum(['avatar', 'hidden', 'others']);

export const imageSchema = z.object({
  _id: idSchema,
  type: imageTypeSchema,
  processed: z.boolean(),
  under_moderation: z.boolean(),
  /** URL per size name; `medium` is always present. */
  path: z.object({ medium: z.string() }).catchall(z.string()),
});
export type Image = z.infer<typeof imageSchema>;
