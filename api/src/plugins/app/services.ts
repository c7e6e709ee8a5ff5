// Repositories and the session service, as decorators the routes use.
import fp from 'fastify-plugin';
import { createSessionService, type SessionService } from '../../auth/session-service';
import { createDomainEvents, type DomainEventBus } from '../../events/domain-events';
import { createRepositories, type Repositories } from '../../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    sessionService: SessionService;
    /** In-process events about members; see events/domain-events.ts. */
    domainEvents: DomainEventBus;
  }
}

export default fp(
  async (app) => {
    const repositories = createRepositories(app.db);
    app.decorate('repositories', repositories);
    app.decorate('domainEvents', createDomainEvents());
    app.decorate(
      'sessionService',
      createSessionService({
        sessions: repositories.sessions,
        secret: app.config.jwtSecret,
        ttlSeconds: app.config.tokenTtlSeconds,
        clock: app.clock,
        cacheMs: app.config.sessionCacheMs,
      }),
    );
  },
  { name: 'services', dependencies: ['config', 'db'] },
);
