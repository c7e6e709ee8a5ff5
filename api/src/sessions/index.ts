// The sessions domain: server-side sessions behind every access token (member and staff) and the
// single-use tokens already spent (links, captcha answers). No routes of its own: sign-in lives in
// auth/ and agents/, and the who-is-asking hook (plugins/app/auth.ts) resolves tokens with it, so
// it is registered before that hook, among the plugins every domain stands on (app.ts).
import fp from 'fastify-plugin';
import { redisChannel, type RedisChannel } from '../db/redis';
import { createSessionsRepository } from './repositories/sessions';
import { createSpentTokensRepository, type SpentTokensRepository } from './repositories/spent-tokens';
import { createSessionService, isSessionChange, type SessionService } from './session-service';

export interface Sessions extends SessionService {
  /** Single-use tokens: `spend` is one insert, so of two requests with the same token one wins. */
  spentTokens: Pick<SpentTokensRepository, 'spend' | 'isSpent'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export default fp(
  async (app) => {
    // With REDIS_URL, a logout, refresh, takeover or lapse on one instance reaches every other at
    // once, so each may reuse a session read longer (config.ts: SESSION_CACHE_MS).
    let changes: RedisChannel | undefined;
    const service = createSessionService({
      sessions: createSessionsRepository(app.db, app.genericPlansDb),
      secret: app.config.jwtSecret,
      ttlSeconds: app.config.tokenTtlSeconds,
      clock: app.clock,
      cacheMs: app.config.sessionCacheMs,
      // A change that does not get through is still in the database: the others see it within SESSION_CACHE_MS.
      shareChange: (change) =>
        void changes
          ?.publish(JSON.stringify(change))
          .catch((error: unknown) => app.log.warn({ err: error }, 'sessions: a change was not shared')),
    });
    if (app.config.redisUrl) {
      changes = await redisChannel({
        url: app.config.redisUrl,
        channel: `${app.config.redisChannelPrefix}:sessions`,
        purpose: 'sessions',
        receive: (message) => {
          if (isSessionChange(message)) service.forgetChanged(message);
        },
        log: app.log,
      });
      app.addHook('onClose', () => changes!.close());
    }
    const { forgetChanged: _instancesOnly, ...shared } = service;
    app.decorate('sessions', { ...shared, spentTokens: createSpentTokensRepository(app.db, app.clock) } satisfies Sessions);
  },
  { name: 'sessions', dependencies: ['config', 'db'] },
);
