// The fictitious profiles, their photos, and what members and profiles did toward each other
// (favourites, visits, the profiles' own views, favourites and likes).
import { sql } from 'drizzle-orm';
import type { BodyType, Ethnicity, EyeColour, Gender, HairColour, RelationshipStatus } from '@heartline/contracts/schemas';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { brands } from '../brands/tables';
import { createdAt, type ImageFormat } from '../db/columns';

export type ProfileActionKind = 'view' | 'favourite' | 'like';

/**
 * The version of what a profile's list card is written from: a profile's row takes a new one on every
 * change of it or of its first photo (triggers of migration 0029: a row's before-update, the photos'
 * after each statement), so a list page reads each card's version from its list index alone.
 */
export const profileCardVersions = pgSequence('profile_card_versions');

/**
 * The fictitious profiles members browse, one brand each. The list is sorted by activity, age
 * (birthday) or username and filtered by the card attributes. Each list index leads with the
 * brand, the sort key and the id (the tie-breaker every sort uses), then holds every filter
 * column, so a page's ids, the offset before it and the capped total are read from the index
 * alone (an index-only scan: no row visited), whatever the filters, and each ends with the card's
 * version, so the page's cards are known from the index too (repositories/profile-search.ts).
 * Plain ascending keys: a backward scan serves the descending orders. The hair + body type and gender indexes answer those frequent filters' pages and
 * counts without walking past the other profiles.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    username: text('username').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    bodyType: text('body_type').$type<BodyType>().notNull(),
    ethnicity: text('ethnicity').$type<Ethnicity>().notNull(),
    hair: text('hair').$type<HairColour>().notNull(),
    relationshipStatus: text('relationship_status').$type<RelationshipStatus>().notNull(),
    eyes: text('eyes').$type<EyeColour>().notNull(),
    heightCm: smallint('height_cm').notNull(),
    about: text('about').notNull().default(''),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    premium: boolean('premium').notNull().default(false),
    createdAt: createdAt(),
    activityAt: timestamp('activity_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    cardVersion: bigint('card_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('profile_card_versions')`),
  },
  (t) => {
    // The filter columns but the birthday (the age range), which the birthday index leads with.
    const filters = [t.gender, t.hair, t.bodyType, t.ethnicity, t.relationshipStatus, t.eyes, t.heightCm] as const;
    return [
      // Usernames sort in code-point order ("C") so PGlite and PostgreSQL agree whatever their locale.
      uniqueIndex('profiles_brand_id_username_key').on(t.brandId, sql`${t.username} collate "C"`),
      index('profiles_list_activity_idx').on(t.brandId, t.activityAt, t.id, ...filters, t.birthday, t.cardVersion),
      index('profiles_list_birthday_idx').on(t.brandId, t.birthday, t.id, ...filters, t.cardVersion),
      index('profiles_list_username_idx').on(t.brandId, sql`${t.username} collate "C"`, t.id, ...filters, t.birthday, t.cardVersion),
      index('profiles_brand_id_hair_body_type_activity_at_idx').on(t.brandId, t.hair, t.bodyType, t.activityAt, t.id, t.cardVersion),
      index('profiles_brand_id_gender_activity_at_idx').on(t.brandId, t.gender, t.activityAt, t.id, t.cardVersion),
      check('profiles_gender_check', sql`${t.gender} in ('woman', 'man')`),
      check('profiles_height_cm_check', sql`${t.heightCm} between 100 and 250`),
    ];
  },
);

/** A profile's photos in gallery order; the files live under the media folder at `path_key`-{size}.jpg (and .webp). */
export const profileImages = pgTable(
  'profile_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    pathKey: text('path_key').notNull(),
    format: text('format').$type<ImageFormat>().notNull().default('jpeg'),
  },
  (t) => [uniqueIndex('profile_images_profile_id_position_key').on(t.profileId, t.position)],
);

/** A member's favourite profiles (VIP only). */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] }), index('favourites_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/** The profiles a member opened, with the latest visit. */
export const profileViews = pgTable(
  'profile_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] }), index('profile_views_user_id_viewed_at_idx').on(t.userId, t.viewedAt)],
);

/** What profiles did toward members: viewed them, favourited them, liked them (proposals). */
export const profileActions = pgTable(
  'profile_actions',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProfileActionKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.profileId] }),
    index('profile_actions_user_id_kind_created_at_idx').on(t.userId, t.kind, t.createdAt),
    check('profile_actions_kind_check', sql`${t.kind} in ('view', 'favourite', 'like')`),
  ],
);
