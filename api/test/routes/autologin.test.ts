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

  it("answers 401 'token expired' for a token past its expiry", async () => {
    const userId = await demoUserId();
    const response = await autologin(await signAutologinToken(userId, -60, JWT_SECRET, t.clock.now()));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.tokenExpired);
  });

  it.each([
    ['signed with another secret', async (userId: string) => signAutologinToken(userId, 600, 'some-other-secret')],
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
