// The built-in identity provider ("Heartline ID", SSO_NAME) at /sso/verify/: server-rendered
// pages a brand's site sends the browser to (routes/sso, src/sso); public, as a browser
// navigation carries no credentials.
import fp from 'fastify-plugin';
import { provideRepositories } from '../plugins/app/repositories';
import { routeFolder } from '../plugins/app/route-access';
import { createSsoIdentitiesRepository, type SsoIdentitiesRepository } from './repositories/sso-identities';
import ssoRoutes from './routes/verify-pages';

declare module '../plugins/app/repositories' {
  interface Repositories {
    ssoIdentities: SsoIdentitiesRepository;
  }
}

export default fp(
  async (app) => {
    provideRepositories(app, { ssoIdentities: createSsoIdentitiesRepository(app.db) });
    await app.register(routeFolder('public', ssoRoutes));
  },
  { name: 'sso domain', dependencies: ['brands domain', 'accounts domain'] },
);
