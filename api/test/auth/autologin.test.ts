import { MESSAGES } from '@heartline/contracts/rules';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAutologinToken } from '../../src/auth/autologin-tokens';
import { JWT_SECRET, anonymous, bearer, signIn, setupTestApp } from '../helpers/app';

const t = setupTestApp();

async function demoUserId(): Promise<string> {
  const { access_token } = await signIn(t.app, 'demo', 'demo12345');
  return decodeJwt(access_token).sub!;
}

function autologin(token: string) {
  return t.app.inject({ method: 'GET', url: '/autologin', query: { token }, headers: anonymous });
}

describe('GET /autologin', () => {
  it('exchanges a valid link token for an access token with its expiry in milliseconds', async () => {
    const userId = await demoUserId();
    const response = await autologin(await signAutologinToken(userId, 600, JWT_SECRET, t.clock.now()));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(String(body.expiresAt)).toHaveLength(13);
    expect(body.expiresAt).toBe((decodeJwt(body.accessToken).exp ?? 0) * 1000);
    const user = await t.app.inject({ method: 'GET', url: `/user/${userId}`, headers: bearer(body.accessToken) });
    expect(user.statusCode).toBe(200);
    expect(user.json().username).toBe('demo');
  });

  it('exchanges a token once: the link cannot open a second session', async () => {
    const token = await signAutologinToken(await demoUserId(), 600, JWT_SECRET, t.clock.now());
    expect((await autologin(token)).statusCode).toBe(200);
    const again = await autologin(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('opens exactly one session when one token is exchanged 20 times in parallel', async () => {
    const token = await signAutologinToken(await demoUserId(), 600, JWT_SECRET, t.clock.now());
    const responses = await Promise.all(Array.from({ length: 20 }, () => autologin(token)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(19);
  });

  it('refuses the same token spelled another way (the spare bits of its last base64url character)', async () => {
    const token = await signAutologinToken(await demoUserId(), 600, JWT_SECRET, t.clock.now());
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    const respelled = `${token.slice(0, -1)}${alphabet[(last & ~3) | ((last + 1) & 3)]}`;
    expect(respelled).not.toBe(token);
    expect((await autologin(token)).statusCode).toBe(200);
    expect((await autologin(respelled)).statusCode).toBe(401);
  });

  it('gives two links minted for one member in the same second a use each', async () => {
    const userId = await demoUserId();
    const [first, second] = await Promise.all([
      signAutologinToken(userId, 600, JWT_SECRET, t.clock.now()),
      signAutologinToken(userId, 600, JWT_SECRET, t.clock.now()),
    ]);
    expect(first).not.toBe(second);
    expect((await autologin(first!)).statusCode).toBe(200);
    expect((await autologin(second!)).statusCode).toBe(200);
  });

  it("answers 401 'token expired' for a token past its expiry", async () => {
    const userId = await demoUserId();
    const response = await autologin(await signAutologinToken(userId, -60, JWT_SECRET, t.clock.now()));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.tokenExpired);
  });

  it.each([
    ['signed with another secret', async (userId: string) => signAutologinToken(userId, 600, 'some-other-secret', t.clock.now())],
    ['that is not a JWT', async () => 'garbage'],
    ['that is an access token', async () => (await signIn(t.app, 'newbie', 'newbie12345')).access_token],
  ])("answers 401 'invalid credentials' for a token %s", async (_case, mint) => {
    const response = await autologin(await mint(await demoUserId()));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it("answers 404 'User not found' for a member that does not exist", async () => {
    const response = await autologin(await signAutologinToken(987654, 600, JWT_SECRET, t.clock.now()));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.userNotFound);
  });

  it('answers 400 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/autologin', headers: anonymous });
    expect(response.statusCode).toBe(400);
  });
});
