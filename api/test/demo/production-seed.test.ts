import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agents, brands, products, profiles, ssoIdentities, users } from '../../src/db/schema';
import { anonymous, setupTestApp } from '../helpers/app';

// What a production start seeds (NODE_ENV=production sets seedDemoAccounts to false).
const t = setupTestApp({ config: { seedDemoAccounts: false, seedProfilesPerBrand: 30 } });

describe('a production first start', () => {
  it('seeds the brands, their products and the fictitious profiles, but no login with a public password', async () => {
    const [row] = await t.app.db
      .select({
        brands: sql<number>`(select count(*) from ${brands})::int`,
        products: sql<number>`(select count(*) from ${products})::int`,
        profiles: sql<number>`(select count(*) from ${profiles})::int`,
        users: sql<number>`(select count(*) from ${users})::int`,
        agents: sql<number>`(select count(*) from ${agents})::int`,
        identities: sql<number>`(select count(*) from ${ssoIdentities})::int`,
      })
      .from(sql`(select 1) as one`);
    expect(row).toMatchObject({ brands: 2, profiles: 60, users: 0, agents: 0, identities: 0 });
    expect(row!.products).toBeGreaterThan(0);
  });

  it('refuses the README demo logins', async () => {
    for (const [url, username, password] of [
      ['/authenticate', 'demo', 'demo12345'],
      ['/agent/authenticate', 'admin', 'admin12345'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: anonymous, payload: { username, password } });
      expect(response.statusCode).toBe(401);
    }
  });
});
