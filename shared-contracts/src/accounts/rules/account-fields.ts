// The field rules of the member's account (member spec §5): a username, a username or an email,
// the sign-in form, an adult's birth date (sign-up and the own profile), and the terms ticked at
// sign-up and at checkout, each place in the accounts' words. Each answers the message to show,
// or undefined when the value is valid.
import { MINIMUM_AGE } from '../../platform/constants';
import { PLATFORM_MESSAGES } from '../../platform/messages';
import { ageFromBirthday } from '../../platform/rules/age';
import type { Instant } from '../../platform/rules/time';
import { isBlank, isDateString, isEmail, type ValidationResult } from '../../platform/rules/validation';
import { ACCOUNTS_MESSAGES } from '../messages';

const USERNAME = /^[A-Za-z0-9_]+$/;

/** Letters (A-Z, a-z), digits and underscore. */
export function isUsername(value: string): boolean {
  return USERNAME.test(value.trim());
}

export function validateUsername(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return isUsername(String(value)) ? undefined : ACCOUNTS_MESSAGES.invalidUsername;
}

export function validateUsernameOrEmail(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  const text = String(value);
  return isUsername(text) || isEmail(text) ? undefined : ACCOUNTS_MESSAGES.invalidUsernameOrEmail;
}

/** Sign-in sends nothing unless both fields are filled (member spec §5). */
export function validateLogin(credentials: { username?: string | null; password?: string | null }): ValidationResult {
  return isBlank(credentials.username) || isBlank(credentials.password) ? ACCOUNTS_MESSAGES.invalidCredentials : undefined;
}

/** At least MINIMUM_AGE (18) years old on `now`: the 18th birthday itself counts. */
export function validateAdult(birthday: string | null | undefined, now: Instant): ValidationResult {
  if (isBlank(birthday)) return undefined;
  const text = String(birthday).trim();
  const age = isDateString(text) ? ageFromBirthday(text, now) : undefined;
  if (age === undefined) return PLATFORM_MESSAGES.invalidDate;
  return age < MINIMUM_AGE ? ACCOUNTS_MESSAGES.notAdult : undefined;
}

/** Terms must be ticked: at checkout and at sign-up, each with its own words. */
export function validateTermsAccepted(accepted: boolean | null | undefined, where: 'checkout' | 'sign-up'): ValidationResult {
  if (accepted === true) return undefined;
  return where === 'checkout' ? ACCOUNTS_MESSAGES.acceptTermsCheckout : ACCOUNTS_MESSAGES.acknowledgeSignUp;
}
