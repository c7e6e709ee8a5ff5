// What staff see of a conversation's two sides (agent spec §3: "the claimed conversation shows the
// member (profile details, notes, credits, membership) and the profile (its photos, notes)"): the
// staff's reads and the claim carry it; a member's read never does (members never see another
// member's credits).
import { z } from '../../platform/entities/zod';
import { idSchema, nullableDateSchema } from '../../platform/entities/common';
import { imageSchema } from '../../platform/entities/image';
import { genderSchema } from '../../accounts/entities/person';
import { profileSchema } from '../../profiles/entities/profile';

/** The member as staff see them: their own profile's details, credits and membership. */
export const staffMemberFileSchema = z.object({
  _id: idSchema,
  username: z.string(),
  /** From the birthday; null when the member has not given one. */
  age: z.number().int().nonnegative().nullable(),
  gender: genderSchema.nullable(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, or '' when not known. */
  country: z.string(),
  lookingFor: z.object({
    gender: genderSchema.nullable(),
    age: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    tags: z.array(z.string()),
  }),
  about: z.string(),
  /** The avatar (or the first photo), also while under moderation. */
  photo: imageSchema.nullable(),
  credits: z.number().int().nonnegative(),
  /** VIP: a membership running now (`until` its end), or the account's own VIP flag (`until` null). */
  membership: z.object({ vip: z.boolean(), until: nullableDateSchema }),
});
export type StaffMemberFile = z.infer<typeof staffMemberFileSchema>;

/** The profile as staff see it: every photo and its details. */
export const staffProfileFileSchema = profileSchema.extend({ about: z.string(), interests: z.array(z.string()) });
export type StaffProfileFile = z.infer<typeof staffProfileFileSchema>;

export const staffPartiesSchema = z.object({ member: staffMemberFileSchema, profile: staffProfileFileSchema });
export type StaffParties = z.infer<typeof staffPartiesSchema>;
