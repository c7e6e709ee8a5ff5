import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import type { SessionService } from '../../src/auth/session-service';
import authPlugin from '../../src/plugins/app/auth';
import errorsPlugin from '../../src/plugins/app/errors';
import { anonymous, setupTestApp } from '../helpers/app';

const t = setupTestApp();

describe('who is asking', () => {
  it('answers 401 on an anonymous route without the public API key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/brands' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('answers 401 with a wrong public API key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/brands', headers: { 'x-api-key': 'hl_public_wrong' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid API key.');
  });

  it('lets the public API key through on an anonymous route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/brands', headers: anonymous });
    expect(response.statusCode).toBe(200);
  });

  it('needs nothing for /health and /docs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  });
});

describe('a route that declares no access', () => {
  it('is member-only: the public API key is not enough, an agent is refused, a member passes', async () => {
    const app = Fastify();
    const callers = {
      'member-token': { kind: 'member', subjectId: 1, role: 'member', sessionId: 's1' },
      'agent-token': { kind: 'agent', subjectId: 2, role: 'agent', sessionId: 's2' },
    } as const;
    const sessionService = {
      resolve: async (token: string) =>
        token in callers ? { ok: true, caller: callers[token as keyof typeof callers] } : { ok: false, problem: 'invalid' },
    } as unknown as SessionService;
    await app.register(fp(async (instance) => void instance.decorate('sessionService', sessionService), { name: 'services' }));
    app.decorate('config', { publicApiKey: 'key' } as never);
    await app.register(authPlugin);
    await app.register(errorsPlugin);
    app.get('/forgotten', async () => ({ ok: true }));
    await app.ready();

    const status = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/forgotten', headers })).statusCode;
    expect(await status({ 'x-api-key': 'key' })).toBe(401);
    expect(await status({ authorization: 'Bearer agent-token' })).toBe(403);
    expect(await status({ authorization: 'Bearer member-token' })).toBe(200);
    await app.close();
  });
});
