import { z } from '../../platform/entities/zod';
import { LOCATION_MAX_LENGTH, ZIP_MAX_LENGTH } from '../../platform/constants';
import { PROFILE_NAME_MAX_LENGTH } from '../constants';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../accounts/constants';
import { PLATFORM_MESSAGES, minLengthMessage } from '../../platform/messages';
import { PROFILES_MESSAGES } from '../messages';
import { firstMessage, validateAllowedCharacters, validateMaxLength, validateMinLength } from '../../platform/rules/validation';
import { favouriteUpdateSchema } from './favourite';
import { profileEditFormSchema } from './profile-edit';
import { adultBirthdaySchema, genderSchema } from '../../accounts/entities/person';
import { checkRule } from '../../platform/entities/rule-check';
import { textField } from '../../platform/entities/text-fields';

const locationPart = (label: string) => textField({ max: LOCATION_MAX_LENGTH, label }).default('');

const newPasswordOrKeep = z
  .string()
  .superRefine(
    checkRule((value: string) =>
      value === ''
        ? undefined
        : firstMessage(
            validateAllowedCharacters(value),
            validateMinLength(value, PASSWORD_MIN_LENGTH),
            validateMaxLength(value, PASSWORD_MAX_LENGTH),
          ),
    ),
  );
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, PLATFORM_MESSAGES.chooseCountry);

/**
 * The own-profile form's values, every field (member spec §3 fields, §5 rules): the edit form's
 * fields plus the structured location and the looking-for gender. The form holds these; what it
 * sends is the fields that changed (profileUpdateSchema).
 */
export const profileFormSchema = profileEditFormSchema.extend({
  birthday: adultBirthdaySchema.nullish(),
  city: locationPart('City'),
  state: locationPart('State'),
  zip: textField({ max: ZIP_MAX_LENGTH, label: 'ZIP code' }).default(''),
  /** ISO 3166-1 alpha-2; empty when not chosen. */
  country: countryCode.default(''),
  lookingForGender: genderSchema.nullish(),
  password: newPasswordOrKeep.default(''),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
export type ProfileFormInput = z.input<typeof profileFormSchema>;

const form = profileEditFormSchema.shape;

/**
 * PATCH /user/{id} with the own-profile form: the fields that changed, each checked by the form's
 * rule when it is sent, and nothing else touched (issue 28 item 8). A rule of member spec §5 holds
 * for the field it is about: "about me" and the looking-for tags are required when they are set (an
 * empty one is refused), never to save the age range or any other field. The birth date may be set
 * once (400 'Birth date cannot be changed' afterwards), a taken email is 409 'email already in use',
 * a changed email starts verification again, an empty or absent password keeps the current one.
 * An unknown key is refused rather than ignored.
 */
export const profileUpdateSchema = z
  .object({
    firstName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: 'First name' }).optional(),
    lastName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: 'Last name' }).optional(),
    gender: genderSchema.optional(),
    birthday: adultBirthdaySchema.nullish(),
    /** The free-text city of the form; the structured `city` wins when both come. */
    location: textField({ max: LOCATION_MAX_LENGTH, label: 'Location' }).optional(),
    city: textField({ max: LOCATION_MAX_LENGTH, label: 'City' }).optional(),
    state: textField({ max: LOCATION_MAX_LENGTH, label: 'State' }).optional(),
    zip: textField({ max: ZIP_MAX_LENGTH, label: 'ZIP code' }).optional(),
    country: countryCode.optional(),
    lookingForGender: genderSchema.nullish(),
    lookingForAge: form.lookingForAge.optional(),
    keepLocationPrivate: z.boolean().optional(),
    showOnline: z.boolean().optional(),
    aboutMe: form.aboutMe.optional(),
    lookingForTags: form.lookingForTags.optional(),
    email: form.email.optional(),
    password: newPasswordOrKeep.optional(),
    notifyByEmail: z.boolean().optional(),
  })
  .strict()
  // Aborting: a body that is none of the form's fields is not the form (in the union below too,
  // where it lets the other shapes' words through).
  .refine((update) => Object.keys(update).length > 0, { message: PROFILES_MESSAGES.nothingToSave, abort: true });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/**
 * PATCH /user/{id} with `{ location: { country, city, state } }`: the member's city alone, as the
 * location-confirmation popup saves it (a profile asked where the member is). The city must be
 * one of the country's (GET /locations), or 400 'Please choose your city from the list'.
 */
export const locationUpdateSchema = z
  .object({
    location: z
      .object({
        country: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, PLATFORM_MESSAGES.chooseCountry),
        city: textField({ max: LOCATION_MAX_LENGTH, label: 'City', required: true }),
        state: locationPart('State'),
      })
      .strict(),
  })
  .strict();
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;
export type LocationUpdateInput = z.input<typeof locationUpdateSchema>;

/** Whether a PATCH /user/{id} body is the city alone (one key, `location`, holding an object). */
export function isLocationUpdate(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'location' && typeof (body as { location: unknown }).location === 'object';
}

/** The body of PATCH /user/{id}: a favourite toggle, the city alone, or the own-profile form. */
export const userUpdateSchema = z.union([favouriteUpdateSchema, locationUpdateSchema, profileUpdateSchema]);
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const PASSWORD_TOO_SHORT = minLengthMessage(PASSWORD_MIN_LENGTH);
