// The demo `vip` member's membership: VIP is an active membership with its features and an end
// date (issue 26), not a flag on the users row. The demo's VIP holds Heartline's bi-annual one
// (every feature, the profile boost among them), given through checkout's own purchase steps
// (checkout/uncharged-membership.ts): nothing is charged and it does not renew; it runs for the
// product's interval from the seed's clock, and /settings shows its end date.
import { and, eq } from 'drizzle-orm';
import { addUnchargedMembership } from '../checkout/uncharged-membership';
import type { Database } from '../db/client';
import { products } from '../db/schema';

const VIP_PRODUCT_SKU = 'hl-membership-bi-annual';

export async function seedVipMembership(tx: Database, vip: { id: number; brandId: number; country: string }, at: Date): Promise<void> {
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.brandId, vip.brandId), eq(products.sku, VIP_PRODUCT_SKU)))
    .limit(1);
  if (!product) return;
  await addUnchargedMembership(
    tx,
    { userId: vip.id, country: vip.country, product, orderKey: 'demo-vip-membership', provider: 'demo' },
    at,
  );
}
