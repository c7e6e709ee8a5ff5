// The database tables. One migration set (api/drizzle/, generated from this file by drizzle-kit)
// serves both embedded PGlite and PostgreSQL, so only PostgreSQL 15 features are used here.
import { sql } from 'drizzle-orm';
import type { BodyType, Ethnicity, EyeColour, Gender, HairColour, RelationshipStatus } from '@heartline/contracts/schemas';
import {
  boolean,
  check,
  primaryKey,
  smallint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

type ImageFormat = 'jpeg' | 'png';
export type ProfileActionKind = 'view' | 'favourite' | 'like';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  registrationNumber: text('registration_number').notNull(),
  vatNumber: text('vat_number').notNull(),
  email: text('email').notNull(),
});

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A hostname without port, lower case: the key the shell looks its brand up by. */
    domain: text('domain').notNull(),
    productName: text('product_name').notNull(),
    tagline: text('tagline').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    timezone: text('timezone').notNull(),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    supportHours: text('support_hours').notNull(),
    /** The reply promise of the contact form and help pages, in hours (one value per brand). */
    supportReplyHours: smallint('support_reply_hours').notNull().default(48),
    maintenanceFee: numeric('maintenance_fee', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    defaultDescriptor: text('default_descriptor').notNull(),
    measurementSystem: text('measurement_system').$type<'imperial' | 'metric'>().notNull(),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    legacyMode: boolean('legacy_mode').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('brands_domain_key').on(t.domain),
    check('brands_measurement_system_check', sql`${t.measurementSystem} in ('imperial', 'metric')`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    /** The currency symbol shown next to prices, e.g. €. */
    currency: text('currency').notNull(),
    currencyCode: text('currency_code').notNull(),
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    credits: integer('credits').notNull().default(0),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Days between charges; 0 for a credit package. */
    intervalDays: integer('interval_days').notNull().default(0),
    packageType: text('package_type')
      .$type<'standard' | 'firstPurchaseOnly' | 'postPaymentOnly' | 'quickPackage'>()
      .notNull()
      .default('standard'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    // Serves "a brand's products by ascending price".
    index('products_brand_id_price_idx').on(t.brandId, t.price),
    check('products_interval_days_check', sql`${t.intervalDays} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    emailValidated: boolean('email_validated').notNull().default(false),
    timezone: text('timezone').notNull(),
    credits: integer('credits').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    showOnline: boolean('show_online').notNull().default(true),
    keepLocationPrivate: boolean('keep_location_private').notNull().default(false),
    firstPurchasePromotion: boolean('first_purchase_promotion').notNull().default(true),
    completeProfilePromotion: boolean('complete_profile_promotion').notNull().default(false),
    isOrganic: boolean('is_organic').notNull().default(true),
    isPremium: boolean('is_premium').notNull().default(false),
    isDoi: boolean('is_doi').notNull().default(false),
    // The own-profile fields of member spec §3.
    gender: text('gender').$type<Gender>(),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default(''),
    aboutMe: text('about_me').notNull().default(''),
    lookingForGender: text('looking_for_gender').$type<Gender>(),
    lookingForAgeMin: smallint('looking_for_age_min'),
    lookingForAgeMax: smallint('looking_for_age_max'),
    lookingForTags: text('looking_for_tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    activityAt: timestamp('activity_at', { withTimezone: true, mode: 'date' }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true, mode: 'date' }),
    /** Set when the member deactivates the account: sign-in is refused and every session ends. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    /** The last verification email; the next resend waits RESEND_EMAIL_COOLDOWN_MS after it. */
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true, mode: 'date' }),
    /** The terms and conditions version the member accepted last (TERMS_VERSION), and when. */
    termsAcceptedVersion: text('terms_accepted_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Sign-in is by username alone (no brand in the request), so usernames are unique across brands.
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_brand_id_idx').on(t.brandId),
    // Serves "is this email already used by another member".
    index('users_email_idx').on(sql`lower(${t.email})`),
    check('users_credits_check', sql`${t.credits} >= 0`),
    // A like is spent with `likes = likes - 1 where likes > 0`; this is the last line of defence.
    check('users_likes_check', sql`${t.likes} >= 0`),
    check('users_gender_check', sql`${t.gender} in ('woman', 'man')`),
    check('users_looking_for_gender_check', sql`${t.lookingForGender} in ('woman', 'man')`),
  ],
);

export const agents = pgTable(
  'agents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').$type<'agent' | 'admin'>().notNull().default('agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agents_username_key').on(sql`lower(${t.username})`),
    check('agents_role_check', sql`${t.role} in ('agent', 'admin')`),
  ],
);

/** One row per sign-in; the access token carries its id (`sid`), logout sets `revoked_at`. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    subjectKind: text('subject_kind').$type<'member' | 'agent'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Serves "does this agent already have a live session".
    index('sessions_subject_idx').on(t.subjectKind, t.subjectId, t.expiresAt),
    check('sessions_subject_kind_check', sql`${t.subjectKind} in ('member', 'agent')`),
  ],
);

/** Contact and affiliate requests; the ticket number is derived from the identity sequence. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    formType: text('form_type').$type<'contact' | 'affiliate'>().notNull(),
    email: text('email').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_requests_brand_id_created_at_idx').on(t.brandId, t.createdAt),
    check('support_requests_form_type_check', sql`${t.formType} in ('contact', 'affiliate')`),
  ],
);

/**
 * The fictitious profiles members browse, one brand each. The list is sorted by activity, age
 * (birthday) or username and filtered by the card attributes. Each list index leads with the
 * brand, the sort key and the id (the tie-breaker every sort uses), then holds every filter
 * column, so a page's ids, the offset before it and the capped total are read from the index
 * alone (an index-only scan: no row visited but the page's own), whatever the filters
 * (repositories/profile-search.ts). Plain ascending keys: a backward scan serves the descending
 * orders. The hair + body type and gender indexes answer those frequent filters' pages and
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
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    premium: boolean('premium').notNull().default(false),
    createdAt: createdAt(),
    activityAt: timestamp('activity_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => {
    // The filter columns but the birthday (the age range), which the birthday index leads with.
    const filters = [t.gender, t.hair, t.bodyType, t.ethnicity, t.relationshipStatus, t.eyes, t.heightCm] as const;
    return [
      // Usernames sort in code-point order ("C") so PGlite and PostgreSQL agree whatever their locale.
      uniqueIndex('profiles_brand_id_username_key').on(t.brandId, sql`${t.username} collate "C"`),
      index('profiles_list_activity_idx').on(t.brandId, t.activityAt, t.id, ...filters, t.birthday),
      index('profiles_list_birthday_idx').on(t.brandId, t.birthday, t.id, ...filters),
      index('profiles_list_username_idx').on(t.brandId, sql`${t.username} collate "C"`, t.id, ...filters, t.birthday),
      index('profiles_brand_id_hair_body_type_activity_at_idx').on(t.brandId, t.hair, t.bodyType, t.activityAt, t.id),
      index('profiles_brand_id_gender_activity_at_idx').on(t.brandId, t.gender, t.activityAt, t.id),
      check('profiles_gender_check', sql`${t.gender} in ('woman', 'man')`),
      check('profiles_height_cm_check', sql`${t.heightCm} between 100 and 250`),
    ];
  },
);

/** A profile's photos in gallery order; the files live under the media folder at `path_key`-{size}.jpg. */
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

/** A member's own photos; new uploads wait under moderation until staff approve them. */
export const userImages = pgTable(
  'user_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'avatar' | 'hidden' | 'others'>().notNull(),
    pathKey: text('path_key').notNull(),
    format: text('format').$type<ImageFormat>().notNull(),
    underModeration: boolean('under_moderation').notNull().default(true),
    processed: boolean('processed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_images_user_id_idx').on(t.userId, t.id),
    check('user_images_type_check', sql`${t.type} in ('avatar', 'hidden', 'others')`),
    check('user_images_format_check', sql`${t.format} in ('jpeg', 'png')`),
  ],
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

/** The match game: one swipe per member and profile; undo removes the latest. */
export const swipes = pgTable(
  'swipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    action: text('action').$type<'like' | 'dislike'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('swipes_user_id_profile_id_key').on(t.userId, t.profileId),
    index('swipes_user_id_id_idx').on(t.userId, t.id),
    check('swipes_action_check', sql`${t.action} in ('like', 'dislike')`),
  ],
);

/** A member and a profile talking. Minimal for now: the messaging feature adds messages and states. */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('conversations_user_id_profile_id_key').on(t.userId, t.profileId)],
);

/** A like that the profile returned. `created_conversation` says whether undo may remove the conversation. */
export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    createdConversation: boolean('created_conversation').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('matches_user_id_profile_id_key').on(t.userId, t.profileId), index('matches_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/**
 * One row per verification email. The link carries a random token (only its SHA-256 is kept) and
 * the mail a 6-digit code (kept as an HMAC). A newer email for the same member supersedes the
 * older ones; confirming sets `consumed_at`.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The shell origin the member signed up on; the link returns there. */
    returnOrigin: text('return_origin').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash), index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Single-use tokens already spent (captcha tokens, password reset links), kept until they
 * expire so a replay is refused on every API instance.
 */
export const spentTokens = pgTable(
  'spent_tokens',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('spent_tokens_expires_idx').on(t.expiresAt)],
);

/** Accounts of the built-in local identity provider (single sign-on at /sso/verify/). */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sso_identities_email_key').on(sql`lower(${t.email})`)],
);
