// The public contact and affiliate forms; each request gets a ticket number.
import fp from 'fastify-plugin';
import { createSupportDesk, type SupportDesk } from './support-desk';
import { provideRepositories } from '../plugins/app/repositories';
import { routeFolder } from '../plugins/app/route-access';
import { createSupportRequestsRepository, type SupportRequestsRepository } from './repositories/support-requests';
import supportRoutes from './routes/customer-support';

declare module '../plugins/app/repositories' {
  interface Repositories {
    supportRequests: SupportRequestsRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    supportDesk: SupportDesk;
  }
}

export default fp(
  async (app) => {
    provideRepositories(app, { supportRequests: createSupportRequestsRepository(app.db) });
    app.decorate('supportDesk', createSupportDesk(app));
    await app.register(routeFolder('anonymous', supportRoutes));
  },
  { name: 'support domain', dependencies: ['brands domain'] },
);
