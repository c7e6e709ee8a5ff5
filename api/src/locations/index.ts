// The locations domain (`app.locations`): lookups in the static city and ZIP data of data/ (no
// tables); routes GET /locations/{country}/cities and /locations/{country}/zip/{zip}.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { locations, type Locations } from './lookups';
import locationRoutes from './routes/locations';

declare module 'fastify' {
  interface FastifyInstance {
    locations: Locations;
  }
}

export default fp(
  async (app) => {
    app.decorate('locations', locations);
    await app.register(routeFolder('anonymous', locationRoutes));
  },
  { name: 'locations domain' },
);
