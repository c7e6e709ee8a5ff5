import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import type { Sessions } from '../../src/sessions';
import authPlugin from '../../src/plugins/app/auth';
import errorsPlugin from '../../src/plugins/app/errors';
import routeAccessPlugin, { routeFolder, type RouteAccess } from '../../src/plugins/app/route-access';
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

/** A bare app with the who-is-asking hook, a member and an agent session, and the public API key `key`. */
async function appWithCallers() {
  const app = Fastify();
  const callers = {
    'member-token': { kind: 'member', subjectId: 1, role: 'member', sessionId: 's1' },
    'agent-token': { kind: 'agent', subjectId: 2, role: 'agent', sessionId: 's2' },
  } as const;
  const sessionService = {
    resolve: async (token: string) =>
      token in callers ? { ok: true, caller: callers[token as keyof typeof callers] } : { ok: false, problem: 'invalid' },
  } as unknown as Sessions;
  await app.register(fp(async (instance) => void instance.decorate('sessions', sessionService), { name: 'sessions' }));
  app.decorate('config', { publicApiKey: 'key' } as never);
  await app.register(routeAccessPlugin);
  await app.register(authPlugin);
  await app.register(errorsPlugin);
  return app;
}

describe('a route that declares no access', () => {
  it('is member-only: the public API key is not enough, an agent is refused, a member passes', async () => {
    const app = await appWithCallers();
    app.get('/forgotten', async () => ({ ok: true }));
    await app.ready();

    const status = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/forgotten', headers })).statusCode;
    expect(await status({ 'x-api-key': 'key' })).toBe(401);
    expect(await status({ authorization: 'Bearer agent-token' })).toBe(403);
    expect(await status({ authorization: 'Bearer member-token' })).toBe(200);
    await app.close();
  });

  it("gets its folder's access, while a route of the folder that declares its own keeps it", async () => {
    const app = await appWithCallers();
    await app.register(
      routeFolder('anonymous', async (folder) => {
        folder.get('/folder/open', async () => ({ ok: true }));
        folder.get('/folder/members', { config: { access: 'member' } }, async () => ({ ok: true }));
      }),
    );
    app.get('/elsewhere', async () => ({ ok: true }));
    await app.ready();

    const status = async (url: string, headers: Record<string, string>) => (await app.inject({ method: 'GET', url, headers })).statusCode;
    expect(await status('/folder/open', { 'x-api-key': 'key' })).toBe(200);
    expect(await status('/folder/members', { 'x-api-key': 'key' })).toBe(401);
    expect(await status('/folder/members', { authorization: 'Bearer member-token' })).toBe(200);
    // The folder's default stays in its folder.
    expect(await status('/elsewhere', { 'x-api-key': 'key' })).toBe(401);
    expect(app.routeAccess().map(({ method, url, access }) => ({ method, url, access }))).toEqual([
      { method: 'GET', url: '/folder/open', access: 'anonymous' },
      { method: 'GET', url: '/folder/members', access: 'member' },
      { method: 'GET', url: '/elsewhere', access: 'member' },
    ]);
    await app.close();
  });
});

/**
 * Who may call each route today. A route added, removed or given another access (by itself or
 * by its folder's default) changes this list: say so here, on purpose.
 */
