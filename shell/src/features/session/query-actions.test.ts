import { describe, expect, it } from 'vitest';
import { readQueryAction, withoutHandledKeys } from './query-actions';

const read = (query: string) => readQueryAction(new URLSearchParams(query));

describe('query handling on any route', () => {
  it('reads single sign-on errors', () => {
    expect(read('error=not_found')).toEqual({ kind: 'sso-error', code: 'not_found' });
    expect(read('error=access_denied')).toEqual({ kind: 'sso-error', code: 'access_denied' });
    expect(read('error=server_error')).toEqual({ kind: 'sso-error', code: 'other' });
  });

  it('reads verification errors with or without a token', () => {
    expect(read('verification_error=already_verified&token=abc')).toEqual({
      kind: 'verification-error',
      code: 'already_verified',
      token: 'abc',
    });
    expect(read('verification_error=expired')).toEqual({ kind: 'verification-error', code: 'expired', token: null });
    expect(read('verification_error=weird')).toEqual({ kind: 'verification-error', code: 'other', token: null });
  });

  it('reads an auto-login token, with the reset-password flag', () => {
    expect(read('token=abc')).toEqual({ kind: 'autologin', token: 'abc', resetPassword: false });
    expect(read('token=abc&reset-password')).toEqual({ kind: 'autologin', token: 'abc', resetPassword: true });
  });

  it('does nothing on a plain address', () => {
    expect(read('page=2')).toEqual({ kind: 'none' });
  });

  it('removes only the handled keys from the address', () => {
    expect(withoutHandledKeys(new URL('http://x/profiles?token=abc&page=2&reset-password#top'))).toBe('/profiles?page=2#top');
  });
});
