import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agents, brands, users } from '../../src/db/schema';
import { seedDatabase } from '../../src/db/seed';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp();

describe('seedDatabase', () => {
  it('seeds only an empty database: a second run changes nothing', async () => {
    const count = async () => {
      const [row] = await t.app.db.select({
        brands: sql<number>`(select count(*) from ${brands})::int`,
        users: sql<number>`(select count(*) from ${users})::int`,
        agents: sql<number>`(select count(*) from ${agents})::int`,
      }).from(sql`(select 1) as one`);
      return row;
    };
    const before = await count();
    expect(before).toEqual({ brands: 2, users: 2, agents: 2 });
    expect(await seedDatabase(t.app.db)).toBe(false);
    expect(await count()).toEqual(before);
  });
});
