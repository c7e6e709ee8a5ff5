// Brands: the company operating each, the brand itself (found by its domain) and its products.
import { sql } from 'drizzle-orm';
import type { BrandTheme } from '@heartline/contracts/schemas';
import { boolean, check, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

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
    /**
     * BCP 47 language and region (en-IE): every date, time and number on the brand's pages follows
     * it. Null for a brand stored before brands had a locale: it reads as DEFAULT_LOCALE.
     */
    locale: text('locale'),
    /** The name of the single sign-on the brand offers ("Heartline ID"); null: the brand offers none. */
    ssoName: text('sso_name'),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    legacyMode: boolean('legacy_mode').notNull().default(false),
    /** The brand's look (palette per mode, fonts, shape, logo); null for a brand stored before themes. */
    theme: jsonb('theme').$type<BrandTheme>(),
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
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    // Serves "a brand's products by ascending price".
    index('products_brand_id_price_idx').on(t.brandId, t.price),
    check('products_interval_days_check', sql`${t.intervalDays} >= 0`),
  ],
);
