// Checkout: what a product costs in each country, the member's orders, the payments made for them
// (one per attempt; amounts in cents, never a card number), the memberships they bought and the
// cards they saved (the processor's token with brand, last 4 digits and expiry).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { products } from '../brands/tables';
import { createdAt } from '../db/columns';

export type OrderStatus = 'open' | 'paid';
export type PaymentStatus = 'processing' | 'succeeded' | 'failed';
export type PaymentFailure = 'bank' | 'system';

/** A product's price in one country (member spec §4 "Pricing"); without a row the product's own price holds. */
export const productPrices = pgTable(
  'product_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** ISO 3166 alpha-2, upper case. */
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    currencyCode: text('currency_code').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('product_prices_product_id_country_key').on(t.productId, t.country),
    check('product_prices_price_cents_check', sql`${t.priceCents} >= 0`),
  ],
);

/** What a member means to buy, priced by the server when it is created (never changed after). */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull(),
    /** The client's key: a retry of the same POST answers this order. */
    orderKey: text('order_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    currencyCode: text('currency_code').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** What the product gives, copied when the order is made: later catalogue changes do not alter it. */
    credits: integer('credits').notNull(),
    intervalDays: integer('interval_days').notNull(),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<OrderStatus>().notNull().default('open'),
    /** A renewal's order: the membership whose `endsAt` its settlement moves one interval on. */
    renewsMembershipId: integer('renews_membership_id').references((): AnyPgColumn => memberships.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_user_id_order_key_key').on(t.userId, t.orderKey),
    index('orders_renews_membership_id_idx').on(t.renewsMembershipId),
    index('orders_user_id_id_idx').on(t.userId, t.id),
    check('orders_status_check', sql`${t.status} in ('open', 'paid')`),
    check('orders_total_cents_check', sql`${t.totalCents} >= 0 and ${t.vatCents} >= 0`),
  ],
);

/** One attempt to pay an order through the processor; `settledAt` is set once, by the settlement, `refundedAt` once, by a refund. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The processor's payment intent, once it answered. */
    providerIntentId: text('provider_intent_id'),
    amountCents: integer('amount_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('processing'),
    failure: text('failure').$type<PaymentFailure>(),
    /** While the bank asks the card holder to confirm (3-D Secure): where the browser goes for it. */
    actionUrl: text('action_url'),
    /** The card paid with: the processor's token and what may be shown of it. */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: smallint('card_exp_month'),
    cardExpYear: smallint('card_exp_year'),
    saveCard: boolean('save_card').notNull().default(false),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /**
     * A charge the processor made for a payment of an order another payment had paid (its answer
     * lost, the member paid again): given back in full, once (duplicate-charges.ts). The payment
     * stays failed: it bought nothing.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** The processor's refund of that charge. */
    providerRefundId: text('provider_refund_id'),
  },
  (t) => [
    // The reconciliation's look-up: payments left processing.
    index('payments_processing_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'processing'`),
    // The reconciliation's look-up: payments failed while charging whose processor's answer never
    // came (it may have charged them).
    index('payments_lost_answer_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed' and ${t.failure} = 'system' and ${t.providerIntentId} is null and ${t.refundedAt} is null`),
    // One payment of an order at a time, and one success ever: two tabs paying at once charge once.
    uniqueIndex('payments_order_id_live_key')
      .on(t.orderId)
      .where(sql`${t.status} in ('processing', 'succeeded')`),
    uniqueIndex('payments_provider_intent_id_key').on(t.provider, t.providerIntentId),
    index('payments_user_id_idx').on(t.userId),
    check('payments_status_check', sql`${t.status} in ('processing', 'succeeded', 'failed')`),
    check('payments_failure_check', sql`${t.failure} in ('bank', 'system')`),
  ],
);

/**
 * A membership bought: VIP while `endsAt` is ahead (member spec §4 "Membership"). While `renews`,
 * the saved card is charged again for each next interval (checkout/renewals.ts) and `endsAt` moves
 * on; a member who stops renewal, or whose renewal failed, keeps it until `endsAt`.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    renews: boolean('renews').notNull().default(true),
    /** The wallet card renewals charge; a membership paid with a card not saved does not renew. */
    savedCardId: integer('saved_card_id').references((): AnyPgColumn => savedCards.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('memberships_payment_id_key').on(t.paymentId),
    index('memberships_user_id_ends_at_idx').on(t.userId, t.endsAt),
    // The renewal sweep's look-up: the renewing memberships by when they end.
    index('memberships_renewing_ends_at_idx')
      .on(t.endsAt)
      .where(sql`${t.renews}`),
  ],
);

/** A card in the member's wallet: the processor's token, never the number. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_cards_user_id_token_key').on(t.userId, t.token)],
);
