import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  SIGNED_OUT,
  api,
  authAtom,
  bus,
  popupQueueAtom,
  userAtom,
  type PopupRequest,
  type ToastRequest,
  type User,
} from '@heartline/contracts';
import { store } from '../../lib/store';
import { logout } from './session';
import { runQueryAction } from './run-query-action';

const token = (sub: string) => `h.${btoa(JSON.stringify({ sub }))}.s`;
const inAnHour = () => Date.now() + 3_600_000;

/** GET /autologin answers with `autologin`; GET /user/{id} with the member. */
function fakeServer(autologin: () => unknown) {
  return vi.spyOn(api, 'request').mockImplementation(async (method, path) => {
    if (method === 'get' && path === '/autologin') return autologin();
    if (method === 'get' && path.startsWith('/user/'))
      return { _id: path.slice('/user/'.length), username: 'demo', emailValidated: true } as unknown as User;
    throw new ApiError(404, `no fake route for ${method} ${path}`);
  });
}

describe('query actions', () => {
  const toasts = vi.fn<(toast: ToastRequest) => void>();
  const popups = vi.fn<(popup: PopupRequest) => void>();
  beforeEach(() => {
    toasts.mockReset();
    popups.mockReset();
    bus.on('toast:show', toasts);
    bus.on('popup:open', popups);
    store.set(authAtom, SIGNED_OUT);
  });
  afterEach(() => {
    bus.off('toast:show', toasts);
    bus.off('popup:open', popups);
    // Stops the refresh timer a started session runs.
    logout({ callServer: false, broadcast: false, goHome: false });
    vi.restoreAllMocks();
  });

  describe('single sign-on errors', () => {
    it('sends an unknown login to /sign-up with the register-first message', async () => {
      expect(await runQueryAction({ kind: 'sso-error', code: 'not_found' })).toBe('/sign-up');
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'No account uses this login yet, please register first.' }));
    });

    it('sends a refused consent to / with the consent message', async () => {
      expect(await runQueryAction({ kind: 'sso-error', code: 'access_denied' })).toBe('/');
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Sign-in needs your consent to share your name and email address.' }),
      );
    });

    it('sends any other error to / with the generic error', async () => {
      expect(await runQueryAction({ kind: 'sso-error', code: 'other' })).toBe('/');
      expect(toasts).toHaveBeenCalledWith({ text: 'Something went wrong, please try again later.', variant: 'error', title: undefined });
    });
  });

  describe('verification errors', () => {
    it('opens the sign-in popup with an info message for an expired link, and stays', async () => {
      expect(await runQueryAction({ kind: 'verification-error', code: 'expired', token: null })).toBeNull();
      expect(popups).toHaveBeenCalledWith({
        name: 'sign-in',
        props: { info: 'Your verification link has expired. Sign in to get a new one.' },
      });
    });

    it('signs in with the token of an already verified address', async () => {
      const request = fakeServer(() => ({ accessToken: token('u1'), expiresAt: inAnHour() }));
      expect(await runQueryAction({ kind: 'verification-error', code: 'already_verified', token: 'link-token' })).toBeNull();
      expect(request).toHaveBeenCalledWith('get', '/autologin', expect.objectContaining({ searchParams: { token: 'link-token' } }));
      expect(store.get(authAtom)).toMatchObject({ isAuthenticated: true, token: token('u1') });
      expect(store.get(userAtom)?._id).toBe('u1');
    });

    it('answers an already verified address without a token with the generic error and /', async () => {
      const request = vi.spyOn(api, 'request');
      expect(await runQueryAction({ kind: 'verification-error', code: 'already_verified', token: null })).toBe('/');
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Something went wrong, please try again later.', variant: 'error' }),
      );
      expect(request).not.toHaveBeenCalled();
    });

    it('answers any other verification error with the generic error and /', async () => {
      expect(await runQueryAction({ kind: 'verification-error', code: 'other', token: 'x' })).toBe('/');
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'Something went wrong, please try again later.' }));
    });
  });

  describe('auto-login links', () => {
    it('asks for the new password once a reset link has signed the member in', async () => {
      fakeServer(() => ({ accessToken: token('u2'), expiresAt: inAnHour() }));
      expect(await runQueryAction({ kind: 'autologin', token: 'reset-token', resetPassword: true })).toBeNull();
      expect(store.get(authAtom).isAuthenticated).toBe(true);
      expect(popups).toHaveBeenCalledWith({ name: 'new-password', props: { token: 'reset-token' } });
    });

    it('opens no popup for a plain auto-login link', async () => {
      fakeServer(() => ({ accessToken: token('u3'), expiresAt: inAnHour() }));
      expect(await runQueryAction({ kind: 'autologin', token: 'login-token', resetPassword: false })).toBeNull();
      expect(store.get(authAtom).isAuthenticated).toBe(true);
      expect(popups).not.toHaveBeenCalled();
    });

    it('sends a member who no longer exists to /sign-up with "please register first"', async () => {
      fakeServer(() => {
        throw new ApiError(404, 'User not found', { code: 'user-not-found' });
      });
      expect(await runQueryAction({ kind: 'autologin', token: 'reset-token', resetPassword: true })).toBe('/sign-up');
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'Please register first.', variant: 'warning' }));
      expect(popups).not.toHaveBeenCalled();
      expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    });

    it('tells the owner of a deactivated account how to come back', async () => {
      fakeServer(() => {
        throw new ApiError(403, 'This account has been deactivated. Contact support to reactivate it.', { code: 'account-deactivated' });
      });
      expect(await runQueryAction({ kind: 'autologin', token: 'link', resetPassword: false })).toBe('/');
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'This account has been deactivated. Contact support to reactivate it.', variant: 'warning' }),
      );
      expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    });

    it('answers a failed reset link with the generic error and /', async () => {
      fakeServer(() => {
        throw new ApiError(400, 'Invalid token');
      });
      expect(await runQueryAction({ kind: 'autologin', token: 'used-token', resetPassword: true })).toBe('/');
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Something went wrong, please try again later.', variant: 'error' }),
      );
      expect(popups).not.toHaveBeenCalled();
    });

    it('warns and goes to / when another auto-login link fails', async () => {
      fakeServer(() => {
        throw new ApiError(400, 'Invalid token');
      });
      expect(await runQueryAction({ kind: 'autologin', token: 'bad', resetPassword: false })).toBe('/');
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'We could not sign you in with that link. Please sign in.', variant: 'warning' }),
      );
    });

    it('says "token expired" and goes to / for a token whose expiry has passed', async () => {
      fakeServer(() => ({ accessToken: token('u4'), expiresAt: Date.now() - 1000 }));
      expect(await runQueryAction({ kind: 'autologin', token: 'old', resetPassword: true })).toBe('/');
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'token expired', variant: 'warning' }));
      expect(store.get(authAtom)).toEqual(SIGNED_OUT);
      expect(store.get(popupQueueAtom)).toEqual([]);
    });
  });
});
