// What a member says about themselves at sign-up and on the own profile: gender and birth date.
// The member record, sign-up and the own-profile form read them from here, and a profile's gender
// is the same list.
import { z } from '../../platform/entities/zod';
import { GENDERS } from '../constants';
import { firstMessage, validateDate, validateRequired } from '../../platform/rules/validation';
import { validateAdult } from '../rules/account-fields';
import { checkRule } from '../../platform/entities/rule-check';

export const genderSchema = z.enum(GENDERS);
export type { Gender } from '../constants';

/** YYYY-MM-DD, a real date, at least 18 years ago today. */
export const adultBirthdaySchema = z
  .string()
  .trim()
  .superRefine(checkRule((value: string) => firstMessage(validateRequired(value), validateDate(value), validateAdult(value, Date.now()))));
