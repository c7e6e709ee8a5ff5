// First-start profiles: `perBrand` generated profiles for every brand, 3 to 5 portraits each (keys
// only: portrait-files.ts renders a file on its first request), and a few relations toward
// the demo members so their interest lists are not empty. Runs only while the profiles table is
// empty, under the seed lock, in one transaction.
import { and, asc, eq, inArray, like, notLike, sql } from 'drizzle-orm';
import { hasCountry } from '../locations/catalogue';
import { PORTRAIT_KEY_PREFIX, portraitKeySql } from './portrait-files';
import type { Database } from '../db/client';
import { generateProfiles } from './profile-generator';
import { brands, favourites, profileActions, profileImages, profileViews, profiles, users } from '../db/schema';

/** Any number, shared by every API instance (the same lock as the base seed). */
export const SEED_LOCK_KEY = 7_142_002;
export const DEFAULT_PROFILES_PER_BRAND = 1_000;
/** Rows per INSERT: 19 columns × 1,000 rows stays well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1_000;
const HOUR_MS = 3_600_000;

export interface SeedProfilesOptions {
  perBrand?: number;
  now?: Date;
}

export async function seedProfiles(
  db: Database,
  { perBrand = DEFAULT_PROFILES_PER_BRAND, now = new Date() }: SeedProfilesOptions = {},
): Promise<boolean> {
  if (!(await hasNoProfiles(db))) return false;
  const brandRows = await db.select({ id: brands.id, countries: brands.countries }).from(brands).orderBy(asc(brands.id));
  // Generating takes a moment for large counts: do it before taking the lock.
  const generated = brandRows.map((brand) =>
    generateProfiles({ brandId: brand.id, countries: brand.countries.filter(hasCountry), count: perBrand, now }),
  );

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await hasNoProfiles(tx))) return false;
    for (const rows of generated) {
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await tx.insert(profiles).values(rows.slice(start, start + INSERT_BATCH));
      }
    }
    // 3 to 5 photos of one character per profile: the key names the profile and what it looks like.
    const key = portraitKeySql(
      {
        id: sql`p.id`,
        gender: sql`p.gender`,
        ethnicity: sql`p.ethnicity`,
        hair: sql`p.hair`,
        eyes: sql`p.eyes`,
        birthday: sql`p.birthday`,
        position: sql`g.position`,
      },
      now,
    );
    // Each profile was given a new card version when inserted, in this same transaction: its first
    // photo needs no new one (migration 0029's trigger would update every profile seeded, a second
    // row version each). Disabled within this transaction only: nobody else sees it disabled.
    await tx.execute(sql`alter table profile_images disable trigger profile_images_first_photo_inserted`);
    await tx.execute(sql`
      insert into profile_images (profile_id, position, path_key)
      select p.id, g.position, ${key}
      from profiles p cross join lateral generate_series(0, 2 + p.id % 3) as g(position)`);
    await tx.execute(sql`alter table profile_images enable trigger profile_images_first_photo_inserted`);
    await seedDemoRelations(tx, now);
    return true;
  });
  // Fresh statistics and visibility map (outside the transaction), so right after a large seed
  // the planner picks the list indexes and counts are index-only scans.
  if (seeded) await db.execute(sql`vacuum analyze profiles, profile_images`);
  return seeded;
}

/**
 * Gives the generated photos of a database seeded with an older portrait scheme (a shared pool
 * of portraits, or an earlier drawing) the current keys; uploads are left alone. Answers how
 * many photos changed (0 on every later start).
 */
