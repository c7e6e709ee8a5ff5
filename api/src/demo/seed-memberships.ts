// The demo `vip` member's membership: VIP is an active membership with its features (issue 26),
// not the users row's flag, so the demo's VIP holds Heartline's bi-annual one (every feature,
// the profile boost among them) for the demo's life, bought by a settled demo payment. It never
// renews: nothing would charge it.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberships, orders, payments, products } from '../db/schema';

const VIP_PRODUCT_SKU = 'hl-membership-bi-annual';
/** From before any demo clock to long after: the demo's VIP stays VIP. */
const DEMO_MEMBERSHIP_STARTS = new Date('2026-01-01T00:00:00.000Z');
const DEMO_MEMBERSHIP_ENDS = new Date('2036-01-01T00:00:00.000Z');

export async function seedVipMembership(tx: Database, vip: { id: number; brandId: number }): Promise<void> {
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.brandId, vip.brandId), eq(products.sku, VIP_PRODUCT_SKU)))
    .limit(1);
  if (!product) return;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: vip.id,
      brandId: vip.brandId,
      orderKey: 'demo-vip-membership',
      productId: product.id,
      country: 'IE',
      currency: product.currency,
      currencyCode: product.currencyCode,
      totalCents: 0,
      vatCents: 0,
      credits: 0,
      intervalDays: product.intervalDays,
      features: product.features,
      status: 'paid',
      createdAt: DEMO_MEMBERSHIP_STARTS,
    })
    .returning({ id: orders.id });
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order!.id,
      userId: vip.id,
      provider: 'demo',
      amountCents: 0,
      currencyCode: product.currencyCode,
      status: 'succeeded',
      createdAt: DEMO_MEMBERSHIP_STARTS,
      settledAt: DEMO_MEMBERSHIP_STARTS,
    })
    .returning({ id: payments.id });
  await tx.insert(memberships).values({
    userId: vip.id,
    productId: product.id,
    paymentId: payment!.id,
    features: product.features,
    startsAt: DEMO_MEMBERSHIP_STARTS,
    endsAt: DEMO_MEMBERSHIP_ENDS,
    renews: false,
  });
}
