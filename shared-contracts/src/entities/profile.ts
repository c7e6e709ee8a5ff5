import { z } from 'zod';
import { dateSchema, idSchema, nullableDateSchema } from './common';
import { imageSchema } from './image';
import { bodyTypeSchema, eyeColourSchema, hairColourSchema } from './profile-filters';

export const profileTagSchema = z.enum(['featured', 'premium', 'new']);
export type ProfileTag = z.infer<typeof profileTagSchema>;

/** A fictitious profile as members see it (member spec §3); card attributes may be unknown. */
export const profileSchema = z.object({
  _id: idSchema,
  username: z.string(),
  profile: z.object({ birthday: nullableDateSchema }),
  createDate: dateSchema,
  activityDate: nullableDateSchema,
  /** Centimetres; shown in feet and inches for an imperial brand. */
  height: z.number().positive().nullable(),
  age: z.number().int().nonnegative(),
  body: bodyTypeSchema.nullable(),
  hair: hairColourSchema.nullable(),
  eyes: eyeColourSchema.nullable(),
  tags: z.array(profileTagSchema).default([]),
  images: z.array(imageSchema).default([]),
});
export type Profile = z.infer<typeof profileSchema>;

/** The short form a conversation or match carries. */
export const profileSummarySchema = profileSchema.pick({ _id: true, username: true, age: true, activityDate: true, images: true });
export type ProfileSummary = z.infer<typeof profileSummarySchema>;
