// Memberships as they renew, and what the member's own record lists of checkout: the memberships
// (subscriptions), the payments (transactions) and the wallet. Every list has a bound.
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, orders, payments, savedCards } from '../../db/schema';

export type MembershipRow = typeof memberships.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type SavedCardRow = typeof savedCards.$inferSelect;

/** A renewing membership, with the order that bought it (the price renewals charge) and its card. */
export interface RenewalFacts {
  membership: MembershipRow;
  order: OrderRow;
  card: SavedCardRow | null;
}

export interface MemberPaymentRow {
  paymentId: number;
  orderId: number;
  productId: number;
  brandId: number;
  createdAt: Date;
  settledAt: Date | null;
  amountCents: number;
  currency: string;
  currencyCode: string;
  status: 'processing' | 'succeeded' | 'failed';
  renewal: boolean;
}

/** The most memberships and payments the member's record lists (newest first). */
export const MEMBER_MEMBERSHIPS_LISTED = 20;
export const MEMBER_PAYMENTS_LISTED = 50;

export interface MembershipsRepository {
  /** Renewing memberships that end before `until`, soonest first, at most `limit`. */
  dueForRenewal(until: Date, limit: number): Promise<{ id: number; endsAt: Date }[]>;
  renewalFacts(membershipId: number): Promise<RenewalFacts | null>;
  /** The members whose membership ended after `from` and by `to` (at most `limit`). */
  endedBetween(from: Date, to: Date, limit: number): Promise<number[]>;
  /** Renewal off (the member stopped it, or a renewal failed); answers the row, null when not the member's. */
  stopRenewal(membershipId: number, userId?: number): Promise<MembershipRow | null>;
  forMember(userId: number): Promise<MembershipRow[]>;
  paymentsOfMember(userId: number): Promise<MemberPaymentRow[]>;
  /**
   * Payments still processing that were created before `before`, oldest first, but for those
   * waiting for the card holder's answer to the bank (challengesBefore lists them): abandoned
   * challenges never fill this batch.
   */
  processingBefore(before: Date, limit: number): Promise<{ id: number; providerIntentId: string | null }[]>;
  /** Payments waiting for the card holder's answer to the bank's challenge, created before `before`, oldest first. */
  challengesBefore(before: Date, limit: number): Promise<{ id: number; providerIntentId: string | null }[]>;
  /**
   * Payments failed here as a system issue while charging, the processor's answer never heard
   * (no intent recorded, never refunded, its card a token), created after `after` and by `before`, oldest first: the
   * processor may have charged them.
   */
  lostAnswersBetween(after: Date, before: Date, limit: number): Promise<{ id: number }[]>;
}

export function createMembershipsRepository(db: Database): MembershipsRepository {
  return {
    async dueForRenewal(until, limit) {
      return db
        .select({ id: memberships.id, endsAt: memberships.endsAt })
        .from(memberships)
        .where(and(eq(memberships.renews, true), lte(memberships.endsAt, until)))
        .orderBy(asc(memberships.endsAt))
        .limit(limit);
    },
    async endedBetween(from, to, limit) {
      const rows = await db
        .selectDistinct({ userId: memberships.userId })
        .from(memberships)
        .where(and(gt(memberships.endsAt, from), lte(memberships.endsAt, to)))
        .limit(limit);
      return rows.map((row) => row.userId);
    },
    async renewalFacts(membershipId) {
      const [row] = await db
        .select({ membership: memberships, order: orders, card: savedCards })
        .from(memberships)
        .innerJoin(payments, eq(payments.id, memberships.paymentId))
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .leftJoin(savedCards, eq(savedCards.id, memberships.savedCardId))
        .where(eq(memberships.id, membershipId))
        .limit(1);
      return row ?? null;
    },
    async stopRenewal(membershipId, userId) {
      const [row] = await db
        .update(memberships)
        .set({ renews: false })
        .where(and(eq(memberships.id, membershipId), userId === undefined ? undefined : eq(memberships.userId, userId)))
        .returning();
      return row ?? null;
    },
    forMember: (userId) =>
      db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .orderBy(desc(memberships.endsAt), desc(memberships.id))
        .limit(MEMBER_MEMBERSHIPS_LISTED),
    paymentsOfMember: (userId) =>
      db
        .select({
          paymentId: payments.id,
          orderId: orders.id,
          productId: orders.productId,
          brandId: orders.brandId,
          createdAt: payments.createdAt,
          settledAt: payments.settledAt,
          amountCents: payments.amountCents,
          currency: orders.currency,
          currencyCode: orders.currencyCode,
          status: payments.status,
          renewal: sql<boolean>`${orders.renewsMembershipId} is not null`,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.id))
        .limit(MEMBER_PAYMENTS_LISTED),
    processingBefore: (before, limit) =>
      db
        .select({ id: payments.id, providerIntentId: payments.providerIntentId })
        .from(payments)
        .where(and(eq(payments.status, 'processing'), lte(payments.createdAt, before), isNull(payments.actionUrl)))
        .orderBy(asc(payments.createdAt))
        .limit(limit),
    lostAnswersBetween: (after, before, limit) =>
      db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'failed'),
            eq(payments.failure, 'system'),
            isNull(payments.providerIntentId),
            isNull(payments.refundedAt),
            // A card that never became a token was never charged.
            isNotNull(payments.cardToken),
            gt(payments.createdAt, after),
            lte(payments.createdAt, before),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(limit),
    challengesBefore: (before, limit) =>
      db
        .select({ id: payments.id, providerIntentId: payments.providerIntentId })
        .from(payments)
        .where(and(eq(payments.status, 'processing'), lte(payments.createdAt, before), isNotNull(payments.actionUrl)))
        .orderBy(asc(payments.createdAt))
        .limit(limit),
  };
}
