import { z } from '../../platform/entities/zod';
import { CART_LIMIT } from '../constants';
import { fieldNotValid } from '../../platform/messages';
import { checkFields } from '../../platform/entities/rule-check';
import { productSchema } from '../../platform/entities/product';

/** The cart (member spec §3): at most `cartLimit` products; addToCart drops the oldest beyond it. */
export const cartSchema = z
  .object({
    items: z.array(productSchema).default([]),
    cartLimit: z.number().int().positive().default(CART_LIMIT),
    /** The order summary shown beside the cart. */
    order: z.object({ currency: z.string(), total: z.number().nonnegative() }).nullable().default(null),
  })
  .superRefine(checkFields('items', (cart) => (cart.items.length <= cart.cartLimit ? undefined : fieldNotValid('Cart'))));
export type Cart = z.infer<typeof cartSchema>;
