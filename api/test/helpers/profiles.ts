// Seeded profiles a test can count on.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { brands, profileImages, profiles } from '../../src/db/schema';

/** The id of the seeded Heartline brand (domain localhost), whose profiles most tests read. */
export async function heartlineBrandId(db: Database): Promise<number> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.domain, 'localhost'));
  if (!brand) throw new Error('the seeded Heartline brand (localhost) is missing');
  return brand.id;
}

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

/** Adds a red-haired profile to `brandId` (a filter's matches change by one); answers its id. */
export async function addRedHairedProfile(db: Database, brandId: number, username: string, at: Date): Promise<number> {
  const [added] = await db
    .insert(profiles)
    .values({
      brandId,
      username,
      gender: 'woman',
      birthday: '1995-05-05',
      bodyType: 'fit',
      ethnicity: 'white',
      hair: 'red',
      relationshipStatus: 'single',
      eyes: 'green',
      heightCm: 170,
      city: 'Berlin',
      country: 'DE',
      about: 'Here for the total.',
      createdAt: at,
      activityAt: at,
    })
    .returning({ id: profiles.id });
  return added!.id;
}
