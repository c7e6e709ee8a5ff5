import { z } from '../../platform/entities/zod';
import { CART_LIMIT } from '../constants';
import { idSchema } from '../../platform/entities/common';
import { productSchema } from '../../platform/entities/product';

/** What the checkout shows while it polls the order (member spec §4 "Payment"). */
export const paymentStateSchema = z.enum(['waiting', 'success', 'failure']);
export type PaymentState = z.infer<typeof paymentStateSchema>;
/** A failed payment is the bank's issue or the system's; each offers contact support or try again. */
export const paymentFailureReasonSchema = z.enum(['bank', 'system']);
export type PaymentFailureReason = z.infer<typeof paymentFailureReasonSchema>;

/**
 * An order (member spec §3); further fields are not shown in the spec. The checkout polls it
 * until `lastTransaction.status` is 'success' (ORDER_POLL_INTERVAL_MS, up to ORDER_POLL_TIMEOUT_MS).
 */
export const orderSchema = z.object({
  _id: idSchema,
  currency: z.string(),
  country: z.string().length(2),
  products: z.array(productSchema),
  lastTransaction: z.object({ status: z.string(), reason: paymentFailureReasonSchema.optional() }).nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /orders: the cart's products for a country (pricing is chosen per country). */
export const createOrderRequestSchema = z.object({
  products: z.array(idSchema).min(1).max(CART_LIMIT),
  country: z.string().length(2),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;
