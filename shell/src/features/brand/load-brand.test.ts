import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, brandAtom, type Brand } from '@heartline/contracts';
import { store } from '../../lib/store';
import { loadBrand } from './load-brand';

const SERVED = { productName: 'Velvet Hour', domain: 'velvethour.example' } as Brand;
const FETCHED = { productName: 'Heartline', domain: 'heartline.example' } as Brand;

describe('loading the brand at start', () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(FETCHED), { status: 200, headers: { 'content-type': 'application/json' } }));

  beforeEach(() => api.configure({ baseUrl: 'http://api.test', publicApiKey: 'k', fetch }));
  afterEach(() => {
    delete window.__HEARTLINE__;
    store.set(brandAtom, null);
    fetch.mockClear();
  });

  it('takes the brand the page server wrote into the page, without asking the API', async () => {
    window.__HEARTLINE__ = { brand: SERVED };
    await expect(loadBrand('127.0.0.1')).resolves.toBe(SERVED);
    expect(store.get(brandAtom)).toBe(SERVED);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the API for the host's brand when the page came without one", async () => {
    await expect(loadBrand('localhost')).resolves.toEqual(FETCHED);
    expect(store.get(brandAtom)).toEqual(FETCHED);
    const [request] = fetch.mock.calls[0] as unknown as [Request];
    expect(request.url).toBe('http://api.test/brand?domain=localhost');
  });
});
