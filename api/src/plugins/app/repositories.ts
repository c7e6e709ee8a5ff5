// The SQL of every domain (src/repositories/) in one registry that routes and services read as
// `app.repositories.<name>`. Each domain's plugin (src/domains/) adds its own repositories and
// declares their types by merging into `Repositories`, so each name is given by one domain.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Declared piece by piece by the domains: `declare module '…/plugins/app/repositories'`. */
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- filled by declaration merging
export interface Repositories {}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

/** Adds a domain's repositories to the registry; a name provided twice is a mistake. */
export function provideRepositories(app: FastifyInstance, repositories: Partial<Repositories>): void {
  for (const [name, repository] of Object.entries(repositories)) {
    if (name in app.repositories) throw new Error(`The ${name} repository is provided twice`);
    Object.assign(app.repositories, { [name]: repository });
  }
}

/**
 * Reading a repository no domain has provided (yet) fails at once, at start-up when a route
 * reads it as it is registered, rather than as `undefined` in some later request: a domain must
 * come after the domains whose repositories it reads (app.ts).
 */
function registry(): Repositories {
  return new Proxy({} as Repositories, {
    get(provided, name, receiver) {
      if (typeof name === 'string' && !(name in provided) && !(name in Object.prototype) && name !== 'then' && name !== 'toJSON') {
        throw new Error(`No domain has provided the ${name} repository (yet): register its domain first`);
      }
      return Reflect.get(provided, name, receiver);
    },
  });
}

export default fp(
  async (app) => {
    const repositories = registry();
    app.decorate('repositories', { getter: () => repositories });
  },
  { name: 'repositories' },
);
