// Who may call a route: its `config.access`, declared by the route or, for every route of a
// folder, by the folder (`routeFolder`). A route that gets neither is member-only (auth.ts):
// forgetting is never an open door. Registered before any route, so `app.routeAccess()` lists
// every route with the access the who-is-asking hook will judge it by (what the tests pin).
import type { FastifyContextConfig, FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export type RouteAccess = 'public' | 'anonymous' | 'member' | 'agent' | 'session' | 'bearer';

/** The access of a route that declares none and whose folder declares none. */
export const DEFAULT_ACCESS: RouteAccess = 'member';

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's answer schemas by status code (`schema.response`), as the serializer uses them. */
  responses: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route (HEAD routes aside) with its access, in the order they were added. */
    routeAccess(): RouteAccessEntry[];
  }
}

export function accessOf(config: FastifyContextConfig | undefined): RouteAccess {
  return config?.access ?? DEFAULT_ACCESS;
}

/**
 * A route folder's plugin whose routes get `access` unless a route declares its own, as
 * fastify/demo's autohooks guard a folder: the folder says once who its routes are for.
 */
export function routeFolder(access: RouteAccess, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.config?.access === undefined) route.config = { ...route.config, access };
    });
    await app.register(routes);
  };
}

function responsesOf(options: RouteOptions): Record<string, unknown> {
  const schema = options.schema as { response?: Record<string, unknown> } | undefined;
  return schema?.response ?? {};
}

export default fp(
  async (app) => {
    // The options object itself is kept: hooks of folders (and of the docs and media plugins)
    // set `config.access` on it after this hook has seen it.
    const routes: Array<{ methods: string[]; url: string; options: RouteOptions }> = [];
    app.addHook('onRoute', (route) => {
      routes.push({ methods: [route.method].flat(), url: route.url, options: route });
    });
    app.decorate('routeAccess', () =>
      routes.flatMap(({ methods, url, options }) =>
        methods
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, url, access: accessOf(options.config), responses: responsesOf(options) })),
      ),
    );
  },
  { name: 'route-access' },
);
