import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(helmet, {
      // Locally the API is plain http on localhost; upgrading its requests to https would break /docs.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
      // The front ends live on other ports of the same host (same site) and load API resources.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'helmet' },
);
