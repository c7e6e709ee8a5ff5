// GET /profiles with the list cache off and the totals kept (PROFILE_TOTAL_CACHE_MS): what a
// list that depends on the member does in production. The pages are read each time; the total
// of a brand's filters is counted once per PROFILE_TOTAL_CACHE_MS.
import { profilesPageSchema } from '@heartline/contracts/schemas';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { addRedHairedProfile, heartlineBrandId } from '../helpers/profiles';
import { signInMember, type SignedInMember } from '../helpers/members';

const TOTALS_MS = 60_000;
const t = setupTestApp({ config: { profileListCacheMs: 0, profileTotalCacheMs: TOTALS_MS } });
let demo: SignedInMember;
let brandId: number;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  brandId = await heartlineBrandId(t.app.db);
});

async function page(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/profiles?${query}`, headers: demo.headers });
  expect(response.statusCode).toBe(200);
  return profilesPageSchema.parse(response.json());
}

describe('GET /profiles with the totals kept', () => {
  it('shows a new profile on the next page read at once, and counts it in the total once the kept one expires', async () => {
    const before = await page('hair=red&sortBy=username-asc&limit=5');
    const added = await addRedHairedProfile(t.app.db, brandId, 'aaa_kept_total', t.clock.now());
    try {
      const live = await page('hair=red&sortBy=username-asc&limit=5');
      expect(live.profiles[0]!.username).toBe('aaa_kept_total');
      expect(live.total).toBe(before.total);
      t.clock.advance(TOTALS_MS);
      const recounted = await page('hair=red&sortBy=username-asc&limit=5');
      expect(recounted.total).toBe(before.total + 1);
    } finally {
      await t.app.db.delete(profiles).where(eq(profiles.id, added));
    }
  });

  it.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')('searches without a range through the connections that plan once', async () => {
    const pool = (t.app.genericPlansDb as unknown as { $client: pg.Pool }).$client;
    await page('eyes=blue&limit=5');
    expect(pool.totalCount).toBeGreaterThan(0);
    const client = await pool.connect();
    try {
      expect((await client.query('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_generic_plan');
    } finally {
      client.release();
    }
  });
});
