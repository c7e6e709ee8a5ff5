import { describe, expect, it } from 'vitest';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember } from '../helpers/members';

const t = setupTestApp();

/** What helmet (plugins/external/helmet.ts) puts on every answer that does not set its own. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('same-site');
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  // Locally the API is plain http: /docs must not be upgraded to https.
  expect(csp).not.toContain('upgrade-insecure-requests');
}

describe('security headers', () => {
  it('are on a plain answer, a member route, an error and an unknown address alike', async () => {
    const demo = await signInMember(t.app, 'demo');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/health' }),
      t.app.inject({ method: 'GET', url: '/profiles?limit=1', headers: demo.headers }),
      t.app.inject({ method: 'GET', url: '/profiles?limit=1000', headers: demo.headers }),
      t.app.inject({ method: 'GET', url: '/profiles?limit=1', headers: anonymous }),
      t.app.inject({ method: 'GET', url: '/no-such-route' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 400, 401, 404]);
    for (const answer of answers) expectSecurityHeaders(answer.headers);
  });

  it('give way to a route that sets its own: media images lift the same-site resource policy', async () => {
    const demo = await signInMember(t.app, 'demo');
    const list = await t.app.inject({ method: 'GET', url: '/profiles?limit=1', headers: demo.headers });
    const url = new URL(list.json<{ profiles: { images: { path: { thumb: string } }[] }[] }>().profiles[0]!.images[0]!.path.thumb);
    const image = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });
});
