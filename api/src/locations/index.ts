// Location lookups from the static data in src/locations: city search and ZIP → state.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import locationRoutes from './routes/locations';

export default fp(
  async (app) => {
    await app.register(routeFolder('anonymous', locationRoutes));
  },
  { name: 'locations domain' },
);
