// The database tables. One migration set (api/drizzle/, generated from this file by drizzle-kit)
// serves both embedded PGlite and PostgreSQL, so only PostgreSQL 15 features are used here.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    activityAt: timestamp('activity_at', { withTimezone: true, mode: 'date' }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Sign-in is by username alone (no brand in the request), so usernames are unique across brands.
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_brand_id_idx').on(t.brandId),
    check('users_credits_check', sql`${t.credits} >= 0`),
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
