// Guessing Heartline ID passwords is rate-limited like the member sign-in (AUTH_RATE_LIMIT_MAX a
// minute per IP), and the refusal is a page, not JSON.
import { MESSAGES } from '@heartline/contracts/rules';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp({ config: { authRateLimitMax: 3 } });
const state = Buffer.from(JSON.stringify({ action: 'login', redirectUrl: 'http://localhost:3000/', domain: 'localhost' })).toString(
  'base64url',
);

function wrongSignIn() {
  return t.app.inject({
    method: 'POST',
    url: '/sso/verify/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, email: 'demo@heartline.example', password: 'guess' }).toString(),
  });
}

describe('sign-in attempts at the identity provider', () => {
  it('answers 429 with a page after AUTH_RATE_LIMIT_MAX attempts a minute', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await wrongSignIn()).statusCode).toBe(401);
    const limited = await wrongSignIn();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain(MESSAGES.tooManyRequests);
  });
});
