import { MESSAGES } from '@heartline/contracts/rules';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { REALTIME_UNAUTHORISED_CLOSE } from '@heartline/contracts/schemas';
import { anonymous, bearer, signIn, setupTestApp } from '../helpers/app';
import { ChannelClient, listen } from '../realtime/channel-client';

const t = setupTestApp();

function agentSignIn(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/agent/authenticate', headers: anonymous, payload: { username, password } });
}

function takeOver(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/agent/authenticate', headers: anonymous, payload: { username, password, takeOver: true } });
}

function logout(token: string) {
  return t.app.inject({ method: 'DELETE', url: '/authenticate', headers: bearer(token) });
}

describe('POST /agent/authenticate', () => {
  it("signs an agent in with a token of kind agent, then answers 409 'Agent is already logged-in' until logout", async () => {
    const first = await agentSignIn('agent', 'agent12345');
    expect(first.statusCode).toBe(200);
    const { access_token, expires_at, token_type } = first.json();
    expect(token_type).toBe('Bearer');
    expect(decodeJwt(access_token)).toMatchObject({ kind: 'agent', role: 'agent', exp: expires_at });

    const second = await agentSignIn('agent', 'agent12345');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MESSAGES.agentAlreadyLoggedIn);

    expect((await logout(access_token)).statusCode).toBe(204);
    const again = await agentSignIn('agent', 'agent12345');
    expect(again.statusCode).toBe(200);
    await logout(again.json().access_token);
  });

  it('lets only one of two simultaneous sign-ins of one agent through', async () => {
    const answers = await Promise.all([agentSignIn('admin', 'admin12345'), agentSignIn('admin', 'admin12345')]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 409]);
    const token = answers.find((answer) => answer.statusCode === 200)!.json().access_token;
    expect(decodeJwt(token)).toMatchObject({ kind: 'agent', role: 'admin' });
    await logout(token);
  });

  it('answers 401 for a wrong password or a member account', async () => {
    expect((await agentSignIn('agent', 'wrong')).statusCode).toBe(401);
    const member = await agentSignIn('demo', 'demo12345');
    expect(member.statusCode).toBe(401);
    expect(member.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('keeps agents out of member routes', async () => {
    const member = await signIn(t.app, 'demo', 'demo12345');
    const agent = await signIn(t.app, 'agent', 'agent12345', '/agent/authenticate');
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/${decodeJwt(member.access_token).sub}`,
      headers: bearer(agent.access_token),
    });
    expect(response.statusCode).toBe(403);
    await logout(agent.access_token);
  });

  it("takes over with takeOver: the other device's session ends at once and its socket is told 'new-device-login'", async () => {
    await listen(t.app);
    const first = (await agentSignIn('agent2', 'agent212345')).json().access_token as string;
    const socket = await ChannelClient.open(t.app, first, { path: '/ws/agent' });
    try {
      expect(await socket.pingAndNext()).toEqual({ type: 'pong' });
      expect((await agentSignIn('agent2', 'agent212345')).statusCode).toBe(409);
      const second = await takeOver('agent2', 'agent212345');
      expect(second.statusCode).toBe(200);
      expect(await socket.next()).toEqual({ type: 'logout', data: { reason: 'new-device-login' } });
      expect((await socket.closedWithin()).code).toBe(REALTIME_UNAUTHORISED_CLOSE);
      // The old token no longer works; the new one does.
      expect((await t.app.inject({ method: 'GET', url: '/queue', headers: bearer(first) })).statusCode).toBe(401);
      const token = second.json().access_token as string;
      expect((await t.app.inject({ method: 'GET', url: '/queue', headers: bearer(token) })).statusCode).toBe(200);
      // A wrong password takes nothing over.
      expect((await takeOver('agent2', 'wrong-password')).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/queue', headers: bearer(token) })).statusCode).toBe(200);
      await logout(token);
    } finally {
      socket.close();
    }
  });
});