export async function upgradePortraitKeys(db: Database, now: Date): Promise<number> {
  const key = portraitKeySql(
    {
      id: sql`${profiles.id}`,
      gender: sql`${profiles.gender}`,
      ethnicity: sql`${profiles.ethnicity}`,
      hair: sql`${profiles.hair}`,
      eyes: sql`${profiles.eyes}`,
      birthday: sql`${profiles.birthday}`,
      position: sql`${profileImages.position}`,
    },
    now,
  );
  const changed = await db
    .update(profileImages)
    .set({ pathKey: key, format: 'jpeg' })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, profileImages.profileId),
        like(profileImages.pathKey, 'portraits/%'),
        notLike(profileImages.pathKey, `${PORTRAIT_KEY_PREFIX}%`),
      ),
    )
    .returning({ id: profileImages.id });
  // The first photos' new keys gave their profiles new card versions (migration 0029's trigger).
  if (changed.length > 0) await db.execute(sql`vacuum analyze profiles, profile_images`);
  return changed.length;
}

/** How stale the latest profile activity may get before the profiles' dates are moved forward. */
export const PROFILE_CLOCK_SLACK_MS = HOUR_MS;

/**
 * Keeps the fictitious profiles alive on a database seeded days ago: when the latest activity is
 * more than an hour old, every profile's creation and activity dates move forward by the gap,
 * so the same share of profiles is online (1 hour) and new (14 days) as on the day of the seed.
 * Answers how far the dates moved (0 when they were fresh).
 */
export async function refreshProfileClock(db: Database, now: Date): Promise<number> {
  const [row] = await db.select({ latest: sql<string | null>`max(${profiles.activityAt})` }).from(profiles);
  if (!row?.latest) return 0;
  const gapMs = now.getTime() - new Date(row.latest).getTime();
  if (gapMs <= PROFILE_CLOCK_SLACK_MS) return 0;
  const gap = sql`${`${gapMs} milliseconds`}::interval`;
  await db.update(profiles).set({ createdAt: sql`${profiles.createdAt} + ${gap}`, activityAt: sql`${profiles.activityAt} + ${gap}` });
  // Every row has a new version now: until a vacuum marks the pages all-visible again, each list
  // page's index-only scan would visit its rows after all, and PGlite has no autovacuum to do it.
  await db.execute(sql`vacuum analyze profiles`);
  return gapMs;
}

async function hasNoProfiles(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).limit(1);
  return row === undefined;
}

/** Profiles that viewed, favourited and liked the demo members, and profiles they viewed and favourited. */
async function seedDemoRelations(db: Database, now: Date): Promise<void> {
  const members = await db
    .select({ id: users.id, brandId: users.brandId, username: users.username })
    .from(users)
    .where(inArray(users.username, ['demo', 'vip']))
    .orderBy(asc(users.id));
  for (const [memberIndex, member] of members.entries()) {
    const candidates = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.brandId, member.brandId))
      .orderBy(asc(profiles.id))
      .limit(60)
      .offset(memberIndex * 60);
    const ids = candidates.map((row) => row.id);
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    const actions = [
      ...ids.slice(0, 8).map((profileId, i) => ({ profileId, userId: member.id, kind: 'view' as const, createdAt: hoursAgo(3 + i * 7) })),
      ...ids
        .slice(8, 12)
        .map((profileId, i) => ({ profileId, userId: member.id, kind: 'favourite' as const, createdAt: hoursAgo(5 + i * 11) })),
      ...ids
        .slice(12, 15)
        .map((profileId, i) => ({ profileId, userId: member.id, kind: 'like' as const, createdAt: hoursAgo(2 + i * 13) })),
    ];
    // A small seed (HEARTLINE_SEED_PROFILES_PER_BRAND below 120) leaves some members few or no candidates.
    if (actions.length > 0) await db.insert(profileActions).values(actions);
    const viewed = ids.slice(20, 25).map((profileId, i) => ({ userId: member.id, profileId, viewedAt: hoursAgo(1 + i * 9) }));
    if (viewed.length > 0) await db.insert(profileViews).values(viewed);
    const favourited = ids.slice(30, 35).map((profileId, i) => ({ userId: member.id, profileId, createdAt: hoursAgo(4 + i * 10) }));
    if (member.username === 'vip' && favourited.length > 0) await db.insert(favourites).values(favourited);
  }
}
