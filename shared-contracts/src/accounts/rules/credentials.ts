// The sign-in and sign-up rules of member spec §5 for the credentials: a username, a username or an
// email, and the sign-in form. Each answers the message to show, or undefined when the value is valid.
import { ACCOUNTS_MESSAGES } from '../messages';
import { isBlank, isEmail, type ValidationResult } from '../../platform/rules/validation';

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
