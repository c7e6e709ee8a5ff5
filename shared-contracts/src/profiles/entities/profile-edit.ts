import { ABOUT_ME_MAX_LENGTH, LOOKING_FOR_TAGS_MAX, LOOKING_FOR_TAG_MAX_LENGTH, PROFILE_NAME_MAX_LENGTH } from '../constants';
import { LOCATION_MAX_LENGTH } from '../../platform/constants';
import { PASSWORD_MAX_LENGTH } from '../../accounts/constants';
import { PLATFORM_MESSAGES, maxItemsMessage } from '../../platform/messages';
import { PROFILES_MESSAGES } from '../messages';
import { validateRequired } from '../../platform/rules/validation';
import { validateLookingForTags } from '../rules/looking-for-tags';
import { adultBirthdaySchema, genderSchema } from '../../accounts/entities/person';
import { emailSchema } from '../../platform/entities/email';
import { ageRangeSchema } from './profile-filters';
import { checkRule } from '../../platform/entities/rule-check';
import { textField, textLimits } from '../../platform/entities/text-fields';
import { z } from '../../platform/entities/zod';

// Defined with the other bounds in the constants; exported here too, where the edit form's
// users have always found them.
export { ABOUT_ME_MAX_LENGTH, LOCATION_MAX_LENGTH, PROFILE_NAME_MAX_LENGTH };

/** One looking-for tag, and the list: 'A tag has at most 30 characters', 'At most 20 tags'. */
export const lookingForTagSchema = z.string().trim().superRefine(textLimits(LOOKING_FOR_TAG_MAX_LENGTH, 'A tag'));
export const lookingForTagsSchema = z
  .array(lookingForTagSchema, { error: PROFILES_MESSAGES.tagsRequired })
  .max(LOOKING_FOR_TAGS_MAX, maxItemsMessage(LOOKING_FOR_TAGS_MAX, 'tags'))
  .superRefine(checkRule(validateLookingForTags));

const name = (label: string) => textField({ max: PROFILE_NAME_MAX_LENGTH, label }).default('');

/**
 * The own-profile edit form (member spec §3 fields, §5 rules). The birth date can be set once and
 * not changed later, so it is optional here and the API ignores it once stored. An empty
 * password means "keep the current one".
 */
export const profileEditFormSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  gender: genderSchema,
  birthday: adultBirthdaySchema.optional(),
  location: textField({ max: LOCATION_MAX_LENGTH, label: 'Location' }).default(''),
  lookingForAge: ageRangeSchema,
  keepLocationPrivate: z.boolean().default(false),
  showOnline: z.boolean().default(true),
  aboutMe: z
    .string({ error: PLATFORM_MESSAGES.required })
    .trim()
    .superRefine(checkRule(validateRequired))
    .superRefine(textLimits(ABOUT_ME_MAX_LENGTH, 'About me')),
  lookingForTags: lookingForTagsSchema,
  email: emailSchema,
  password: z.string().superRefine(textLimits(PASSWORD_MAX_LENGTH)).default(''),
  notifyByEmail: z.boolean().default(true),
});
export type ProfileEditForm = z.infer<typeof profileEditFormSchema>;
export type ProfileEditFormInput = z.input<typeof profileEditFormSchema>;
