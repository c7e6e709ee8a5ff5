// How a failed PATCH /user/{id} reads beside the form (member spec §8 "Save profile": invalid
// email or email already in use). The answer may name the field by code or in `fields`.
import { ApiError, ERROR_CODES, MESSAGES, errorCodeOf, errorFieldsOf } from '@heartline/contracts';

export type SaveField = 'email' | 'birthday' | 'password' | 'firstName' | 'lastName' | 'aboutMe' | 'lookingForTags' | 'city' | 'zip';

export interface SaveFailure {
  field: SaveField | 'root';
  message: string;
}

const FIELDS: readonly SaveField[] = ['email', 'birthday', 'password', 'firstName', 'lastName', 'aboutMe', 'lookingForTags', 'city', 'zip'];

export function describeSaveFailure(error: unknown): SaveFailure[] {
  if (!(error instanceof ApiError)) return [{ field: 'root', message: MESSAGES.generic }];
  const code = errorCodeOf(error);
  if (code === ERROR_CODES.emailInUse || error.status === 409) return [{ field: 'email', message: MESSAGES.emailInUse }];
  if (code === ERROR_CODES.invalidEmail || code === ERROR_CODES.emailRefused) {
    return [{ field: 'email', message: MESSAGES.invalidEmail }];
  }
  if (code === ERROR_CODES.birthdayLocked) return [{ field: 'birthday', message: error.message }];
  if (error.status === 400) {
    const named = Object.entries(errorFieldsOf(error)).flatMap(([field, message]): SaveFailure[] =>
      (FIELDS as readonly string[]).includes(field) ? [{ field: field as SaveField, message }] : [],
    );
    if (named.length > 0) return named;
  }
  if (error.status === 400 && error.message) return [{ field: 'root', message: error.message }];
  return [{ field: 'root', message: MESSAGES.generic }];
}
