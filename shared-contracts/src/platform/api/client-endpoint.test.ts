import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';

describe('api.endpoint', () => {
  it('gives the URL and the bearer token a request would carry', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test/', publicApiKey: 'public', getToken: () => 'jwt' });
    await expect(api.endpoint('/user/upload')).resolves.toEqual({
      url: 'http://api.test/user/upload',
      headers: { authorization: 'Bearer jwt' },
    });
  });

  it('gives the public key without a token, or when asked to be anonymous', async () => {
    const signedOut = createApiClient({ baseUrl: 'http://api.test', publicApiKey: 'public', getToken: () => null });
    await expect(signedOut.endpoint('profiles')).resolves.toEqual({ url: 'http://api.test/profiles', headers: { 'x-api-key': 'public' } });
    const signedIn = createApiClient({ baseUrl: 'http://api.test', publicApiKey: 'public', getToken: () => 'jwt' });
    await expect(signedIn.endpoint('/profiles', { anonymous: true })).resolves.toMatchObject({ headers: { 'x-api-key': 'public' } });
  });

  it('waits for a token refresh in flight, then carries the new token', async () => {
    let token = 'old';
    let finishRefresh!: (response: Response) => void;
    const fetch = (() => new Promise<Response>((resolve) => (finishRefresh = resolve))) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://api.test', publicApiKey: 'public', getToken: () => token, fetch });
    const refresh = api.request('patch', '/authenticate', { lock: true, loader: false });
    const endpoint = api.endpoint('/user/upload');
    // The refresh is on the wire (the client loads its HTTP library with the first request).
    await vi.waitFor(() => expect(finishRefresh).toBeTypeOf('function'));
    token = 'new';
    finishRefresh(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    await refresh;
    await expect(endpoint).resolves.toMatchObject({ headers: { authorization: 'Bearer new' } });
  });
});
