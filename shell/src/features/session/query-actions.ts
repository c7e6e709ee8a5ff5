// Query parameters any route may carry (member spec §2, §8): single sign-on errors,
// verification errors, and an auto-login token (optionally with reset-password).
export type QueryAction =
  | { kind: 'none' }
  | { kind: 'sso-error'; code: 'not_found' | 'access_denied' | 'other' }
  | { kind: 'verification-error'; code: 'already_verified' | 'expired' | 'other'; token: string | null }
  | { kind: 'autologin'; token: string; resetPassword: boolean };

/** The query keys the shell consumes; they are removed from the address once handled. */
export const HANDLED_QUERY_KEYS = ['error', 'verification_error', 'token', 'reset-password'] as const;

export function readQueryAction(params: URLSearchParams): QueryAction {
  const ssoError = params.get('error');
  if (ssoError) {
    return { kind: 'sso-error', code: ssoError === 'not_found' || ssoError === 'access_denied' ? ssoError : 'other' };
  }
  const verificationError = params.get('verification_error');
  if (verificationError) {
    const code = verificationError === 'already_verified' || verificationError === 'expired' ? verificationError : 'other';
    return { kind: 'verification-error', code, token: params.get('token') };
  }
  const token = params.get('token');
  if (token) return { kind: 'autologin', token, resetPassword: params.has('reset-password') };
  return { kind: 'none' };
}

export function withoutHandledKeys(url: URL): string {
  const next = new URL(url.href);
  for (const key of HANDLED_QUERY_KEYS) next.searchParams.delete(key);
  return `${next.pathname}${next.search}${next.hash}`;
}
