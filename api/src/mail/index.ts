// What the API says about itself: liveness (GET /health) and, while mail goes to the local outbox
// (no SMTP_URL), the outbox as pages for developers (GET /dev/outbox, see mail/README.md).
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import devOutboxRoutes from './routes/dev-outbox';
import healthRoutes from '../routes/health';

export default fp(
  async (app) => {
    await app.register(routeFolder('public', healthRoutes));
    await app.register(routeFolder('public', devOutboxRoutes));
  },
  { name: 'platform domain', dependencies: ['providers'] },
);
