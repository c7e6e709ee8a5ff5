import { MESSAGES } from '@heartline/contracts/rules';
import { describe, expect, it } from 'vitest';
import { anonymous, setupTestApp } from '../helpers/app';

const MAX = 3;
const t = setupTestApp({ config: { authRateLimitMax: MAX } });

describe('sign-in rate limit', () => {
  it(`answers 429 after ${MAX} attempts a minute from one address, and lets other addresses in`, async () => {
    const attempt = (remoteAddress: string, path = '/authenticate') =>
      t.app.inject({
        method: 'POST',
        url: path,
        remoteAddress,
        headers: anonymous,
        payload: { username: 'demo', password: 'wrong-password' },
      });
    for (let i = 0; i < MAX; i += 1) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGES.tooManyRequests });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });

  it('limits agent sign-in too', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/agent/authenticate',
        remoteAddress: '10.0.0.3',
        headers: anonymous,
        payload: { username: 'agent', password: 'nope' },
      });
    for (let i = 0; i < MAX; i += 1) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
  });
});
