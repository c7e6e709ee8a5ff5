import { MESSAGES } from '@heartline/contracts/rules';
import { userSchema } from '@heartline/contracts/schemas';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous, bearer, signIn, setupTestApp } from '../helpers/app';

const t = setupTestApp();
let demo: { token: string; id: string };
let newbie: { token: string; id: string };

beforeAll(async () => {
  for (const [username, password, assign] of [
    ['demo', 'demo12345', (value: typeof demo) => (demo = value)],
    ['newbie', 'newbie12345', (value: typeof demo) => (newbie = value)],
  ] as const) {
    const { access_token } = await signIn(t.app, username, password);
    assign({ token: access_token, id: decodeJwt(access_token).sub! });
  }
});

describe('GET /user/{id}', () => {
  it("answers the member's own record, in the contract's shape, without the password", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/user/${demo.id}`, headers: bearer(demo.token) });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      _id: demo.id,
      username: 'demo',
      emailValidated: true,
      credits: 20,
      domain: 'localhost',
      firstName: 'Dana',
    });
    expect(user.firstLoginDate).not.toBeNull();
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('answers the unverified newbie with no credits', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/user/${newbie.id}`, headers: bearer(newbie.token) });
    expect(response.json()).toMatchObject({ username: 'newbie', emailValidated: false, credits: 0 });
  });

  it("answers another member's record as a missing one (404), so ids cannot be probed", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/user/${newbie.id}`, headers: bearer(demo.token) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.notFound);
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/999999', headers: bearer(demo.token) });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without a token, with only the public API key, or with a forged token', async () => {
    for (const headers of [{}, anonymous, bearer('forged.token.here')]) {
      const response = await t.app.inject({ method: 'GET', url: `/user/${demo.id}`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toMatch(/password/i);
    }
  });
});

describe("/user/{id} and its subpaths for an id that is not the caller's", () => {
  // Every verb with a body it accepts: only the id decides the answer.
  const requests: Array<{ method: 'GET' | 'PATCH' | 'DELETE'; path: string; payload?: Record<string, unknown> }> = [
    { method: 'GET', path: '' },
    { method: 'PATCH', path: '', payload: { favourite: { profileId: '1', value: false } } },
    { method: 'DELETE', path: '', payload: { password: 'newbie12345' } },
    { method: 'PATCH', path: '/notifications', payload: { notifyByEmail: false } },
    { method: 'PATCH', path: '/password', payload: { currentPassword: 'newbie12345', newPassword: 'taken-over-password' } },
    { method: 'PATCH', path: '/is-doi', payload: { code: '123456' } },
    { method: 'DELETE', path: '/image/1' },
  ];

  it.each(requests)(
    '$method /user/{id}$path answers 404 for another member exactly as for no member',
    async ({ method, path, payload }) => {
      const ask = (id: string) =>
        t.app.inject({ method, url: `/user/${id}${path}`, headers: bearer(demo.token), ...(payload ? { payload } : {}) });
      const [another, missing] = [await ask(newbie.id), await ask('999999')];
      expect({ status: another.statusCode, body: another.json() }).toEqual({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound },
      });
      expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: another.statusCode, body: another.json() });
    },
  );

  it('changed nothing of the other member', async () => {
    await expect(signIn(t.app, 'newbie', 'newbie12345')).resolves.toHaveProperty('access_token');
    const own = await t.app.inject({ method: 'GET', url: `/user/${newbie.id}`, headers: bearer(newbie.token) });
    expect(own.json()).toMatchObject({ username: 'newbie' });
  });
});
