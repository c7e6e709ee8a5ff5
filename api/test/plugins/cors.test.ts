import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_DOMAINS_CACHE_MS } from '../../src/plugins/external/cors';
import { anonymous, CLOCK_SLACK_MS, setupTestApp } from '../helpers/app';

// As a deployment that serves its shells on https and, for a test run, on port 3100.
const t = setupTestApp({ config: { brandOrigins: ['https://{domain}', 'http://{domain}:3100'] } });

async function preflight(origin: string) {
  return t.app.inject({
    method: 'OPTIONS',
    url: '/brands',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
  });
}

async function allowedOrigin(origin: string) {
  const response = await t.app.inject({ method: 'GET', url: '/brands', headers: { ...anonymous, origin } });
  const options = await preflight(origin);
  return { get: response.headers['access-control-allow-origin'], preflight: options.headers['access-control-allow-origin'] };
}

describe('CORS', () => {
  it.each(['https://localhost', 'http://localhost:3100', 'http://127.0.0.1:3100', 'https://127.0.0.1'])(
    'allows %s, one of a brand\u2019s own origins',
    async (origin) => {
      const response = await t.app.inject({ method: 'GET', url: '/brands', headers: { ...anonymous, origin } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      const options = await preflight(origin);
      expect(options.statusCode).toBe(204);
      expect(options.headers['access-control-allow-origin']).toBe(origin);
      expect(String(options.headers['access-control-allow-headers'])).toContain('x-api-key');
      expect(String(options.headers['access-control-allow-methods'])).toContain('PATCH');
    },
  );

  it.each([
    'http://localhost:3000',
    'http://localhost:8080',
    'http://localhost',
    'https://localhost:3100',
    'http://127.0.0.1:4100',
    'https://localhost:8443',
  ])('refuses %s: another port or scheme on a brand\u2019s host is not the brand', async (origin) => {
    expect(await allowedOrigin(origin)).toEqual({ get: undefined, preflight: undefined });
  });

  it('refuses an origin that is not a brand domain', async () => {
    expect(await allowedOrigin('http://evil.example')).toEqual({ get: undefined, preflight: undefined });
    expect(await allowedOrigin('https://evil.example')).toEqual({ get: undefined, preflight: undefined });
  });

  it('refuses an origin that only contains a brand domain, or is more than an origin', async () => {
    for (const origin of [
      'http://localhost.evil.example',
      'https://localhost.evil.example',
      'https://user@localhost',
      'https://localhost/path',
      'null',
    ]) {
      expect({ origin, ...(await allowedOrigin(origin)) }).toEqual({ origin, get: undefined, preflight: undefined });
    }
  });

  it('leaves Origin in the Vary of a route that varies by more (the list, by Accept-Encoding too)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/profiles?type=landing&limit=2',
      headers: { ...anonymous, origin: 'https://localhost', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://localhost');
    const varies = String(response.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(varies).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });

  describe('the brand domains', () => {
    afterEach(() => vi.restoreAllMocks());
    /** Starts with none kept: whatever an earlier test read has gone stale. */
    const staleDomains = () => t.clock.advance(BRAND_DOMAINS_CACHE_MS + CLOCK_SLACK_MS);
    const allowOrigin = async (origin: string) =>
      (await t.app.inject({ method: 'GET', url: '/brands', headers: { ...anonymous, origin } })).headers['access-control-allow-origin'];

    it('are read once a minute, not for each request', async () => {
      staleDomains();
      const reads = vi.spyOn(t.app.brands, 'domains');
      expect(await allowOrigin('https://localhost')).toBe('https://localhost');
      expect(await allowOrigin('http://localhost:3100')).toBe('http://localhost:3100');
      expect(await allowOrigin('http://localhost:8080')).toBeUndefined();
      expect(reads).toHaveBeenCalledTimes(1);
      t.clock.advance(BRAND_DOMAINS_CACHE_MS + CLOCK_SLACK_MS);
      expect(await allowOrigin('https://localhost')).toBe('https://localhost');
      expect(reads).toHaveBeenCalledTimes(2);
    });

    it('refuse an origin while they cannot be read, and are read again by the next request', async () => {
      staleDomains();
      const reads = vi.spyOn(t.app.brands, 'domains').mockRejectedValueOnce(new Error('the database is down'));
      expect(await allowOrigin('https://localhost')).toBeUndefined();
      expect(await allowOrigin('https://localhost')).toBe('https://localhost');
      expect(reads).toHaveBeenCalledTimes(2);
    });
  });
});
