import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, TOKEN_REFRESH_MARGIN_MS, api, authAtom, bus, popupQueueAtom, userAtom, type User } from '@heartline/contracts';
import { BROWSER_KEY_PREFIX } from '../../lib/browser-storage';
import { store } from '../../lib/store';
import { AUTH_STORAGE_KEY } from './auth-storage';
import { checkTokenRefresh, hasValidSession, logout, restoreSession, setSessionNavigator } from './session';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const token = (sub: string) => `h.${btoa(JSON.stringify({ sub }))}.s`;

describe('session', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setSessionNavigator(navigate);
    navigate.mockReset();
    localStorage.clear();
    store.set(authAtom, SIGNED_OUT);
  });
  afterEach(() => vi.restoreAllMocks());

  it('restores a stored session that is still valid and loads the member', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, token: token('u1'), expiryDate: NOW + 3_600_000 }));
    const request = vi.spyOn(api, 'request').mockResolvedValue({ _id: 'u1', username: 'demo' } as unknown as User);
    await restoreSession(NOW);
    expect(store.get(authAtom).token).toBe(token('u1'));
    expect(request).toHaveBeenCalledWith('get', '/user/u1', { loader: false });
    expect(store.get(userAtom)?.username).toBe('demo');
  });

  it('drops a stored session whose token has expired', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, token: token('u1'), expiryDate: NOW - 1 }));
    const request = vi.spyOn(api, 'request');
    await restoreSession(NOW);
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('refreshes the token when fewer than 3,000,000 ms remain, and not before', async () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue({ access_token: 'new', token_type: 'Bearer', expires_at: Math.floor((NOW + 3_600_000) / 1000) });
    store.set(authAtom, { isAuthenticated: true, token: 'old', expiryDate: NOW + TOKEN_REFRESH_MARGIN_MS + 1000, tokenUpdateInterval: 60_000 });
    await checkTokenRefresh(NOW);
    expect(request).not.toHaveBeenCalled();

    store.set(authAtom, { isAuthenticated: true, token: 'old', expiryDate: NOW + TOKEN_REFRESH_MARGIN_MS - 1000, tokenUpdateInterval: 60_000 });
    await checkTokenRefresh(NOW);
    expect(request).toHaveBeenCalledWith('patch', '/authenticate', expect.objectContaining({ lock: true }));
    expect(store.get(authAtom)).toMatchObject({ token: 'new', expiryDate: NOW + 3_600_000 });
  });

  it('logs out when the refresh is answered 403', async () => {
    const { ApiError } = await import('@heartline/contracts');
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError(403, 'Forbidden'));
    store.set(authAtom, { isAuthenticated: true, token: 'old', expiryDate: Date.now() + 60_000, tokenUpdateInterval: 60_000 });
    await checkTokenRefresh();
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('reloads the member when a remote asks for user:refresh', async () => {
    const { listenToSessionEvents } = await import('./session');
    const stop = listenToSessionEvents();
    store.set(authAtom, { isAuthenticated: true, token: token('u7'), expiryDate: Date.now() + 3_600_000, tokenUpdateInterval: 60_000 });
    const request = vi.spyOn(api, 'request').mockResolvedValue({ _id: 'u7', username: 'demo', credits: 19 } as unknown as User);
    bus.emit('user:refresh', undefined);
    await vi.waitFor(() => expect(store.get(userAtom)?.credits).toBe(19));
    expect(request).toHaveBeenCalledWith('get', '/user/u7', { loader: false });
    stop();
  });

  it('runs the logout sequence: server, deauthenticate, go to /, tell remotes, clear storage, reset stores', () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue(undefined);
    const ended = vi.fn();
    bus.on('session:ended', ended);
    store.set(authAtom, { isAuthenticated: true, token: 't', expiryDate: Date.now() + 60_000, tokenUpdateInterval: 60_000 });
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
    store.set(authAtom, { isAuthenticated: true, token: 't', expiryDate: Date.now() + 60_000, tokenUpdateInterval: 60_000 });
    localStorage.setItem(AUTH_STORAGE_KEY, 'member');
    localStorage.setItem(`${BROWSER_KEY_PREFIX}terms:localhost`, 'accepted');

    logout();

    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(`${BROWSER_KEY_PREFIX}terms:localhost`)).toBe('accepted');
  });
});
