import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, TOKEN_REFRESH_MARGIN_MS, api, authAtom, bus, popupQueueAtom, userAtom, type User } from '@heartline/contracts';
import { BROWSER_KEY_PREFIX } from '../../lib/browser-storage';
import { setClock } from '../../lib/clock';
import { store } from '../../lib/store';
import { AUTH_STORAGE_KEY, USER_STORAGE_KEY } from './auth-storage';
import { checkTokenRefresh, hasValidSession, logout, restoreSession, setSessionNavigator } from './session';

// Long past: any path that read the machine's clock instead of the shell's would call every
// token here expired, whatever day the suite runs.
const NOW = Date.UTC(2011, 4, 9, 12, 0, 0);
const token = (sub: string) => `h.${btoa(JSON.stringify({ sub }))}.s`;

describe('session', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setSessionNavigator(navigate);
    navigate.mockReset();
    localStorage.clear();
    store.set(authAtom, SIGNED_OUT);
    setClock(() => NOW);
  });
  afterEach(() => {
    logout({ callServer: false, broadcast: false, goHome: false });
    setClock(undefined);
    vi.restoreAllMocks();
  });

  it('restores a stored session that is still valid and loads the member', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, token: token('u1'), expiryDate: NOW + 3_600_000 }));
    const request = vi.spyOn(api, 'request').mockResolvedValue({ _id: 'u1', username: 'demo' } as unknown as User);
    await restoreSession();
    expect(store.get(authAtom).token).toBe(token('u1'));
    expect(request).toHaveBeenCalledWith('get', '/user/u1', { loader: false });
    expect(store.get(userAtom)?.username).toBe('demo');
  });

  it("starts from the member's stored record without waiting for the fresh one, which replaces it when it comes", async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, token: token('u1'), expiryDate: NOW + 3_600_000 }));
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ _id: 'u1', username: 'stored', emailValidated: true }));
    let answer!: (user: User) => void;
    vi.spyOn(api, 'request').mockReturnValue(new Promise((resolve) => (answer = resolve as (user: User) => void)));
    await restoreSession();
    expect(store.get(userAtom)?.username).toBe('stored');
    answer({ _id: 'u1', username: 'fresh', emailValidated: true } as unknown as User);
    await vi.waitFor(() => expect(store.get(userAtom)?.username).toBe('fresh'));
  });

  it("waits for the fresh record when the stored one is another member's or unverified", async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, token: token('u1'), expiryDate: NOW + 3_600_000 }));
    for (const stored of [
      { _id: 'u9', username: 'someone else', emailValidated: true },
      { _id: 'u1', username: 'unverified', emailValidated: false },
    ]) {
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
      vi.spyOn(api, 'request').mockResolvedValue({ _id: 'u1', username: 'fresh', emailValidated: true } as unknown as User);
      await restoreSession();
      expect(store.get(userAtom)?.username).toBe('fresh');
    }
  });

  it('keeps a restored session that the machine clock would call expired: one clock decides', async () => {
    // Valid by the shell's clock, long expired by the machine's: the refresh it schedules must agree.
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, token: token('u2'), expiryDate: NOW + 3_600_000 }));
    vi.spyOn(api, 'request').mockResolvedValue({ _id: 'u2', username: 'vip' } as unknown as User);
    await restoreSession();
    await checkTokenRefresh();
    expect(hasValidSession()).toBe(true);
    expect(store.get(authAtom).token).toBe(token('u2'));
  });

  it('drops a stored session whose token has expired', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, token: token('u1'), expiryDate: NOW - 1 }));
    const request = vi.spyOn(api, 'request');
    await restoreSession();
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('refreshes the token when fewer than 3,000,000 ms remain, and not before', async () => {
    const request = vi
      .spyOn(api, 'request')
      .mockResolvedValue({ access_token: 'new', token_type: 'Bearer', expires_at: Math.floor((NOW + 3_600_000) / 1000) });
    store.set(authAtom, {
      isAuthenticated: true,
      token: 'old',
      expiryDate: NOW + TOKEN_REFRESH_MARGIN_MS + 1000,
      tokenUpdateInterval: 60_000,
    });
    await checkTokenRefresh();
    expect(request).not.toHaveBeenCalled();

    store.set(authAtom, {
      isAuthenticated: true,
      token: 'old',
      expiryDate: NOW + TOKEN_REFRESH_MARGIN_MS - 1000,
      tokenUpdateInterval: 60_000,
    });
    await checkTokenRefresh();
    expect(request).toHaveBeenCalledWith('patch', '/authenticate', expect.objectContaining({ lock: true }));
    expect(store.get(authAtom)).toMatchObject({ token: 'new', expiryDate: NOW + 3_600_000 });
  });

  it('logs out when the refresh is answered 403', async () => {
    const { ApiError } = await import('@heartline/contracts');
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError(403, 'Forbidden'));
    store.set(authAtom, { isAuthenticated: true, token: 'old', expiryDate: NOW + 60_000, tokenUpdateInterval: 60_000 });
    await checkTokenRefresh();
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('reloads the member when a remote asks for user:refresh', async () => {
    const { listenToSessionEvents } = await import('./session');
    const stop = listenToSessionEvents();
    store.set(authAtom, { isAuthenticated: true, token: token('u7'), expiryDate: NOW + 3_600_000, tokenUpdateInterval: 60_000 });
    const request = vi.spyOn(api, 'request').mockResolvedValue({ _id: 'u7', username: 'demo', credits: 19 } as unknown as User);
    bus.emit('user:refresh', undefined);
    await vi.waitFor(() => expect(store.get(userAtom)?.credits).toBe(19));
    expect(request).toHaveBeenCalledWith('get', '/user/u7', { loader: false });
    stop();
  });

  it('takes in the credits the user channel counted without loading the member again', async () => {
    const { listenToSessionEvents } = await import('./session');
    const stop = listenToSessionEvents();
    store.set(authAtom, { isAuthenticated: true, token: token('u7'), expiryDate: NOW + 3_600_000, tokenUpdateInterval: 60_000 });
    store.set(userAtom, { _id: 'u7', username: 'demo', credits: 5 } as User);
    const request = vi.spyOn(api, 'request');
    bus.emit('credits:changed', { credits: 4 });
    expect(store.get(userAtom)).toMatchObject({ _id: 'u7', username: 'demo', credits: 4 });
    expect(request).not.toHaveBeenCalled();
    stop();
  });

  it('runs the logout sequence: server, deauthenticate, go to /, tell remotes, clear storage, reset stores', () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue(undefined);
    const ended = vi.fn();
    bus.on('session:ended', ended);
    store.set(authAtom, { isAuthenticated: true, token: 't', expiryDate: NOW + 60_000, tokenUpdateInterval: 60_000 });
    store.set(userAtom, { _id: 'u1' } as User);
    store.set(popupQueueAtom, [{ id: 'p', name: 'no-credits', props: {} }]);
    localStorage.setItem('anything', 'x');

    logout();

    expect(request).toHaveBeenCalledWith('delete', '/authenticate', expect.objectContaining({ headers: { authorization: 'Bearer t' } }));
    expect(hasValidSession()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(ended).toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(popupQueueAtom)).toEqual([]);
    bus.off('session:ended', ended);
  });

  it('keeps what belongs to the browser, such as the terms accepted here, through a logout', () => {
    vi.spyOn(api, 'request').mockResolvedValue(undefined);
    store.set(authAtom, { isAuthenticated: true, token: 't', expiryDate: NOW + 60_000, tokenUpdateInterval: 60_000 });
    localStorage.setItem(AUTH_STORAGE_KEY, 'member');
    localStorage.setItem(`${BROWSER_KEY_PREFIX}terms:localhost`, 'accepted');

    logout();

    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(`${BROWSER_KEY_PREFIX}terms:localhost`)).toBe('accepted');
  });
});
