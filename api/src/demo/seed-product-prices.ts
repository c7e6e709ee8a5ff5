// The demo brands' prices per country (member spec §4 "Pricing": prices are chosen by the member's
// country): a country without a row pays the product's own price. Heartline sells in euros and in
// pounds in Great Britain; Velvet Hour in dollars, Canadian dollars in Canada and euros in the
// Netherlands (where its demo member lives). Added once to any database, by sku.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productPrices, products } from '../db/schema';

interface CountryPrice {
  country: string;
  currency: string;
  currencyCode: string;
  priceCents: number;
}

const gbp = (priceCents: number): CountryPrice => ({ country: 'GB', currency: '£', currencyCode: 'GBP', priceCents });
const cad = (priceCents: number): CountryPrice => ({ country: 'CA', currency: 'C$', currencyCode: 'CAD', priceCents });
const eurNl = (priceCents: number): CountryPrice => ({ country: 'NL', currency: '€', currencyCode: 'EUR', priceCents });

export const DEMO_COUNTRY_PRICES: Record<string, CountryPrice[]> = {
  'hl-credits-20': [gbp(899)],
  'hl-credits-50': [gbp(1799)],
  'hl-credits-120': [gbp(3499)],
  'hl-membership-monthly': [gbp(2199)],
  'hl-membership-quarterly': [gbp(5299)],
  'hl-membership-bi-annual': [gbp(8999)],
  'vh-credits-25': [cad(1999), eurNl(1399)],
  'vh-credits-60': [cad(3999), eurNl(2799)],
  'vh-credits-150': [cad(7999), eurNl(5499)],
  'vh-membership-monthly': [cad(4699), eurNl(3299)],
  'vh-membership-quarterly': [cad(11_499), eurNl(7999)],
  'vh-membership-bi-annual': [cad(19_999), eurNl(13_999)],
};

/** Adds the demo prices per country that are missing; a price already stored is kept. */
export async function seedProductPrices(db: Database): Promise<void> {
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, Object.keys(DEMO_COUNTRY_PRICES)));
  const values = rows.flatMap((row) => (DEMO_COUNTRY_PRICES[row.sku] ?? []).map((price) => ({ productId: row.id, ...price })));
  if (values.length === 0) return;
  const [first] = values;
  const [held] = await db
    .select({ id: productPrices.id })
    .from(productPrices)
    .where(and(eq(productPrices.productId, first!.productId), eq(productPrices.country, first!.country)))
    .limit(1);
  if (held) return;
  await db.insert(productPrices).values(values).onConflictDoNothing();
}
