// In-process events about members (domain-events.ts): the domains emit them after a
// change is committed, the real-time domain tells the member's browsers.
import fp from 'fastify-plugin';
import { createDomainEvents, type DomainEventBus } from './domain-events';

declare module 'fastify' {
  interface FastifyInstance {
    domainEvents: DomainEventBus;
  }
}

export default fp(
  async (app) => {
    app.decorate('domainEvents', createDomainEvents());
  },
  { name: 'events' },
);
