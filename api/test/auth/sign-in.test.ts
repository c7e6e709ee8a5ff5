import { MESSAGES } from '@heartline/contracts/rules';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../helpers/accounts';
import { anonymous, bearer, signIn, setupTestApp } from '../helpers/app';

const t = setupTestApp();

function authenticate(payload: unknown, headers: Record<string, string> = anonymous) {
  return t.app.inject({ method: 'POST', url: '/authenticate', headers, payload: payload as object });
}

describe('POST /authenticate', () => {
  it('answers a bearer token whose expires_at is the JWT exp in seconds', async () => {
    const before = Math.floor(t.clock.now().getTime() / 1000);
    const response = await authenticate({ username: 'demo', password: 'demo12345' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe('Bearer');
    expect(String(body.expires_at)).toHaveLength(10);
    expect(body.expires_at).toBeGreaterThanOrEqual(before + 3600);
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ kind: 'member', role: 'member', exp: body.expires_at });
    expect(typeof claims.sid).toBe('string');
    expect(typeof claims.sub).toBe('string');
  });

  it('accepts the username in any letter case', async () => {
    const response = await authenticate({ username: 'DEMO', password: 'demo12345' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { username: 'demo', password: 'not-the-password' }],
    ['an unknown username', { username: 'nobody', password: 'demo12345' }],
  ])('answers 401 invalid credentials for %s', async (_case, payload) => {
    const response = await authenticate(payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.invalidCredentials });
  });

  it.each([
    ['an empty username', { username: '  ', password: 'demo12345' }, 'username'],
    ['an empty password', { username: 'demo', password: '' }, 'password'],
    ['a missing password', { username: 'demo' }, 'password'],
  ])('answers 400 naming the field for %s', async (_case, payload, field) => {
    const response = await authenticate(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message.startsWith(`${field}: `)).toBe(true);
    expect(body.fields).toHaveProperty(field);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers 409 when the request already carries a token of a live session', async () => {
    const { access_token } = await signIn(t.app, 'demo', 'demo12345');
    const response = await authenticate({ username: 'demo', password: 'demo12345' }, bearer(access_token));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.alreadyLoggedIn);
  });

  it('signs in again after logout even when the old token is still sent', async () => {
    const { access_token } = await signIn(t.app, 'demo', 'demo12345');
    await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: bearer(access_token) });
    const response = await authenticate({ username: 'demo', password: 'demo12345' }, { ...anonymous, ...bearer(access_token) });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /authenticate with an email ("Username or email")', () => {
  const velvetHour = { ...anonymous, origin: 'http://127.0.0.1:3000' };
  const heartline = { ...anonymous, origin: 'http://localhost:3000' };
  const memberOf = (response: { json: () => { access_token: string } }) => Number(decodeJwt(response.json().access_token).sub);

  it('signs in with the email and password, the email in any letter case and with spaces around', async () => {
    for (const username of ['demo@heartline.example', ' Demo@HeartLine.EXAMPLE ']) {
      const response = await authenticate({ username, password: 'demo12345' }, heartline);
      expect({ username, status: response.statusCode }).toEqual({ username, status: 200 });
      expect(decodeJwt(response.json().access_token)).toMatchObject({ kind: 'member', role: 'member' });
    }
    const byUsername = await authenticate({ username: 'demo', password: 'demo12345' });
    expect(memberOf(await authenticate({ username: 'demo@heartline.example', password: 'demo12345' }))).toBe(memberOf(byUsername));
  });

  it.each([
    ['a wrong password', { username: 'demo@heartline.example', password: 'not-the-password' }],
    ['an unknown email', { username: 'nobody@heartline.example', password: 'demo12345' }],
    ['a part of the email', { username: 'demo@heartline', password: 'demo12345' }],
  ])('answers 401 invalid credentials for %s', async (_case, payload) => {
    const response = await authenticate(payload, heartline);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('signs in the member of the brand asking: an address may be used once on each brand', async () => {
    const email = `twice_${Date.now()}@example.com`;
    const onHeartline = await registerMember(t.app, { email, password: 'heartline-password' }, heartline);
    const onVelvetHour = await registerMember(t.app, { email: email.toUpperCase(), password: 'velvet-hour-password' }, velvetHour);
    expect(memberOf(await authenticate({ username: email, password: 'heartline-password' }, heartline))).toBe(onHeartline.id);
    expect(memberOf(await authenticate({ username: email, password: 'velvet-hour-password' }, velvetHour))).toBe(onVelvetHour.id);
    expect((await authenticate({ username: email, password: 'velvet-hour-password' }, heartline)).statusCode).toBe(401);
    expect((await authenticate({ username: email, password: 'heartline-password' }, velvetHour)).statusCode).toBe(401);
  });

  it('refuses a deactivated account by email as by username', async () => {
    const member = await registerMember(t.app, {}, heartline);
    const deactivated = await t.app.inject({
      method: 'DELETE',
      url: `/user/${member.id}`,
      headers: member.headers,
      payload: { password: member.password },
    });
    expect(deactivated.statusCode).toBe(204);
    const response = await authenticate({ username: member.email, password: member.password }, heartline);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.accountIsDeactivated);
  });
});

describe('PATCH /authenticate', () => {
  it('answers a new token for the same session with a later expiry', async () => {
    const first = await signIn(t.app, 'demo', 'demo12345');
    t.clock.advance(60_000);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/authenticate',
      headers: bearer(first.access_token),
      payload: { refresh: true },
    });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json();
    expect(refreshed.expires_at).toBeGreaterThan(first.expires_at);
    expect(decodeJwt(refreshed.access_token).sid).toBe(decodeJwt(first.access_token).sid);
    // The new token works on a member route.
    const sub = decodeJwt(refreshed.access_token).sub;
    const user = await t.app.inject({ method: 'GET', url: `/user/${sub}`, headers: bearer(refreshed.access_token) });
    expect(user.statusCode).toBe(200);
  });

  it('answers 403 once the session is logged out', async () => {
    const { access_token } = await signIn(t.app, 'demo', 'demo12345');
    const logout = await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: bearer(access_token) });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/authenticate',
      headers: bearer(access_token),
      payload: { refresh: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 once the session has expired', async () => {
    const { access_token } = await signIn(t.app, 'demo', 'demo12345');
    t.clock.advance(3601_000);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/authenticate',
      headers: bearer(access_token),
      payload: { refresh: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token, or with one not signed by the API', async () => {
    const none = await t.app.inject({ method: 'PATCH', url: '/authenticate', headers: anonymous, payload: { refresh: true } });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'PATCH',
      url: '/authenticate',
      headers: bearer('not.a.token'),
      payload: { refresh: true },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('DELETE /authenticate', () => {
  it('revokes the session: the token no longer opens member routes', async () => {
    const { access_token } = await signIn(t.app, 'demo', 'demo12345');
    const sub = decodeJwt(access_token).sub;
    expect((await t.app.inject({ method: 'GET', url: `/user/${sub}`, headers: bearer(access_token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: bearer(access_token) })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: `/user/${sub}`, headers: bearer(access_token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.sessionExpired);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: anonymous });
    expect(response.statusCode).toBe(401);
  });
});
