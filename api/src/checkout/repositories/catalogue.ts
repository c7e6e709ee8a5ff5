// The prices of a brand's products in one country (product_prices): the rows that exist.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productPrices } from '../../db/schema';

export interface CountryPriceRow {
  productId: number;
  currency: string;
  currencyCode: string;
  priceCents: number;
}

export interface CatalogueRepository {
  pricesIn(country: string, productIds: readonly number[]): Promise<CountryPriceRow[]>;
}

export function createCatalogueRepository(db: Database): CatalogueRepository {
  return {
    async pricesIn(country, productIds) {
      if (productIds.length === 0) return [];
      return db
        .select({
          productId: productPrices.productId,
          currency: productPrices.currency,
          currencyCode: productPrices.currencyCode,
          priceCents: productPrices.priceCents,
        })
        .from(productPrices)
        .where(and(eq(productPrices.country, country), inArray(productPrices.productId, [...productIds])));
    },
  };
}
