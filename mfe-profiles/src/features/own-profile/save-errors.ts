// How a failed PATCH /user/{id} reads beside the form (member spec §8 "Save profile": invalid
// email or email already in use). The answer may name the field by code or in `fields`.
import { ApiError, MESSAGES } from '@heartline/contracts';

export type SaveField = 'email' | 'birthday' | 'password' | 'firstName' | 'lastName' | 'aboutMe' | 'lookingForTags' | 'city' | 'zip';

export interface SaveFailure {
  field: SaveField | 'root';
  message: string;
}

const FIELDS: readonly SaveField[] = ['email', 'birthday', 'password', 'firstName', 'lastName', 'aboutMe', 'lookingForTags', 'city', 'zip'];

export function describeSaveFailure(error: unknown, t: (key: string) => string): SaveFailure[] {
  if (!(error instanceof ApiError)) return [{ field: 'root', message: MESSAGES.generic }];
  const body = (error.body ?? {}) as { code?: unknown; fields?: unknown };
  if (body.code === 'email-in-use' || error.status === 409) return [{ field: 'email', message: t('edit.email-in-use') }];
  if (body.code === 'invalid-email' || (error.status === 422 && /email/i.test(error.message))) {
    return [{ field: 'email', message: t('profile.edit-save-error-invalid-email') }];
  }
  if (body.code === 'birthday-locked') return [{ field: 'birthday', message: error.message }];
  if (error.status === 400 && body.fields && typeof body.fields === 'object') {
    const named = Object.entries(body.fields as Record<string, unknown>).flatMap(([field, message]): SaveFailure[] =>
      (FIELDS as readonly string[]).includes(field) && typeof message === 'string' ? [{ field: field as SaveField, message }] : [],
    );
    if (named.length > 0) return named;
  }
  if (error.status === 400 && error.message) return [{ field: 'root', message: error.message }];
  return [{ field: 'root', message: MESSAGES.generic }];
}
