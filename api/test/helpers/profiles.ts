// Seeded profiles a test can count on.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { profileImages, profiles } from '../../src/db/schema';

/** The id of the first seeded profile with exactly `count` photos. */
export async function profileWithPhotos(db: Database, count: number): Promise<number> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(profileImages, eq(profileImages.profileId, profiles.id))
    .groupBy(profiles.id)
    .having(sql`count(*) = ${count}`)
    .orderBy(asc(profiles.id))
    .limit(1);
  if (!row) throw new Error(`no seeded profile has ${count} photos`);
  return row.id;
}
