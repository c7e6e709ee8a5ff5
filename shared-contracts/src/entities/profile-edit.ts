import { z } from 'zod';
import { MESSAGES } from '../rules/messages';
import { firstMessage, validateAdult, validateDate, validateEmail, validateLookingForTags, validateMaxLength, validateRequired } from '../rules/validation';
import { ageRangeSchema } from './profile-filters';
import { checkRule } from './rule-check';

export const PROFILE_NAME_MAX_LENGTH = 60;
export const ABOUT_ME_MAX_LENGTH = 2000;
export const LOCATION_MAX_LENGTH = 120;

export const genderSchema = z.enum(['man', 'woman']);
export type Gender = z.infer<typeof genderSchema>;

const name = z.string().trim().superRefine(checkRule((value: string) => validateMaxLength(value, PROFILE_NAME_MAX_LENGTH))).default('');

/** YYYY-MM-DD, a real date, at least 18 years ago today. */
export const adultBirthdaySchema = z
  .string()
  .trim()
  .superRefine(checkRule((value: string) => firstMessage(validateRequired(value), validateDate(value), validateAdult(value, Date.now()))));

/**
 * The own-profile edit form (member spec §3 fields, §5 rules). The birth date can be set once and
 * not changed later, so it is optional here and the API ignores it once stored. An empty
 * password means "keep the current one".
 */
export const profileEditFormSchema = z.object({
  firstName: name,
  lastName: name,
  gender: genderSchema,
  birthday: adultBirthdaySchema.optional(),
  location: z.string().trim().superRefine(checkRule((value: string) => validateMaxLength(value, LOCATION_MAX_LENGTH))).default(''),
  lookingForAge: ageRangeSchema,
  keepLocationPrivate: z.boolean().default(false),
  showOnline: z.boolean().default(true),
  aboutMe: z
    .string({ error: MESSAGES.required })
    .trim()
    .superRefine(checkRule((value: string) => firstMessage(validateRequired(value), validateMaxLength(value, ABOUT_ME_MAX_LENGTH)))),
  lookingForTags: z.array(z.string().trim(), { error: MESSAGES.tagsRequired }).superRefine(checkRule(validateLookingForTags)),
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .superRefine(checkRule((value: string) => firstMessage(validateRequired(value), validateEmail(value)))),
  password: z.string().default(''),
  notifyByEmail: z.boolean().default(true),
});
export type ProfileEditForm = z.infer<typeof profileEditFormSchema>;
export type ProfileEditFormInput = z.input<typeof profileEditFormSchema>;
