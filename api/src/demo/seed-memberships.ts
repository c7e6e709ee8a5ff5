// The demo `vip` member's membership: VIP is an active membership with its features and an end
// date (issue 26), not a flag on the users row. The demo's VIP buys Heartline's bi-annual one (every
// feature, the profile boost among them) through checkout's own steps: an order, a payment, and the
// settlement's claim and addMembership, so the membership is what a purchase leaves. Nothing is
// charged (the payment is the demo's, of 0) and it does not renew (no card would pay it): it runs
// for the product's interval from the seed's clock, and /settings shows its end date.
import { and, eq } from 'drizzle-orm';
import { createOrdersRepository } from '../checkout/repositories/orders';
import type { Database } from '../db/client';
import { products } from '../db/schema';

const VIP_PRODUCT_SKU = 'hl-membership-bi-annual';
/** The provider of the demo's payment: no processor was asked. */
const DEMO_PROVIDER = 'demo';

export async function seedVipMembership(tx: Database, vip: { id: number; brandId: number; country: string }, at: Date): Promise<void> {
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.brandId, vip.brandId), eq(products.sku, VIP_PRODUCT_SKU)))
    .limit(1);
  if (!product) return;
  const orders = createOrdersRepository(tx);
  const order = await orders.create({
    userId: vip.id,
    brandId: vip.brandId,
    orderKey: 'demo-vip-membership',
    productId: product.id,
    country: vip.country,
    currency: product.currency,
    currencyCode: product.currencyCode,
    totalCents: 0,
    vatCents: 0,
    credits: 0,
    intervalDays: product.intervalDays,
    features: product.features,
    createdAt: at,
  });
  const payment = await orders.claimPayment(order, DEMO_PROVIDER, at);
  if (!payment) return;
  await orders.settlement(async (_tx, steps) => {
    const claimed = await steps.claim(payment.id, `demo-seed-${payment.id}`, payment.amountCents, payment.currencyCode, at);
    if (!claimed) return;
    await steps.markOrderPaid(order.id);
    await steps.addMembership({
      userId: vip.id,
      productId: product.id,
      paymentId: payment.id,
      features: order.features,
      intervalDays: order.intervalDays,
      savedCardId: null,
      at,
    });
  });
}
