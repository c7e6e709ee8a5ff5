// A membership given without a processor (the demo's vip, seeded): an order, a payment of 0 and the
// settlement's own steps (claim, order paid, addMembership), so that it is exactly what a purchase
// leaves behind, with its end date, its features and no renewal (no card would pay one).
import type { products } from '../db/schema';
import { createOrdersRepository } from './repositories/orders';

/** The database the orders repository is made on (a transaction of the caller's will do). */
type OrdersDatabase = Parameters<typeof createOrdersRepository>[0];

export interface UnchargedMembership {
  userId: number;
  country: string;
  product: typeof products.$inferSelect;
  /** The order's key: a second call with the same key adds nothing. */
  orderKey: string;
  /** Names who gave it, in place of a processor (e.g. 'demo'). */
  provider: string;
}

/** Runs from `at` for the product's interval; answers whether it was added (false: the key was used already). */
export async function addUnchargedMembership(db: OrdersDatabase, input: UnchargedMembership, at: Date): Promise<boolean> {
  const { product } = input;
  const orders = createOrdersRepository(db);
  const order = await orders.create({
    userId: input.userId,
    brandId: product.brandId,
    orderKey: input.orderKey,
    productId: product.id,
    country: input.country,
    currency: product.currency,
    currencyCode: product.currencyCode,
    totalCents: 0,
    vatCents: 0,
    credits: 0,
    intervalDays: product.intervalDays,
    features: product.features,
    createdAt: at,
  });
  const payment = await orders.claimPayment(order, input.provider, at);
  if (!payment) return false;
  return orders.settlement(async (_tx, steps) => {
    const claimed = await steps.claim(payment.id, `${input.provider}-${payment.id}`, payment.amountCents, payment.currencyCode, at);
    if (!claimed) return false;
    await steps.markOrderPaid(order.id);
    await steps.addMembership({
      userId: input.userId,
      productId: product.id,
      paymentId: payment.id,
      features: order.features,
      intervalDays: order.intervalDays,
      savedCardId: null,
      at,
    });
    return true;
  });
}
