// Sessions and single-use tokens: what every domain's sign-in, sign-out and one-time links rest
// on, and what the who-is-asking hook (auth.ts) resolves bearer tokens with.
import fp from 'fastify-plugin';
import { createSessionService, type SessionService } from './session-service';
import { createSessionsRepository, type SessionsRepository } from './repositories/sessions';
import { createSpentTokensRepository, type SpentTokensRepository } from './repositories/spent-tokens';
import { provideRepositories } from '../plugins/app/repositories';

declare module '../plugins/app/repositories' {
  interface Repositories {
    sessions: SessionsRepository;
    spentTokens: SpentTokensRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionService: SessionService;
  }
}

export default fp(
  async (app) => {
    const sessions = createSessionsRepository(app.db);
    provideRepositories(app, { sessions, spentTokens: createSpentTokensRepository(app.db) });
    app.decorate(
      'sessionService',
      createSessionService({
        sessions,
        secret: app.config.jwtSecret,
        ttlSeconds: app.config.tokenTtlSeconds,
        clock: app.clock,
        cacheMs: app.config.sessionCacheMs,
      }),
    );
  },
  { name: 'sessions', dependencies: ['config', 'db', 'repositories'] },
);
