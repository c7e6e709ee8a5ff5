// The health domain: GET /health, for load balancers and monitoring, answered from the event
// loop's delay (plugins/external/event-loop.ts): 503 while the instance has been stalled.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import healthRoutes from './routes/health';

export default fp(
  async (app) => {
    await app.register(routeFolder('public', healthRoutes));
  },
  { name: 'health domain', dependencies: ['event-loop'] },
);
