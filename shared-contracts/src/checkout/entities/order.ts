import { z } from '../../platform/entities/zod';
import { CART_LIMIT, ORDER_KEY_MAX_LENGTH } from '../constants';
import { idSchema, dateSchema } from '../../platform/entities/common';
import { productSchema } from '../../platform/entities/product';
import { CHECKOUT_MESSAGES } from '../messages';
import { textLimits } from '../../platform/entities/text-fields';

/** What the checkout shows while it polls the order (member spec §4 "Payment"). */
export const paymentStateSchema = z.enum(['waiting', 'success', 'failure']);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** A failed payment is the bank's issue or the system's; each offers contact support or try again. */
export const paymentFailureReasonSchema = z.enum(['bank', 'system']);
export type PaymentFailureReason = z.infer<typeof paymentFailureReasonSchema>;

/**
 * The state of an order's last payment: `pending` while the processor works, `requires_action` while
 * the bank asks the card holder to confirm it (3-D Secure, at `actionUrl`), then success or failure.
 */
export const transactionStatusSchema = z.enum(['pending', 'requires_action', 'success', 'failure']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/**
 * An order (member spec §3). The server prices it (`total`: the price plus `vat`, its VAT truncated) from
 * the catalogue of its country; the checkout polls it until `lastTransaction.status` is 'success'
 * (ORDER_POLL_INTERVAL_MS, up to ORDER_POLL_TIMEOUT_MS).
 */
export const orderSchema = z.object({
  _id: idSchema,
  currency: z.string(),
  currencyCode: z.string().length(3),
  country: z.string().length(2),
  products: z.array(productSchema),
  total: z.number().nonnegative(),
  vat: z.number().nonnegative(),
  status: z.enum(['open', 'paid']),
  createdAt: dateSchema,
  lastTransaction: z
    .object({
      status: transactionStatusSchema,
      reason: paymentFailureReasonSchema.optional(),
      message: z.string().optional(),
      /** Where the browser goes to confirm the payment with the bank (status `requires_action`). */
      actionUrl: z.url().optional(),
    })
    .nullable()
    .default(null),
});
export type Order = z.infer<typeof orderSchema>;

/** The client's key for one order: a retry with it answers the first order. */
const orderKeySchema = z
  .string({ error: CHECKOUT_MESSAGES.orderKeyInvalid })
  .min(8, CHECKOUT_MESSAGES.orderKeyInvalid)
  .superRefine(textLimits(ORDER_KEY_MAX_LENGTH, 'Key'));

/**
 * POST /order: the cart's products for a country (pricing is chosen per country) and the currency
 * and total the member saw; the server prices it again and refuses when they differ.
 */
export const createOrderRequestSchema = z.object({
  products: z.array(idSchema).min(1).max(CART_LIMIT),
  country: z.string().length(2),
  currency: z.string().length(3),
  total: z.number().nonnegative().max(1_000_000).optional(),
  key: orderKeySchema,
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** A card in the member's wallet (GET /payment-methods): the processor keeps the number. */
export const walletCardSchema = z.object({
  cardId: idSchema,
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type WalletCard = z.infer<typeof walletCardSchema>;
/** GET /payment-methods: the member's wallet. */
export const walletSchema = z.array(walletCardSchema);
