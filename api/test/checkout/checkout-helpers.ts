// What the checkout tests share: orders made and paid through the routes, the order polled until
// its payment is decided, and a member's balance against the sum of the ledger.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Order } from '@heartline/contracts/schemas';
import { creditLedger, users } from '../../src/db/schema';
import type { SignedInMember } from '../helpers/members';

export const TEST_CARDS = {
  approve: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  processorError: '4000 0000 0000 0119',
  slow: '4000 0000 0000 1000',
  challenge: '4000 0000 0000 3220',
  unknown: '4111 1111 1111 1111',
} as const;

let keys = 0;
export const newOrderKey = () => `order-key-${++keys}-${process.pid}-${Math.random().toString(36).slice(2)}`;

export function cardForm(cardNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    nameOnCard: 'Anna Byrne',
    cardNumber,
    expiryMonth: '12',
    expiryYear: '39',
    cvv: '123',
    zip: '90210',
    city: 'Dublin',
    terms: true,
    ...overrides,
  };
}

export function createOrder(app: FastifyInstance, member: SignedInMember, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/order', headers: member.headers, payload: { key: newOrderKey(), ...body } });
}

export function payOrder(
  app: FastifyInstance,
  member: SignedInMember,
  orderId: string,
  cardNumber: string,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({ method: 'PATCH', url: `/order/${orderId}`, headers: member.headers, payload: cardForm(cardNumber, overrides) });
}

/** Polls GET /order/{id} until its payment is decided, success or failure (or `timeoutMs` passed). */
export async function settledOrder(app: FastifyInstance, member: SignedInMember, orderId: string, timeoutMs = 5_000): Promise<Order> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/order/${orderId}`, headers: member.headers });
    const order = response.json<Order>();
    const undecided = order.lastTransaction?.status === 'pending' || order.lastTransaction?.status === 'requires_action';
    if (!undecided || Date.now() > until) return order;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function balanceAndLedger(app: FastifyInstance, userId: number): Promise<{ credits: number; ledger: number }> {
  const [user] = await app.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const [ledger] = await app.db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { credits: user!.credits, ledger: ledger!.sum };
}
