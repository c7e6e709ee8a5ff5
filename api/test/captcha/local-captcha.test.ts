// The local captcha through the API: v3 tokens scored from the page's signals, the v2
// challenge, and verify() (what POST /register calls) for every outcome.
import { CAPTCHA_V2_TTL_MS, MESSAGES } from '@heartline/contracts/rules';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { CaptchaProof } from '@heartline/contracts/schemas';
import { localCaptchaAnswer } from '../../src/captcha/local-answer';
import { solvedCaptchaProof } from '../helpers/accounts';
import { anonymous, setupTestApp } from '../helpers/app';

const CAPTCHA_SECRET = 'captcha-test-secret';
const t = setupTestApp({ config: { captchaSecret: CAPTCHA_SECRET, recaptcha: undefined } });

const PERSON = { keys: 24, pointer: 40 };
const context = { action: 'register', ip: '127.0.0.1' };

/** POST /captcha/v3 with a proof (solved unless given) and signals; the page was open `openMs` by the server's clock. */
async function postV3(options: { signals?: object; action?: string; openMs?: number; proof?: object } = {}) {
  const proof = options.proof ?? (await solvedCaptchaProof(t.app));
  t.clock.advance(options.openMs ?? 9_000);
  return t.app.inject({
    method: 'POST',
    url: '/captcha/v3',
    headers: anonymous,
    payload: { action: options.action ?? 'register', signals: options.signals ?? PERSON, proof },
  });
}

async function v3Token(signals: object = PERSON, action = 'register', openMs = 9_000): Promise<string> {
  const response = await postV3({ signals, action, openMs });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

function verify(proof: CaptchaProof, action = 'register') {
  return t.app.captcha.verify(proof, { ...context, action });
}

async function textChallenge() {
  const response = await t.app.inject({ method: 'GET', url: '/captcha/v2/challenge', headers: anonymous });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; image: string; expiresAt: number };
}

function answer(id: string, text: string) {
  return t.app.inject({ method: 'POST', url: '/captcha/v2/verify', headers: anonymous, payload: { id, answer: text } });
}

