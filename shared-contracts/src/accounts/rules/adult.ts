// Members are adults (member spec §5): the birth date given at sign-up and on the own profile.
import { MINIMUM_AGE } from '../../platform/constants';
import { PLATFORM_MESSAGES } from '../../platform/messages';
import { ageFromBirthday } from '../../platform/rules/age';
import type { Instant } from '../../platform/rules/time';
import { isBlank, isDateString, type ValidationResult } from '../../platform/rules/validation';
import { ACCOUNTS_MESSAGES } from '../messages';

/** At least MINIMUM_AGE (18) years old on `now`: the 18th birthday itself counts. */
export function validateAdult(birthday: string | null | undefined, now: Instant): ValidationResult {
  if (isBlank(birthday)) return undefined;
  const text = String(birthday).trim();
  const age = isDateString(text) ? ageFromBirthday(text, now) : undefined;
  if (age === undefined) return PLATFORM_MESSAGES.invalidDate;
  return age < MINIMUM_AGE ? ACCOUNTS_MESSAGES.notAdult : undefined;
}
