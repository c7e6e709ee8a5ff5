import { z } from '../../platform/entities/zod';
import { PLATFORM_MESSAGES } from '../../platform/messages';
import { CHECKOUT_MESSAGES } from '../messages';
import { validateZipState } from './zip-state';
import { normaliseCardNumber, validateCreditCard, validateCvv, validateExpiryDate, validateZip } from '../rules/payment-card';
import { firstMessage, isBlank, validateMaxLength, validateRequired } from '../../platform/rules/validation';
import { ACCOUNTS_MESSAGES } from '../../accounts/messages';
import { validateTermsAccepted } from '../../accounts/rules/account-fields';
import { idSchema } from '../../platform/entities/common';
import { checkFields, checkRule } from '../../platform/entities/rule-check';
import { textField } from '../../platform/entities/text-fields';

const filled = (max: number, label: string) => textField({ max, label, required: true });
/** A month (1 to 12) or a year (YY or YYYY) as typed; the expiry rule reads them together. */
const expiryPart = (max: number) =>
  z
    .string({ error: PLATFORM_MESSAGES.required })
    .trim()
    .superRefine(
      checkRule((value: string) => firstMessage(validateRequired(value), validateMaxLength(value, max) && CHECKOUT_MESSAGES.expiryInvalid)),
    );

const withRule = (rule: (value: string) => string | undefined) =>
  z
    .string({ error: PLATFORM_MESSAGES.required })
    .trim()
    .superRefine(checkRule((value: string) => firstMessage(validateRequired(value), rule(value))));

/** Terms must be ticked: 'Please accept terms and conditions'. */
export const checkoutTermsSchema = z
  .boolean({ error: ACCOUNTS_MESSAGES.acceptTermsCheckout })
  .superRefine(checkRule((accepted: boolean) => validateTermsAccepted(accepted, 'checkout')));

/**
 * Paying with a new card (member spec §3 fields, §5 rules). The card number comes out without
 * spaces. The expiry month and year are separate fields and are checked together on the month.
 */
export const checkoutFormSchema = z
  .object({
    nameOnCard: filled(120, 'Name on card'),
    cardNumber: withRule(validateCreditCard).transform(normaliseCardNumber),
    /** 1 to 12, as typed or chosen ('6' or '06'). */
    expiryMonth: expiryPart(2),
    /** YY or YYYY. */
    expiryYear: expiryPart(4),
    cvv: withRule(validateCvv),
    /** 5 digits or 5+4, of a ZIP area that has a state (zip-state.ts). */
    zip: withRule((value) => firstMessage(validateZip(value), validateZipState(value))),
    city: filled(120, 'City'),
    saveCard: z.boolean().default(false),
    terms: checkoutTermsSchema,
  })
  .superRefine(
    checkFields('expiryMonth', (form) =>
      isBlank(form.expiryMonth) || isBlank(form.expiryYear) ? undefined : validateExpiryDate(form.expiryMonth, form.expiryYear, Date.now()),
    ),
  );
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

/** Paying with a card from the wallet. */
export const walletCheckoutSchema = z.object({
  cardId: idSchema,
  terms: checkoutTermsSchema,
});
export type WalletCheckout = z.infer<typeof walletCheckoutSchema>;