describe('local captcha v3: a proof of work first', () => {
  it('serves a signed SHA-256 challenge, never cached, that says when it was issued', async () => {
    const before = t.clock.now().getTime();
    const response = await t.app.inject({ method: 'GET', url: '/captcha/v3/challenge', headers: anonymous });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).toMatchObject({ parameters: { algorithm: 'SHA-256' } });
    expect(challenge.parameters.data.issuedAt).toBeGreaterThanOrEqual(before);
    expect(challenge.parameters.data.issuedAt).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("gives no token to a script that reports a person's signals without the work", async () => {
    const { challenge } = await solvedCaptchaProof(t.app);
    const guessed = { counter: 0, derivedKey: 'ab'.repeat(32) };
    const response = await postV3({ proof: { challenge, solution: guessed }, signals: { keys: 500, pointer: 500 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.captchaV3Failed);
    const withoutProof = await t.app.inject({
      method: 'POST',
      url: '/captcha/v3',
      headers: anonymous,
      payload: { action: 'register', signals: PERSON },
    });
    expect(withoutProof.statusCode).toBe(400);
  });

  it('refuses a challenge it did not sign, or one whose issue time was moved back to look patient', async () => {
    const { challenge, solution } = await solvedCaptchaProof(t.app);
    const backdated = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { issuedAt: challenge.parameters.data.issuedAt - 60_000 } },
    };
    expect((await postV3({ proof: { challenge: backdated, solution } })).statusCode).toBe(400);
    const resigned = { ...challenge, signature: 'cd'.repeat(32) };
    expect((await postV3({ proof: { challenge: resigned, solution } })).statusCode).toBe(400);
  });

  it('earns one token per solved challenge, and none once it is older than 30 minutes', async () => {
    const proof = await solvedCaptchaProof(t.app);
    expect((await postV3({ proof })).statusCode).toBe(200);
    const again = await postV3({ proof });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.captchaV3Failed);
    const late = await postV3({ openMs: 30 * 60_000 + 1_000 });
    expect(late.statusCode).toBe(410);
  });

  it("scores the time the page was open by the server's clock, then typing and pointer: 0.1, 0.3 more for each", async () => {
    const score = async (signals: object, openMs: number) => decodeJwt(await v3Token(signals, 'register', openMs)).score;
    expect(await score({ keys: 0, pointer: 0 }, 500)).toBe(0.1);
    expect(await score({ keys: 0, pointer: 0 }, 3_000)).toBe(0.4);
    expect(await score({ keys: 10, pointer: 0 }, 3_000)).toBe(0.7);
    expect(await score({ keys: 10, pointer: 5 }, 3_000)).toBe(1);
    // What the page claims of the time is not asked for any more, and not taken.
    const claimed = await postV3({ signals: { keys: 0, pointer: 0, elapsedMs: 60_000 }, openMs: 500 });
    expect(claimed.statusCode).toBe(400);
  });

  it('accepts a token of a person once, for its action; the same token again is a replay', async () => {
    const token = await v3Token();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ action: 'register', score: 1 });
    expect(typeof claims.jti).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(120);
    expect(await verify({ version: 'v3', token })).toEqual({ ok: true });
    expect(await verify({ version: 'v3', token })).toEqual({ ok: false, reason: 'replayed' });
  });

  it('answers low-score for a page that saw no person (the page then loads the v2 challenge)', async () => {
    const token = await v3Token({ keys: 2, pointer: 0 }, 'register', 800);
    expect(await verify({ version: 'v3', token })).toEqual({ ok: false, reason: 'low-score' });
  });

  it('refuses a token made for another action', async () => {
    const token = await v3Token(PERSON, 'contact');
    expect(await verify({ version: 'v3', token })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token signed with another secret, a v2 token as v3, and garbage', async () => {
    const forged = await new SignJWT({ kind: 'captcha-v3', action: 'register', score: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('forged')
      .setIssuedAt()
      .setExpirationTime('2m')
      .sign(new TextEncoder().encode('not-the-secret'));
    expect(await verify({ version: 'v3', token: forged })).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify({ version: 'v3', token: 'not.a.token' })).toEqual({ ok: false, reason: 'invalid' });

    const { id } = await textChallenge();
    const v2 = (await answer(id, localCaptchaAnswer(CAPTCHA_SECRET, id))).json().token;
    expect(await verify({ version: 'v3', token: v2 })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('answers expired for a token older than two minutes', async () => {
    const token = await v3Token();
    t.clock.advance(121_000);
    expect(await verify({ version: 'v3', token })).toEqual({ ok: false, reason: 'expired' });
  });

  it('validates the signals', async () => {
    const response = await postV3({ signals: { keys: -1, pointer: 0 } });
    expect(response.statusCode).toBe(400);
  });

  it('needs the public API key', async () => {
    const proof = await solvedCaptchaProof(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/captcha/v3', payload: { action: 'register', signals: PERSON, proof } });
    expect(response.statusCode).toBe(401);
  });
});

describe('local captcha v2', () => {
  it('serves a signed challenge with an SVG image of distorted characters, valid for two minutes', async () => {
    const before = t.clock.now().getTime();
    const { id, image, expiresAt } = await textChallenge();
    expect(id.split('.')).toHaveLength(3);
    expect(expiresAt - before).toBeGreaterThanOrEqual(CAPTCHA_V2_TTL_MS - 1_000);
    expect(expiresAt - before).toBeLessThanOrEqual(CAPTCHA_V2_TTL_MS + 1_000);
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="220"/);
    // The five characters are drawn as paths (no text a script could read), plus noise lines.
    expect((svg.match(/<path fill=/g) ?? []).length).toBe(5);
    expect((svg.match(/<path d=/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(svg).not.toContain(localCaptchaAnswer(CAPTCHA_SECRET, id));
  });

  it('gives a different answer for each challenge', async () => {
    const answers = new Set<string>();
    for (let index = 0; index < 5; index += 1) answers.add(localCaptchaAnswer(CAPTCHA_SECRET, (await textChallenge()).id));
    expect(answers.size).toBeGreaterThan(1);
  });

  it('turns the right answer, in any case, into a v2 token that verify accepts once', async () => {
    const { id } = await textChallenge();
    const response = await answer(id, ` ${localCaptchaAnswer(CAPTCHA_SECRET, id).toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(await verify({ version: 'v2', token })).toEqual({ ok: true });
    expect(await verify({ version: 'v2', token })).toEqual({ ok: false, reason: 'replayed' });
  });

  it('answers 400 with the captcha v2 error for a wrong answer, and lets the person try again', async () => {
    const { id } = await textChallenge();
    const right = localCaptchaAnswer(CAPTCHA_SECRET, id);
    const wrong = right.startsWith('A') ? `C${right.slice(1)}` : `A${right.slice(1)}`;
    const response = await answer(id, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.captchaV2Error);
    expect((await answer(id, right)).statusCode).toBe(200);
  });

  it('earns one token per challenge: the same right answer again is refused', async () => {
    const { id } = await textChallenge();
    const right = localCaptchaAnswer(CAPTCHA_SECRET, id);
    expect((await answer(id, right)).statusCode).toBe(200);
    const again = await answer(id, right);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.captchaV2Error);
  });

  it('refuses a forged challenge id even with its matching answer', async () => {
    const { id } = await textChallenge();
    const [nonce, expiresAt] = id.split('.');
    const later = `${nonce}.${Number(expiresAt) + 3_600_000}.${id.split('.')[2]}`;
    const response = await answer(later, localCaptchaAnswer(CAPTCHA_SECRET, later));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.captchaV2Error);
  });

  it('answers 410 with the captcha v2 timeout once the challenge is older than two minutes', async () => {
    const { id } = await textChallenge();
    t.clock.advance(CAPTCHA_V2_TTL_MS + 1_000);
    const response = await answer(id, localCaptchaAnswer(CAPTCHA_SECRET, id));
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(MESSAGES.captchaV2Timeout);
  });

  it('answers expired for a v2 token older than two minutes, invalid for a v3 token given as v2', async () => {
    const { id } = await textChallenge();
    const { token } = (await answer(id, localCaptchaAnswer(CAPTCHA_SECRET, id))).json();
    t.clock.advance(121_000);
    expect(await verify({ version: 'v2', token })).toEqual({ ok: false, reason: 'expired' });
    expect(await verify({ version: 'v2', token: await v3Token() })).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('GET /auth/config with the local captcha', () => {
  it("names the local captcha and the identity provider at the API's own origin", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/config', headers: { ...anonymous, host: '127.0.0.1:4000' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      captcha: { provider: 'local' },
      sso: { name: 'Heartline ID', verifyUrl: 'http://127.0.0.1:4000/sso/verify/' },
    });
  });

  it("offers the single sign-on of the asking site's brand: none on Velvet Hour, whose record has none", async () => {
    const heartline = await t.app.inject({
      method: 'GET',
      url: '/auth/config',
      headers: { ...anonymous, host: 'localhost:4000', origin: 'http://localhost:3000' },
    });
    expect(heartline.json().sso).toEqual({ name: 'Heartline ID', verifyUrl: 'http://localhost:4000/sso/verify/' });
    const velvet = await t.app.inject({
      method: 'GET',
      url: '/auth/config',
      headers: { ...anonymous, host: '127.0.0.1:4000', origin: 'http://127.0.0.1:3000' },
    });
    expect(velvet.statusCode).toBe(200);
    expect(velvet.json()).toEqual({ captcha: { provider: 'local' }, sso: null });
  });

  it('needs the public API key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/config' })).statusCode).toBe(401);
  });
});

describe('captcha rate limit', () => {
  // Last in the file: it spends this IP's allowance.
  it('answers 429 after 60 requests a minute from one IP', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/captcha/v2/challenge', headers: anonymous, remoteAddress: '198.51.100.9' })).statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another address is not affected.
    expect(
      (await t.app.inject({ method: 'GET', url: '/captcha/v2/challenge', headers: anonymous, remoteAddress: '198.51.100.10' })).statusCode,
    ).toBe(200);
  });
});
