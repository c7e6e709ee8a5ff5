// The support domain (`app.support`): the public contact and affiliate forms, each request filed
// under the brand of the site that sent it with a ticket number; route POST /customer-support.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createSupportRequestsRepository } from './repositories/support-requests';
import supportRoutes from './routes/customer-support';
import { createSupportDesk, type SupportDesk } from './support-desk';

declare module 'fastify' {
  interface FastifyInstance {
    support: { desk: SupportDesk };
  }
}

export default fp(
  async (app) => {
    const repositories = { supportRequests: createSupportRequestsRepository(app.db) };
    app.decorate('support', { desk: createSupportDesk({ repositories, brands: app.brands }) });
    await app.register(routeFolder('anonymous', supportRoutes));
  },
  { name: 'support domain', dependencies: ['brands domain'] },
);
