import { z } from '../../platform/entities/zod';
import { CARD_BIO_MAX_LENGTH, PROFILE_TAGS } from '../constants';
import { dateSchema, idSchema, nullableDateSchema } from '../../platform/entities/common';
import { imageSchema } from '../../platform/entities/image';
import { genderSchema } from '../../accounts/entities/person';
import { bodyTypeSchema, ethnicitySchema, eyeColourSchema, hairColourSchema, relationshipStatusSchema } from './profile-filters';

/** A card tag (PROFILE_TAGS): `new` within 14 days of creation, `online` within 1 hour of activity (member spec §9). */
export const profileTagSchema = z.enum(PROFILE_TAGS);
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
  /** On a card, the first image only; on the profile page, the photos the member may see. */
  images: z.array(imageSchema).default([]),
  // Added with the profiles feature; optional so records made before it still parse.
  gender: genderSchema.optional(),
  ethnicity: ethnicitySchema.nullable().optional(),
  relationshipStatus: relationshipStatusSchema.nullable().optional(),
  city: z.string().nullable().optional(),
  /** ISO 3166-1 alpha-2, e.g. IE. */
  country: z.string().nullable().optional(),
  /** A line about the person for the cards: the about text's first sentence, shortened (CARD_BIO_MAX_LENGTH). */
  bio: z.string().max(CARD_BIO_MAX_LENGTH).optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The short form a conversation or match carries. */
export const profileSummarySchema = profileSchema.pick({ _id: true, username: true, age: true, activityDate: true, images: true });
export type ProfileSummary = z.infer<typeof profileSummarySchema>;
