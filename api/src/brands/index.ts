// The brands domain (`app.brands`): the brand a front end is (found by its domain), its company and
// products; routes GET /brands, /brand, /brand/{id}, /brand/{id}/logo.png and /company/{id}.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createBrands, type Brands } from './brands';
import { createBrandsRepository } from './repositories/brands';
import brandRoutes from './routes/brands';
import companyRoutes from './routes/companies';

declare module 'fastify' {
  interface FastifyInstance {
    brands: Brands;
  }
}

export default fp(
  async (app) => {
    app.decorate('brands', createBrands(createBrandsRepository(app.db)));
    await app.register(routeFolder('anonymous', brandRoutes));
    await app.register(routeFolder('anonymous', companyRoutes));
  },
  { name: 'brands domain', dependencies: ['db'] },
);
