import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../platform/api/client';
import { listLandingProfiles } from './profiles';

describe('the landing page’s profiles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the landing variant with the public key, whoever is signed in', async () => {
    api.configure({ baseUrl: 'http://api.test/', publicApiKey: 'public', getToken: () => 'jwt' });
    const fetch = vi.fn(async () => Response.json({ profiles: [], total: 0, page: 1, limit: 8 }));
    vi.stubGlobal('fetch', fetch);
    await expect(listLandingProfiles()).resolves.toEqual({ profiles: [], total: 0, page: 1, limit: 8 });
    expect(fetch).toHaveBeenCalledWith('http://api.test/profiles?limit=8&type=landing&premium=true', {
      headers: { 'x-api-key': 'public', accept: 'application/json' },
      signal: undefined,
    });
  });

  it('fails with an ApiError the strip can ignore, never a raw error', async () => {
    api.configure({ baseUrl: 'http://api.test', publicApiKey: 'public', getToken: () => null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await expect(listLandingProfiles()).rejects.toEqual(new ApiError(503, 'Something went wrong, please try again later.'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(listLandingProfiles()).rejects.toBeInstanceOf(ApiError);
  });
});