const ACCESS_OF_EVERY_ROUTE: Array<[method: string, url: string, access: RouteAccess]> = [
  ['OPTIONS', '*', 'member'],
  ['POST', '/agent', 'agent'],
  ['PATCH', '/agent/:id', 'agent'],
  ['POST', '/agent/authenticate', 'anonymous'],
  ['GET', '/agents', 'agent'],
  ['GET', '/agents/figures', 'agent'],
  ['GET', '/auth/config', 'anonymous'],
  ['DELETE', '/authenticate', 'session'],
  ['PATCH', '/authenticate', 'bearer'],
  ['POST', '/authenticate', 'anonymous'],
  ['GET', '/autologin', 'anonymous'],
  ['GET', '/brand', 'anonymous'],
  ['GET', '/brand/:id', 'anonymous'],
  ['GET', '/brand/:id/logo.png', 'public'],
  ['GET', '/brands', 'anonymous'],
  ['GET', '/captcha/v2/challenge', 'anonymous'],
  ['POST', '/captcha/v2/verify', 'anonymous'],
  ['POST', '/captcha/v3', 'anonymous'],
  ['GET', '/captcha/v3/challenge', 'anonymous'],
  ['GET', '/catalogue', 'member'],
  ['GET', '/claim', 'agent'],
  ['GET', '/company/:id', 'anonymous'],
  ['GET', '/conversation/:id', 'session'],
  ['PATCH', '/conversation/:id', 'member'],
  ['POST', '/conversation/:id', 'member'],
  ['POST', '/conversation/:id/attachment', 'member'],
  ['PATCH', '/conversation/:id/mark-read', 'member'],
  ['POST', '/conversation/:id/meet-up', 'session'],
  ['DELETE', '/conversation/:id/meet-up/:meetupId', 'session'],
  ['PATCH', '/conversation/:id/meet-up/:meetupId', 'session'],
  ['POST', '/conversation/:id/message', 'session'],
  ['POST', '/conversation/:id/note', 'agent'],
  ['DELETE', '/conversation/:id/note/:noteId', 'agent'],
  ['PATCH', '/conversation/:id/note/:noteId', 'agent'],
  ['GET', '/conversations', 'session'],
  ['POST', '/customer-support', 'anonymous'],
  ['GET', '/dev/mail-templates', 'public'],
  ['GET', '/dev/mail-templates/:brandId/:template', 'public'],
  ['GET', '/dev/outbox', 'public'],
  ['GET', '/dev/outbox.json', 'public'],
  ['GET', '/dev/outbox/:id', 'public'],
  ['GET', '/docs', 'public'],
  ['GET', '/docs/json', 'public'],
  ['GET', '/docs/static/*', 'public'],
  ['GET', '/docs/static/index.html', 'public'],
  ['GET', '/docs/static/swagger-initializer.js', 'public'],
  ['GET', '/docs/yaml', 'public'],
  ['GET', '/emoji/64/*', 'public'],
  ['POST', '/event', 'agent'],
  ['GET', '/favorites', 'member'],
  ['POST', '/forgot-password', 'anonymous'],
  ['GET', '/health', 'public'],
  ['GET', '/interests/:kind', 'member'],
  ['GET', '/locations/:country/cities', 'anonymous'],
  ['GET', '/locations/:country/zip/:zip', 'anonymous'],
  ['GET', '/match/next', 'member'],
  ['POST', '/match/swipe', 'member'],
  ['POST', '/match/undo', 'member'],
  ['GET', '/matches', 'member'],
  ['GET', '/media/*', 'public'],
  ['GET', '/members', 'agent'],
  ['POST', '/members/:id/reactivate', 'agent'],
  ['GET', '/moderation/images', 'agent'],
  ['PATCH', '/moderation/images/:id', 'agent'],
  ['POST', '/order', 'member'],
  ['GET', '/order/:id', 'member'],
  ['PATCH', '/order/:id', 'member'],
  ['POST', '/order/:id/receipt', 'member'],
  ['GET', '/payment-methods', 'member'],
  ['DELETE', '/payment-methods/:cardId', 'member'],
  ['POST', '/payment-session/apple-pay', 'member'],
  ['GET', '/payments/sandbox/challenge/:intentId', 'public'],
  ['POST', '/payments/sandbox/challenge/:intentId', 'public'],
  ['POST', '/payments/webhook', 'public'],
  ['GET', '/prices', 'anonymous'],
  ['GET', '/profile/:id', 'member'],
  ['POST', '/profile/:id/note', 'agent'],
  ['DELETE', '/profile/:id/note/:noteId', 'agent'],
  ['PATCH', '/profile/:id/note/:noteId', 'agent'],
  ['POST', '/profile/:id/upload', 'agent'],
  ['GET', '/profiles', 'anonymous'],
  ['GET', '/queue', 'agent'],
  ['POST', '/register', 'anonymous'],
  ['POST', '/resend-email', 'member'],
  ['POST', '/reset-password', 'anonymous'],
  ['GET', '/sso/verify', 'public'],
  ['GET', '/sso/verify/', 'public'],
  ['POST', '/sso/verify/consent', 'public'],
  ['GET', '/sso/verify/create', 'public'],
  ['POST', '/sso/verify/create', 'public'],
  ['POST', '/sso/verify/sign-in', 'public'],
  ['PATCH', '/subscriptions/:id', 'member'],
  ['DELETE', '/user/:id', 'member'],
  ['GET', '/user/:id', 'member'],
  ['PATCH', '/user/:id', 'member'],
  ['DELETE', '/user/:id/image/:imageId', 'member'],
  ['PATCH', '/user/:id/is-doi', 'member'],
  ['POST', '/user/:id/note', 'agent'],
  ['DELETE', '/user/:id/note/:noteId', 'agent'],
  ['PATCH', '/user/:id/note/:noteId', 'agent'],
  ['PATCH', '/user/:id/notifications', 'member'],
  ['PATCH', '/user/:id/password', 'member'],
  ['POST', '/user/:id/terms', 'member'],
  ['POST', '/user/upload', 'member'],
  ['GET', '/verification-status', 'member'],
  ['GET', '/verify-email', 'public'],
  ['GET', '/ws/agent', 'public'],
  ['GET', '/ws/user', 'public'],
];

describe('every route of the API', () => {
  it('keeps the access it was given, whether the route or its folder declares it', () => {
    const key = ([method, url]: [string, string, ...unknown[]]) => `${url} ${method}`;
    const listed = t.app
      .routeAccess()
      .map(({ method, url, access }): [string, string, RouteAccess] => [method, url, access])
      .toSorted((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    expect(listed).toEqual(ACCESS_OF_EVERY_ROUTE);
  });
});
