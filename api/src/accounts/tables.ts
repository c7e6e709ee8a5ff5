// Members and the verification emails of their addresses.
import { sql } from 'drizzle-orm';
import type { Gender } from '@heartline/contracts/schemas';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents } from '../agents/tables';
import { brands } from '../brands/tables';
import { createdAt, updatedAt } from '../db/columns';

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
    lookingForTags: text('looking_for_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    // Each brand is its own product with its own members: a username is unique on its brand, and
    // sign-in looks it up on the brand of the front end that asks. Also serves "a brand's members".
    uniqueIndex('users_brand_id_username_key').on(t.brandId, sql`lower(${t.username})`),
    // Serves "is this email already used by another member".
    index('users_email_idx').on(sql`lower(${t.email})`),
    check('users_credits_check', sql`${t.credits} >= 0`),
    // A like is spent with `likes = likes - 1 where likes > 0`; this is the last line of defence.
    check('users_likes_check', sql`${t.likes} >= 0`),
    check('users_gender_check', sql`${t.gender} in ('woman', 'man')`),
    check('users_looking_for_gender_check', sql`${t.lookingForGender} in ('woman', 'man')`),
  ],
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
  (t) => [
    uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Staff reactivating a deactivated member account (the help centre's promise): who did it and
 * when, and since when the account had been deactivated. A row per reactivation, never changed.
 */
export const memberReactivations = pgTable(
  'member_reactivations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who reactivated it (null once that staff account is removed). */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }).notNull(),
    reactivatedAt: timestamp('reactivated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('member_reactivations_user_id_id_idx').on(t.userId, t.id)],
);
