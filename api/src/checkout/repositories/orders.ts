// Orders and their payments: created once per key, paid by one payment at a time (a partial unique
// index), settled once (the guarded update in `settlement`), and a second charge of a paid order
// refunded once (`recordRefund`).
import { and, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, orders, payments, savedCards, users } from '../../db/schema';
import type { PaymentFailure } from '../tables';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'status'>;

/** A card paid with, as stored (never its number). */
export interface PaymentCardRow {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The steps of a settlement, each on the settlement's transaction. */
export interface SettlementSteps {
  /**
   * processing (or failed here while the processor charged it) → succeeded, once: null when the
   * payment succeeded already, the amount differs, or another payment of its order is live.
   */
  claim(paymentId: number, intentId: string, amountCents: number, currencyCode: string, at: Date): Promise<PaymentRow | null>;
  markOrderPaid(orderId: number): Promise<OrderRow>;
  /**
   * A membership from the end of the member's current one (or from `at`), for `intervalDays`;
   * it renews with `savedCardId`, and does not renew without one.
   */
  addMembership(input: {
    userId: number;
    productId: number;
    paymentId: number;
    features: string[];
    intervalDays: number;
    savedCardId: number | null;
    at: Date;
  }): Promise<void>;
  /** A renewal paid: the membership ends one interval later. */
  extendMembership(membershipId: number, intervalDays: number): Promise<void>;
  /** Keeps the card in the wallet (once); answers its wallet id. */
  saveCard(userId: number, provider: string, card: PaymentCardRow, at: Date): Promise<number>;
  /** The wallet id of the card with this token (a payment made with a saved card), if still there. */
  walletCardId(userId: number, token: string): Promise<number | null>;
  /** The first successful purchase ends the first-purchase promotion (member spec §4). */
  endFirstPurchasePromotion(userId: number): Promise<void>;
}

export interface OrdersRepository {
  /** Inserts the order, or answers the member's order with the same key. */
  create(order: NewOrderRow): Promise<OrderRow>;
  find(orderId: number, userId: number): Promise<OrderRow | null>;
  findById(orderId: number): Promise<OrderRow | null>;
  /**
   * The member's order with the payment it shows (`lastPayment`'s), both as of one moment: read
   * apart, a settlement committing between the two reads showed a successful payment on an open
   * order.
   */
  findWithLastPayment(orderId: number, userId: number): Promise<{ order: OrderRow; payment: PaymentRow | null } | null>;
  lastPayment(orderId: number): Promise<PaymentRow | null>;
  /** A new processing payment of an open order; null when one is processing or succeeded already. */
  claimPayment(order: OrderRow, provider: string, at: Date): Promise<PaymentRow | null>;
  recordCard(paymentId: number, card: PaymentCardRow, saveCard: boolean): Promise<void>;
  recordIntent(paymentId: number, intentId: string): Promise<void>;
  /** Where the browser goes for the bank's challenge (3-D Secure), while the payment is processing. */
  recordAction(paymentId: number, actionUrl: string): Promise<void>;
  /**
   * The payment, when its charge `intentId` is a second one for an order another payment has paid:
   * not succeeded, not refunded yet, and the intent is its own (or none is recorded).
   */
  duplicateCharge(paymentId: number, intentId: string): Promise<PaymentRow | null>;
  /** Records the refund of a duplicate charge, once: answers whether this call recorded it. */
  recordRefund(paymentId: number, intentId: string, refundId: string, at: Date): Promise<boolean>;
  /** processing → failed; a payment already settled or failed is left as it is. */
  markFailed(paymentId: number, failure: PaymentFailure): Promise<boolean>;
  findPayment(paymentId: number): Promise<PaymentRow | null>;
  hasSucceededPayment(userId: number): Promise<boolean>;
  activeMembershipFeatures(userId: number, at: Date): Promise<{ endsAt: Date; features: string[] } | null>;
  settlement<T>(run: (tx: Database, steps: SettlementSteps) => Promise<T>): Promise<T>;
  savedCards(userId: number): Promise<SavedCardRow[]>;
  savedCard(userId: number, cardId: number): Promise<SavedCardRow | null>;
  /** Answers whether the member had that card. */
  deleteSavedCard(userId: number, cardId: number): Promise<boolean>;
}

export type SavedCardRow = typeof savedCards.$inferSelect;

const DAY_MS = 86_400_000;

function settlementSteps(tx: Database): SettlementSteps {
  return {
    async claim(paymentId, intentId, amountCents, currencyCode, at) {
      const [row] = await tx
        .update(payments)
        .set({
          status: 'succeeded',
          failure: null,
          settledAt: at,
          providerIntentId: sql`coalesce(${payments.providerIntentId}, ${intentId})`,
        })
        .where(
          and(
            eq(payments.id, paymentId),
            // A payment failed here while the processor charged it (the processor's answer lost on
            // the way) is settled too: the processor's success is the truth. It stays the one
            // success of its order (payments_order_id_live_key): not while another payment of the
            // order is live.
            sql`("payments"."status" = 'processing' or ("payments"."status" = 'failed' and not exists (
              select 1 from "payments" as "live"
              where "live"."order_id" = "payments"."order_id" and "live"."id" <> "payments"."id"
                and "live"."status" in ('processing', 'succeeded'))))`,
            eq(payments.amountCents, amountCents),
            eq(payments.currencyCode, currencyCode),
            sql`(${payments.providerIntentId} is null or ${payments.providerIntentId} = ${intentId})`,
            // A charge given back (duplicate-charges.ts) is never settled afterwards.
            isNull(payments.refundedAt),
          ),
        )
        .returning();
      return row ?? null;
    },
    async markOrderPaid(orderId) {
      const [row] = await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, orderId)).returning();
      return row!;
    },
    async addMembership({ userId, productId, paymentId, features, intervalDays, savedCardId, at }) {
      const [current] = await tx
        .select({ endsAt: memberships.endsAt })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, at)))
        .orderBy(desc(memberships.endsAt))
        .limit(1);
      const startsAt = current?.endsAt ?? at;
      await tx.insert(memberships).values({
        userId,
        productId,
        paymentId,
        features,
        startsAt,
        endsAt: new Date(startsAt.getTime() + intervalDays * DAY_MS),
        savedCardId,
        renews: savedCardId !== null,
      });
    },
    async extendMembership(membershipId, intervalDays) {
      await tx
        .update(memberships)
        .set({ endsAt: sql`${memberships.endsAt} + make_interval(days => ${intervalDays})` })
        .where(eq(memberships.id, membershipId));
    },
    async walletCardId(userId, token) {
      const [row] = await tx
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.token, token)))
        .limit(1);
      return row?.id ?? null;
    },
    async endFirstPurchasePromotion(userId) {
      await tx
        .update(users)
        .set({ firstPurchasePromotion: false })
        .where(and(eq(users.id, userId), eq(users.firstPurchasePromotion, true)));
    },
    async saveCard(userId, provider, card, at) {
      // The same card saved again (a new token each time it is typed) stays one wallet entry.
      const [held] = await tx
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(
          and(
            eq(savedCards.userId, userId),
            eq(savedCards.brand, card.brand),
            eq(savedCards.last4, card.last4),
            eq(savedCards.expMonth, card.expMonth),
            eq(savedCards.expYear, card.expYear),
          ),
        )
        .limit(1);
      if (held) return held.id;
      const [inserted] = await tx
        .insert(savedCards)
        .values({ userId, provider, ...card, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: savedCards.id });
      if (inserted) return inserted.id;
      const [same] = await tx
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.token, card.token)))
        .limit(1);
      return same!.id;
    },
  };
}

