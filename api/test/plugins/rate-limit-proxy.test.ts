// Issue 22 item 6: behind a load balancer every request comes from the balancer's address. With
// the proxies named (TRUST_PROXY) the limits key on the client's address the proxy reports;
// without, X-Forwarded-For is not believed, so no client escapes its limit by writing one.
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../src/config';
import { anonymous, setupTestApp, type TestApp } from '../helpers/app';

const MAX = 2;
const BALANCER = '10.1.0.5';

function attempts(t: TestApp) {
  return (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/authenticate',
      remoteAddress,
      headers: { ...anonymous, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { username: 'demo', password: 'wrong-password' },
    });
}

describe('rate limits behind a trusted proxy (TRUST_PROXY=10.1.0.0/16)', () => {
  const t = setupTestApp({ config: { authRateLimitMax: MAX, trustProxy: ['10.1.0.0/16'] } });

  it("limit each member by the address the balancer reports, not the balancer's own", async () => {
    const attempt = attempts(t);
    for (let i = 0; i < MAX; i += 1) expect((await attempt(BALANCER, '203.0.113.7')).statusCode).toBe(401);
    expect((await attempt(BALANCER, '203.0.113.7')).statusCode).toBe(429);
    // Another member behind the same balancer still signs in.
    expect((await attempt(BALANCER, '198.51.100.23')).statusCode).toBe(401);
  });

  it('believe X-Forwarded-For only from the named proxies: a client writing its own stays limited', async () => {
    const attempt = attempts(t);
    for (let i = 0; i < MAX; i += 1) expect((await attempt('192.0.2.50', `192.0.2.${100 + i}`)).statusCode).toBe(401);
    expect((await attempt('192.0.2.50', '192.0.2.199')).statusCode).toBe(429);
  });
});

describe('rate limits with no proxy named (the default)', () => {
  const t = setupTestApp({ config: { authRateLimitMax: MAX } });

  it('key on the connection: members behind one balancer share its limit, and X-Forwarded-For changes nothing', async () => {
    const attempt = attempts(t);
    for (let i = 0; i < MAX; i += 1) expect((await attempt(BALANCER, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt(BALANCER, '198.51.100.23')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies, and refuses "true" and anything else with the reason', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(parseTrustProxy('fd00::/8')).toEqual(['fd00::/8']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const value of ['true', '*', '0', 'balancer.internal', '10.0.0.1;drop']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY.*number of proxies/);
    }
  });
});
