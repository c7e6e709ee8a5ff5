import { describe, expect, it } from 'vitest';
import { anonymous, setupTestApp } from '../helpers/app';

const t = setupTestApp();

async function preflight(origin: string) {
  return t.app.inject({
    method: 'OPTIONS',
    url: '/brands',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
  });
}

describe('CORS', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3100', 'https://localhost'])('allows %s, a brand domain on any port', async (origin) => {
    const response = await t.app.inject({ method: 'GET', url: '/brands', headers: { ...anonymous, origin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    const options = await preflight(origin);
    expect(options.statusCode).toBe(204);
    expect(options.headers['access-control-allow-origin']).toBe(origin);
    expect(String(options.headers['access-control-allow-headers'])).toContain('x-api-key');
    expect(String(options.headers['access-control-allow-methods'])).toContain('PATCH');
  });

  it('refuses an origin that is not a brand domain', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/brands', headers: { ...anonymous, origin: 'http://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const options = await preflight('http://evil.example');
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an origin that only contains a brand domain', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/brands',
      headers: { ...anonymous, origin: 'http://localhost.evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
