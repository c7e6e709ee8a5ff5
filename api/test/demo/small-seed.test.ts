import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema';
import { setupTestApp, signIn } from '../helpers/app';

// HEARTLINE_SEED_PROFILES_PER_BRAND may be small (benchmarks, quick demos): too few profiles for
// every demo relation must still give a working database.
const t = setupTestApp({ config: { seedProfilesPerBrand: 10 } });

describe('a seed with 10 profiles per brand', () => {
  it('starts, with its profiles and a demo member who can sign in', async () => {
    const [row] = await t.app.db.select({ count: sql<number>`count(*)::int` }).from(profiles);
    expect(row?.count).toBe(20);
    expect((await signIn(t.app, 'demo', 'demo12345')).access_token).toBeTruthy();
  });
});
