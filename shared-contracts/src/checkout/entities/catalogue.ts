import { z } from '../../platform/entities/zod';
import { productSchema } from '../../platform/entities/product';

/**
 * What a brand sells in one country (member spec §4 "Package availability" and "Pricing"): the
 * products by ascending price, priced for `country`. The member's catalogue applies the package
 * availability of `firstPurchasePromotion`; the public prices show every product.
 */
export const catalogueSchema = z.object({
  country: z.string().length(2),
  firstPurchasePromotion: z.boolean(),
  products: z.array(productSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** GET /prices: a country of the brand (its first when none is given). */
export const pricesQuerySchema = z.object({ country: z.string().length(2).optional() });
