// The fictitious profiles: the filtered, sorted, paged search, the landing strip, one profile
// with its photos, and the first photo of many (for cards).
import type { ProfilesQuery } from '@heartline/contracts/schemas';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fromJson, sqlNamesOf } from '../../db/json-rows';
import { profileImages, profiles } from '../../db/schema';
import type { ListCardRow, ProfileCardRow, ProfileImageRow, ProfileRow } from '../cards';
import { listCardColumns, profileCardColumns } from '../card-columns';
import { createProfileSearch, type KnownCards, type ProfileSearchOptions, type ProfileSearchResult } from './profile-search';

export type { ProfileSearchResult } from './profile-search';

export interface ProfilesRepository {
  /** One page of the brand's profiles with their first photos and the total (see profile-search.ts). */
  search<Known = never>(brandId: number, query: ProfilesQuery, now: Date, known?: KnownCards<Known>): Promise<ProfileSearchResult<Known>>;
  /** Featured and premium profiles first (only those when `premiumOnly`), most recently active first. */
  landing(brandId: number, limit: number, premiumOnly: boolean): Promise<ListCardRow[]>;
  findInBrand(brandId: number, id: number): Promise<ProfileRow | null>;
  /** The brand's profile with every photo in gallery order, in one statement (what staff read of it on every claim). */
  findWithImagesInBrand(brandId: number, id: number): Promise<{ row: ProfileRow; images: ProfileImageRow[] } | null>;
  findCardInBrand(brandId: number, id: number): Promise<ProfileCardRow | null>;
  /** Every photo of one profile, in gallery order. */
  imagesOf(profileId: number): Promise<ProfileImageRow[]>;
  /** The first photo of each profile, by profile id. */
  firstImages(profileIds: readonly number[]): Promise<Map<number, ProfileImageRow[]>>;
}

const imageColumns = {
  id: profileImages.id,
  profileId: profileImages.profileId,
  position: profileImages.position,
  pathKey: profileImages.pathKey,
  format: profileImages.format,
};

/** The search's options (repositories/profile-search.ts): the exact-total bound, generic plans, the totals' reuse. */
export type ProfilesRepositoryOptions = ProfileSearchOptions;

export function createProfilesRepository(db: Database, options: ProfilesRepositoryOptions = {}): ProfilesRepository {
  const profileSearch = createProfileSearch(db, options);
  // Read for every conversation a staff member opens or claims and every page of conversations
  // (their profiles' photos): prepared once, planned once per connection (lookups by key).
  const on = options.genericPlansDb ?? db;
  const intValue = (name: string) => sql`${sql.placeholder(name)}::int`;
  const findInBrandStatement = on
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, intValue('id')), eq(profiles.brandId, intValue('brandId'))))
    .limit(1)
    .prepare('profiles_find_in_brand');
  const imagesOfStatement = on
    .select(imageColumns)
    .from(profileImages)
    .where(eq(profileImages.profileId, intValue('profileId')))
    .orderBy(asc(profileImages.position))
    .prepare('profiles_images_of');
  const withImagesStatement = on
    .select({
      profile: profiles,
      // Written out: drizzle leaves a single table's name off its columns, inside a subquery too.
      images: sql<Record<string, unknown>[]>`(select coalesce(json_agg(row_to_json(i) order by i.position), '[]'::json) from (
        select ${sql.raw(sqlNamesOf(imageColumns))} from ${profileImages} i where i.profile_id = "profiles"."id") i)`,
    })
    .from(profiles)
    .where(and(eq(profiles.id, intValue('id')), eq(profiles.brandId, intValue('brandId'))))
    .limit(1)
    .prepare('profiles_find_with_images_in_brand');
  const firstImagesStatement = on
    .select(imageColumns)
    .from(profileImages)
    .where(and(sql`${profileImages.profileId} = any(${sql.placeholder('profileIds')}::int[])`, eq(profileImages.position, 0)))
    .prepare('profiles_first_images');
  return {
    search(brandId, query, now, known) {
      return profileSearch.search(brandId, query, now, known);
    },
    landing(brandId, limit, premiumOnly) {
      const where = premiumOnly
        ? and(eq(profiles.brandId, brandId), or(eq(profiles.featured, true), eq(profiles.premium, true)))
        : eq(profiles.brandId, brandId);
      return db
        .select(listCardColumns)
        .from(profiles)
        .where(where)
        .orderBy(desc(profiles.featured), desc(profiles.activityAt), desc(profiles.id))
        .limit(limit);
    },
    async findInBrand(brandId, id) {
      const [row] = await findInBrandStatement.execute({ brandId, id });
      return row ?? null;
    },
    async findCardInBrand(brandId, id) {
      const [row] = await db
        .select(profileCardColumns)
        .from(profiles)
        .where(and(eq(profiles.id, id), eq(profiles.brandId, brandId)))
        .limit(1);
      return row ?? null;
    },
    async findWithImagesInBrand(brandId, id) {
      const [found] = await withImagesStatement.execute({ brandId, id });
      if (!found) return null;
      return { row: found.profile, images: found.images.map((json) => fromJson<ProfileImageRow>(imageColumns, json)) };
    },
    imagesOf(profileId) {
      return imagesOfStatement.execute({ profileId });
    },
    async firstImages(profileIds) {
      const byProfile = new Map<number, ProfileImageRow[]>();
      if (profileIds.length === 0) return byProfile;
      const rows = await firstImagesStatement.execute({ profileIds: [...profileIds] });
      for (const row of rows) byProfile.set(row.profileId, [row]);
      return byProfile;
    },
  };
}
