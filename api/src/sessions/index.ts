// The sessions domain: server-side sessions behind every access token (member and staff) and the
// single-use tokens already spent (links, captcha answers). No routes of its own: sign-in lives in
// auth/ and agents/, and the who-is-asking hook (plugins/app/auth.ts) resolves tokens with it, so
// it is registered before that hook, among the plugins every domain stands on (app.ts).
import fp from 'fastify-plugin';
import { createSessionsRepository } from './repositories/sessions';
import { createSpentTokensRepository, type SpentTokensRepository } from './repositories/spent-tokens';
import { createSessionService, type SessionService } from './session-service';

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
    const service = createSessionService({
      sessions: createSessionsRepository(app.db, app.genericPlansDb),
      secret: app.config.jwtSecret,
      ttlSeconds: app.config.tokenTtlSeconds,
      clock: app.clock,
      cacheMs: app.config.sessionCacheMs,
    });
    app.decorate('sessions', { ...service, spentTokens: createSpentTokensRepository(app.db) } satisfies Sessions);
  },
  { name: 'sessions', dependencies: ['config', 'db'] },
);
