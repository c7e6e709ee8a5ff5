import { z } from '../../platform/entities/zod';
import { CHECKOUT_MESSAGES } from '../messages';
import { textLimits } from '../../platform/entities/text-fields';
import { checkoutTermsSchema } from './checkout';

/** Apple Pay's merchant validation addresses are Apple's own (https, an apple.com host). */
const APPLE_PAY_VALIDATION_HOST = /(^|\.)apple\.com$/;
/** An Apple Pay payment token's data is a few KB of encrypted JSON. */
export const APPLE_PAY_TOKEN_MAX_LENGTH = 16_384;

/**
 * POST /payment-session/apple-pay (member spec §7): the `validationURL` the browser's
 * ApplePaySession gave in `onvalidatemerchant`. Any address but Apple's is refused, so the server
 * never calls another host for it.
 */
export const applePaySessionRequestSchema = z.object({
  validationUrl: z
    .string({ error: CHECKOUT_MESSAGES.applePayValidationUrlInvalid })
    .superRefine(textLimits(2_048, 'Validation URL'))
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && APPLE_PAY_VALIDATION_HOST.test(url.hostname);
      } catch {
        return false;
      }
    }, CHECKOUT_MESSAGES.applePayValidationUrlInvalid),
});
export type ApplePaySessionRequest = z.infer<typeof applePaySessionRequestSchema>;

/** The merchant session, opaque to us: the browser hands it to `completeMerchantValidation`. */
export const applePayMerchantSessionSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ApplePayMerchantSession = z.infer<typeof applePayMerchantSessionSchema>;

/** Paying an order with Apple Pay: the token of `onpaymentauthorized` (ApplePayPayment.token). */
export const applePayCheckoutSchema = z.object({
  applePay: z.object({
    /** The token's `paymentData`, as JSON text (the processor decrypts it). */
    paymentData: z.string().min(2).superRefine(textLimits(APPLE_PAY_TOKEN_MAX_LENGTH, 'Payment data')),
    /** `paymentMethod.network` ('Visa') and `paymentMethod.displayName` ('Visa 1234'). */
    network: z.string().superRefine(textLimits(40, 'Card network')),
    displayName: z.string().superRefine(textLimits(80, 'Card name')),
  }),
  terms: checkoutTermsSchema,
});
export type ApplePayCheckout = z.infer<typeof applePayCheckoutSchema>;
