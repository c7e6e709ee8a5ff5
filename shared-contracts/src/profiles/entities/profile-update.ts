import { z } from '../../platform/entities/zod';
import { LOCATION_MAX_LENGTH, ZIP_MAX_LENGTH } from '../../platform/constants';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../accounts/constants';
import { MESSAGES, minLengthMessage } from '../../messages';
import { firstMessage, validateAllowedCharacters, validateMaxLength, validateMinLength } from '../../platform/rules/validation';
import { favouriteUpdateSchema } from './favourite';
import { adultBirthdaySchema, genderSchema, profileEditFormSchema } from './profile-edit';
import { checkRule } from '../../platform/entities/rule-check';
import { textField } from '../../platform/entities/text-fields';


const locationPart = (label: string) => textField({ max: LOCATION_MAX_LENGTH, label }).default('');

/**
 * PATCH /user/{id} with the own-profile form (member spec §3 fields, §5 rules): the edit form's
 * fields plus the structured location and the looking-for gender. The whole form is sent; the
 * birth date may be set once (400 'Birth date cannot be changed' afterwards), a taken email is
 * 409 'email already in use', and a changed email starts verification again.
 */
export const profileUpdateSchema = profileEditFormSchema.extend({
  birthday: adultBirthdaySchema.nullish(),
  city: locationPart('City'),
  state: locationPart('State'),
  zip: textField({ max: ZIP_MAX_LENGTH, label: 'ZIP code' }).default(''),
  /** ISO 3166-1 alpha-2; empty when not chosen. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, MESSAGES.chooseCountry)
    .default(''),
  lookingForGender: genderSchema.nullish(),
  password: z
    .string()
    .superRefine(
      checkRule((value: string) =>
        value === ''
          ? undefined
          : firstMessage(validateAllowedCharacters(value), validateMinLength(value, PASSWORD_MIN_LENGTH), validateMaxLength(value, PASSWORD_MAX_LENGTH)),
      ),
    )
    .default(''),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The body of PATCH /user/{id}: a favourite toggle or the own-profile form. */
export const userUpdateSchema = z.union([favouriteUpdateSchema, profileUpdateSchema]);
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const PASSWORD_TOO_SHORT = minLengthMessage(PASSWORD_MIN_LENGTH);
