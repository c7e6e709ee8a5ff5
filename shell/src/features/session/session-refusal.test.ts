// A session the server ended (revoked elsewhere, expired while the tab slept) ends in the shell
// on the first request it refuses, whichever feature or remote made it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SIGNED_OUT, api, authAtom, bus, type ToastRequest, ERROR_CODE_OF_MESSAGE } from '@heartline/contracts';
import { store } from '../../lib/store';
import { listenToSessionEvents, setSessionNavigator } from './session';

/** The API's answer: the message, and the code it attaches to catalogue messages. */
function answering(status: number, message: string) {
  const code = ERROR_CODE_OF_MESSAGE[message];
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ message, ...(code ? { code } : {}) }), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('a request refused because the session ended', () => {
  const navigate = vi.fn();
  const toasts: ToastRequest[] = [];
  const onToast = (toast: ToastRequest) => toasts.push(toast);
  let stop: () => void = () => undefined;

  beforeEach(() => {
    navigate.mockReset();
    toasts.length = 0;
    setSessionNavigator(navigate);
    bus.on('toast:show', onToast);
    stop = listenToSessionEvents();
    store.set(authAtom, { isAuthenticated: true, token: 'live', expiryDate: Date.now() + 3_600_000, tokenUpdateInterval: 60_000 });
  });

  afterEach(() => {
    stop();
    bus.off('toast:show', onToast);
    api.configure({ fetch: undefined, baseUrl: 'http://localhost:4000' });
  });

  function useFetch(fetch: ReturnType<typeof answering>) {
    api.configure({
      baseUrl: 'http://api.test',
      fetch: fetch as unknown as typeof globalThis.fetch,
      getToken: () => store.get(authAtom).token,
    });
  }

  it('logs the member out with "session expired" on a 401 saying so, once for many refused requests', async () => {
    useFetch(answering(401, MESSAGES.sessionExpired));

    const results = await Promise.allSettled([
      api.request('get', '/user/1', { loader: false }),
      api.request('get', '/profiles', { loader: false }),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toasts).toEqual([{ text: MESSAGES.sessionExpired, variant: 'info', title: undefined }]);
  });

  it('also on a 403 with the session-expired message', async () => {
    useFetch(answering(403, MESSAGES.sessionExpired));
    await api.request('patch', '/user/1', { loader: false }).catch(() => undefined);
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
  });

  it('keeps the member signed in for other refusals: forbidden, or a wrong password', async () => {
    useFetch(answering(403, MESSAGES.forbidden));
    await api.request('patch', '/user/2', { loader: false }).catch(() => undefined);
    useFetch(answering(401, MESSAGES.invalidCredentials));
    await api.request('post', '/settings/password', { loader: false }).catch(() => undefined);

    expect(store.get(authAtom).isAuthenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('logs out once when two voices ask for it (the page after deactivating, and the server over the socket)', async () => {
    // The fake network answers the logout: the test never reaches a server on this machine.
    const server = vi.fn(async () => new Response(null, { status: 204 }));
    useFetch(server as unknown as ReturnType<typeof answering>);
    bus.emit('auth:logout', { reason: MESSAGES.accountDeactivated });
    bus.emit('auth:logout', { reason: MESSAGES.signedOutDeactivated });
    expect(store.get(authAtom)).toEqual(SIGNED_OUT);
    expect(toasts).toEqual([{ text: MESSAGES.accountDeactivated, variant: 'info', title: undefined }]);
    // The server is told once, with the session that ended.
    await vi.waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    const [request] = server.mock.calls[0] as unknown as [Request];
    expect(request.method).toBe('DELETE');
    expect(new URL(request.url).pathname).toBe('/authenticate');
  });
});