/**
 * The payment an order shows: the one that paid it, whenever it came (a charge refunded as a
 * duplicate, or a failure, may be newer: the success of a payment failed here settled after a
 * retry failed), else the newest.
 */
async function lastPaymentOf(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(sql`${payments.status} = 'succeeded' desc`, desc(payments.id))
    .limit(1);
  return row ?? null;
}

export function createOrdersRepository(db: Database): OrdersRepository {
  return {
    async create(order) {
      const [inserted] = await db.insert(orders).values(order).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [earlier] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, order.userId), eq(orders.orderKey, order.orderKey)))
        .limit(1);
      return earlier!;
    },
    async find(orderId, userId) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .limit(1);
      return row ?? null;
    },
    async findById(orderId) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row ?? null;
    },
    async findWithLastPayment(orderId, userId) {
      // One snapshot for both reads (repeatable read): the settlement changes them in one transaction.
      return db.transaction(
        async (tx) => {
          const [order] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
            .limit(1);
          return order ? { order, payment: await lastPaymentOf(tx, order.id) } : null;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
    lastPayment: (orderId) => lastPaymentOf(db, orderId),
    async claimPayment(order, provider, at) {
      const [row] = await db
        .insert(payments)
        .values({
          orderId: order.id,
          userId: order.userId,
          provider,
          amountCents: order.totalCents,
          currencyCode: order.currencyCode,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    async recordCard(paymentId, card, saveCard) {
      await db
        .update(payments)
        .set({
          cardToken: card.token,
          cardBrand: card.brand,
          cardLast4: card.last4,
          cardExpMonth: card.expMonth,
          cardExpYear: card.expYear,
          saveCard,
        })
        .where(eq(payments.id, paymentId));
    },
    async recordIntent(paymentId, intentId) {
      await db
        .update(payments)
        .set({ providerIntentId: intentId })
        .where(and(eq(payments.id, paymentId), sql`${payments.providerIntentId} is null`));
    },
    async recordAction(paymentId, actionUrl) {
      await db
        .update(payments)
        .set({ actionUrl })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')));
    },
    async duplicateCharge(paymentId, intentId) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.id, paymentId),
            ne(payments.status, 'succeeded'),
            isNull(payments.refundedAt),
            sql`(${payments.providerIntentId} is null or ${payments.providerIntentId} = ${intentId})`,
            sql`exists (select 1 from "payments" as "paid"
              where "paid"."order_id" = "payments"."order_id" and "paid"."id" <> "payments"."id" and "paid"."status" = 'succeeded')`,
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async recordRefund(paymentId, intentId, refundId, at) {
      const rows = await db
        .update(payments)
        .set({
          refundedAt: at,
          providerRefundId: refundId,
          providerIntentId: sql`coalesce(${payments.providerIntentId}, ${intentId})`,
        })
        .where(and(eq(payments.id, paymentId), ne(payments.status, 'succeeded'), isNull(payments.refundedAt)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },
    async markFailed(paymentId, failure) {
      const rows = await db
        .update(payments)
        .set({ status: 'failed', failure })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')))
        .returning({ id: payments.id });
      return rows.length > 0;
    },
    async findPayment(paymentId) {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      return row ?? null;
    },
    async hasSucceededPayment(userId) {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')))
        .limit(1);
      return row !== undefined;
    },
    async activeMembershipFeatures(userId, at) {
      const rows = await db
        .select({ endsAt: memberships.endsAt, features: memberships.features })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, at), lte(memberships.startsAt, at)));
      if (rows.length === 0) return null;
      return {
        endsAt: new Date(Math.max(...rows.map((row) => row.endsAt.getTime()))),
        features: [...new Set(rows.flatMap((row) => row.features))],
      };
    },
    savedCards: (userId) => db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.id)),
    async savedCard(userId, cardId) {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.id, cardId)))
        .limit(1);
      return row ?? null;
    },
    async deleteSavedCard(userId, cardId) {
      const rows = await db
        .delete(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.id, cardId)))
        .returning({ id: savedCards.id });
      return rows.length > 0;
    },
    settlement(run) {
      return db.transaction((tx) => run(tx as unknown as Database, settlementSteps(tx as unknown as Database)));
    },
  };
}
