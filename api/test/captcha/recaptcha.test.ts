// The reCAPTCHA provider asks Google's siteverify about each token (here an injected fetch).
import { describe, expect, it } from 'vitest';
import { createRecaptcha, RECAPTCHA_VERIFY_URL } from '../../src/captcha/recaptcha';

const context = { action: 'register', ip: '203.0.113.7' };

function googleAnswering(body: unknown, status = 200) {
  const calls: Array<{ url: string; form: URLSearchParams }> = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), form: new URLSearchParams(String(init?.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { calls, provider: createRecaptcha({ v3Secret: 'v3-secret', v2Secret: 'v2-secret', fetch }) };
}

describe('reCAPTCHA provider', () => {
  it('sends the v3 token with the v3 secret and the client IP, and accepts a good score for the action', async () => {
    const { calls, provider } = googleAnswering({ success: true, score: 0.9, action: 'register' });
    expect(provider.kind).toBe('recaptcha');
    expect(await provider.verify({ version: 'v3', token: 'tok-3' }, context)).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(Object.fromEntries(calls[0]!.form)).toEqual({ secret: 'v3-secret', response: 'tok-3', remoteip: '203.0.113.7' });
  });

  it('uses the v2 secret for v2 tokens, which have no score', async () => {
    const { calls, provider } = googleAnswering({ success: true });
    expect(await provider.verify({ version: 'v2', token: 'tok-2' }, context)).toEqual({ ok: true });
    expect(calls[0]!.form.get('secret')).toBe('v2-secret');
  });

  it('answers low-score below CAPTCHA_V3_MIN_SCORE', async () => {
    const { provider } = googleAnswering({ success: true, score: 0.3, action: 'register' });
    expect(await provider.verify({ version: 'v3', token: 't' }, context)).toEqual({ ok: false, reason: 'low-score' });
  });

  it('refuses a v3 token made for another action', async () => {
    const { provider } = googleAnswering({ success: true, score: 0.9, action: 'login' });
    expect(await provider.verify({ version: 'v3', token: 't' }, context)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('answers invalid when Google says no, expired for timeout-or-duplicate', async () => {
    expect(
      await googleAnswering({ success: false, 'error-codes': ['invalid-input-response'] }).provider.verify(
        { version: 'v2', token: 't' },
        context,
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(
      await googleAnswering({ success: false, 'error-codes': ['timeout-or-duplicate'] }).provider.verify(
        { version: 'v3', token: 't' },
        context,
      ),
    ).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('answers unavailable when Google cannot be reached or answers nonsense', async () => {
    const down = createRecaptcha({
      v3Secret: 'a',
      v2Secret: 'b',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect(await down.verify({ version: 'v3', token: 't' }, context)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await googleAnswering({ oops: true }, 200).provider.verify({ version: 'v3', token: 't' }, context)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await googleAnswering({}, 503).provider.verify({ version: 'v3', token: 't' }, context)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
