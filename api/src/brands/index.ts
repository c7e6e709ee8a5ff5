// Brands: the brand a front end is (found by its domain), its company and products.
import fp from 'fastify-plugin';
import { provideRepositories } from '../plugins/app/repositories';
import { routeFolder } from '../plugins/app/route-access';
import { createBrandsRepository, type BrandsRepository } from './repositories/brands';
import brandRoutes from './routes/brands';
import companyRoutes from './routes/companies';

declare module '../plugins/app/repositories' {
  interface Repositories {
    brands: BrandsRepository;
  }
}

export default fp(
  async (app) => {
    provideRepositories(app, { brands: createBrandsRepository(app.db) });
    await app.register(routeFolder('anonymous', brandRoutes));
    await app.register(routeFolder('anonymous', companyRoutes));
  },
  { name: 'brands domain', dependencies: ['repositories'] },
);
