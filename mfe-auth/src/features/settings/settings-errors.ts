import { ApiError, ERROR_CODES, MESSAGES, errorCodeOf } from '@heartline/contracts';

export interface SettingsFailure {
  /** What the member got wrong, so a form can put the message beside that field; 'other' belongs to the form. */
  kind: 'wrong-password' | 'same-password' | 'other';
  message: string;
}

/**
 * A settings call's failure in words the member can act on: the wrong password, the new password
 * equal to the old one, the server's own words for anything else it refused, and the generic
 * error when it failed.
 */
export function describeSettingsFailure(failure: unknown): SettingsFailure {
  if (!(failure instanceof ApiError)) return { kind: 'other', message: MESSAGES.generic };
  const code = errorCodeOf(failure);
  if (code === ERROR_CODES.wrongCurrentPassword) return { kind: 'wrong-password', message: MESSAGES.wrongCurrentPassword };
  if (code === ERROR_CODES.samePassword) return { kind: 'same-password', message: MESSAGES.samePassword };
  if (failure.status >= 400 && failure.status < 500 && failure.message) return { kind: 'other', message: failure.message };
  return { kind: 'other', message: MESSAGES.generic };
}
