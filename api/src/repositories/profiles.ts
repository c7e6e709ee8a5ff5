// The fictitious profiles: the filtered, sorted, paged search, the landing strip, one profile
// with its photos, and the first photo of many (for cards).
import type { ProfileSort, ProfilesQuery } from '@heartline/contracts/schemas';
import { and, asc, between, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profileImages, profiles } from '../db/schema';
import { latestBirthdayForAge } from '../profiles/age-bounds';
import type { ProfileCardRow, ProfileImageRow, ProfileRow } from '../profiles/cards';

export interface ProfileSearchResult {
  rows: ProfileCardRow[];
  total: number;
}

export interface ProfilesRepository {
  search(brandId: number, query: ProfilesQuery, now: Date): Promise<ProfileSearchResult>;
  /** Featured and premium profiles first (only those when `premiumOnly`), most recently active first. */
  landing(brandId: number, limit: number, premiumOnly: boolean): Promise<ProfileCardRow[]>;
  findInBrand(brandId: number, id: number): Promise<ProfileRow | null>;
  findCardInBrand(brandId: number, id: number): Promise<ProfileCardRow | null>;
  /** Every photo of one profile, in gallery order. */
  imagesOf(profileId: number): Promise<ProfileImageRow[]>;
  /** The first photo of each profile, by profile id. */
  firstImages(profileIds: readonly number[]): Promise<Map<number, ProfileImageRow[]>>;
}

/** The card columns: everything but the about text and interests. */
export const profileCardColumns = {
  id: profiles.id,
  brandId: profiles.brandId,
  username: profiles.username,
  gender: profiles.gender,
  birthday: profiles.birthday,
  bodyType: profiles.bodyType,
  ethnicity: profiles.ethnicity,
  hair: profiles.hair,
  relationshipStatus: profiles.relationshipStatus,
  eyes: profiles.eyes,
  heightCm: profiles.heightCm,
  city: profiles.city,
  country: profiles.country,
  featured: profiles.featured,
  premium: profiles.premium,
  createdAt: profiles.createdAt,
  activityAt: profiles.activityAt,
};

const imageColumns = {
  id: profileImages.id,
  profileId: profileImages.profileId,
  position: profileImages.position,
  pathKey: profileImages.pathKey,
  format: profileImages.format,
};

const GENDER_OF_FILTER = { women: 'woman', men: 'man' } as const;
const usernameC = sql`${profiles.username} collate "C"`;

// Every order ends with a unique key, so pages never overlap or skip a profile.
const ORDER_BY: Record<ProfileSort, SQL[]> = {
  'recent-activity': [desc(profiles.activityAt), desc(profiles.id)],
  // The youngest have the latest birthdays.
  'age-asc': [desc(profiles.birthday), desc(profiles.id)],
  'age-desc': [asc(profiles.birthday), asc(profiles.id)],
  'username-asc': [asc(usernameC)],
  'username-desc': [desc(usernameC)],
};

function searchConditions(brandId: number, query: ProfilesQuery, now: Date): SQL {
  const conditions: SQL[] = [eq(profiles.brandId, brandId)];
  if (query.bodyType.length > 0) conditions.push(inArray(profiles.bodyType, query.bodyType));
  if (query.ethnicity.length > 0) conditions.push(inArray(profiles.ethnicity, query.ethnicity));
  if (query.hair.length > 0) conditions.push(inArray(profiles.hair, query.hair));
  if (query.relationshipStatus.length > 0) conditions.push(inArray(profiles.relationshipStatus, query.relationshipStatus));
  if (query.eyes.length > 0) conditions.push(inArray(profiles.eyes, query.eyes));
  if (query.gender.length > 0) conditions.push(inArray(profiles.gender, query.gender.map((gender) => GENDER_OF_FILTER[gender])));
  // Ranges are inclusive: at least ageMin years old and younger than ageMax + 1.
  if (query.ageMin !== undefined) conditions.push(lte(profiles.birthday, latestBirthdayForAge(query.ageMin, now)));
  if (query.ageMax !== undefined) conditions.push(gt(profiles.birthday, latestBirthdayForAge(query.ageMax + 1, now)));
  if (query.heightMin !== undefined && query.heightMax !== undefined) conditions.push(between(profiles.heightCm, query.heightMin, query.heightMax));
  else if (query.heightMin !== undefined) conditions.push(gte(profiles.heightCm, query.heightMin));
  else if (query.heightMax !== undefined) conditions.push(lte(profiles.heightCm, query.heightMax));
  return and(...conditions)!;
}

export function createProfilesRepository(db: Database): ProfilesRepository {
  return {
    async search(brandId, query, now) {
      const where = searchConditions(brandId, query, now);
      const [rows, [count]] = await Promise.all([
        db
          .select(profileCardColumns)
          .from(profiles)
          .where(where)
          .orderBy(...ORDER_BY[query.sortBy])
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(profiles).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    landing(brandId, limit, premiumOnly) {
      const where = premiumOnly
        ? and(eq(profiles.brandId, brandId), or(eq(profiles.featured, true), eq(profiles.premium, true)))
        : eq(profiles.brandId, brandId);
      return db
        .select(profileCardColumns)
        .from(profiles)
        .where(where)
        .orderBy(desc(profiles.featured), desc(profiles.activityAt), desc(profiles.id))
        .limit(limit);
    },
    async findInBrand(brandId, id) {
      const [row] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.id, id), eq(profiles.brandId, brandId)))
        .limit(1);
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
    imagesOf(profileId) {
      return db.select(imageColumns).from(profileImages).where(eq(profileImages.profileId, profileId)).orderBy(asc(profileImages.position));
    },
    async firstImages(profileIds) {
      const byProfile = new Map<number, ProfileImageRow[]>();
      if (profileIds.length === 0) return byProfile;
      const rows = await db
        .select(imageColumns)
        .from(profileImages)
        .where(and(inArray(profileImages.profileId, [...profileIds]), eq(profileImages.position, 0)));
      for (const row of rows) byProfile.set(row.profileId, [row]);
      return byProfile;
    },
  };
}
