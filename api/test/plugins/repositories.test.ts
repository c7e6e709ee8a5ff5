import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import repositoriesPlugin, { provideRepositories, type Repositories } from '../../src/plugins/app/repositories';

async function appWithRegistry() {
  const app = Fastify();
  await app.register(repositoriesPlugin);
  return app;
}

describe('the repositories registry', () => {
  it('refuses at start-up a domain that reads a repository no earlier domain provided, naming it', async () => {
    const app = await appWithRegistry();
    const domainReadingBrands = async (domain: typeof app) => {
      const { brands } = domain.repositories;
      domain.get('/brands', async () => brands.listSummaries());
    };
    await expect(Promise.resolve(app.register(domainReadingBrands))).rejects.toThrow('No domain has provided the brands repository (yet)');
  });

  it('gives every domain the repositories provided before it', async () => {
    const app = await appWithRegistry();
    const brands = { listSummaries: async () => [] } as unknown as Repositories['brands'];
    provideRepositories(app, { brands });
    expect(app.repositories.brands).toBe(brands);
    expect('brands' in app.repositories).toBe(true);
    await app.close();
  });

  it('refuses a repository provided twice', async () => {
    const app = await appWithRegistry();
    const brands = {} as Repositories['brands'];
    provideRepositories(app, { brands });
    expect(() => provideRepositories(app, { brands })).toThrow('The brands repository is provided twice');
    await app.close();
  });
});
