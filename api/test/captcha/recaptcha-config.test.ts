// With all four reCAPTCHA keys the API uses Google's captcha: the browser gets the site keys and
// the local captcha's endpoints do not exist.
import { describe, expect, it } from 'vitest';
import { anonymous, setupTestApp } from '../helpers/app';

const t = setupTestApp({
  config: {
    recaptcha: { v3SiteKey: 'site-v3', v3Secret: 'secret-v3', v2SiteKey: 'site-v2', v2Secret: 'secret-v2' },
  },
});

describe('GET /auth/config with reCAPTCHA keys', () => {
  it('names reCAPTCHA with both site keys (never the secrets)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/config', headers: { ...anonymous, host: 'localhost:4000' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      captcha: { provider: 'recaptcha', v3SiteKey: 'site-v3', v2SiteKey: 'site-v2' },
      sso: { name: 'Heartline ID', verifyUrl: 'http://localhost:4000/sso/verify/' },
    });
    expect(response.body).not.toContain('secret-v');
    expect(t.app.captcha.kind).toBe('recaptcha');
  });

  it('has no local captcha endpoints', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/captcha/v2/challenge', headers: anonymous })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/captcha/v3', headers: anonymous, payload: {} })).statusCode).toBe(404);
  });
});
