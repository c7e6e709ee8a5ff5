import { ApiError, ERROR_CODES, MESSAGES, errorCodeOf } from '@heartline/contracts';

export interface SignInFailure {
  message: string;
  variant: 'error' | 'warning';
  /** Mark the fields invalid (wrong credentials). */
  fields: boolean;
}

/**
 * Login 401: invalid credentials; 409: already logged in; 403 (a deactivated account) and 429: the
 * server's words; others: generic.
 */
export function describeSignInFailure(error: unknown, t: (key: string) => string): SignInFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return { message: t('sign-in.invalid'), variant: 'error', fields: true };
    if (error.status === 409) return { message: MESSAGES.alreadyLoggedIn, variant: 'warning', fields: false };
    if (errorCodeOf(error) === ERROR_CODES.accountDeactivated)
      return { message: MESSAGES.accountIsDeactivated, variant: 'warning', fields: false };
    if (error.status === 429) return { message: error.message || MESSAGES.tooManyRequests, variant: 'warning', fields: false };
  }
  return { message: MESSAGES.generic, variant: 'error', fields: false };
}
