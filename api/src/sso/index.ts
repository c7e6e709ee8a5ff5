// The sso domain (`app.sso`): the built-in identity provider ("Heartline ID" on the brands that offer it) at
// /sso/verify/, server-rendered pages a brand's site sends the browser to (routes/verify-pages);
// public, as a browser navigation carries no credentials.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createIdentityProvider, type IdentityProvider } from './identity-provider';
import { createSsoIdentitiesRepository } from './repositories/sso-identities';
import ssoRoutes from './routes/verify-pages';

declare module 'fastify' {
  interface FastifyInstance {
    sso: { identityProvider: IdentityProvider };
  }
}

export default fp(
  async (app) => {
    const repositories = { ssoIdentities: createSsoIdentitiesRepository(app.db) };
    const identityProvider = createIdentityProvider({
      repositories,
      brands: app.brands,
      accounts: app.accounts,
      config: app.config,
      clock: app.clock,
    });
    app.decorate('sso', { identityProvider });
    await app.register(routeFolder('public', ssoRoutes));
  },
  { name: 'sso domain', dependencies: ['brands domain', 'accounts domain'] },
);
