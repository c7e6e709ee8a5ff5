// The words of the checkout (member spec §5 payment card rules, §8).
export const CHECKOUT_MESSAGES = {
  creditCardInvalid: 'credit card not valid',
  cvvInvalid: 'CVV must be 3 or 4 digits',
  zipInvalid: 'ZIP code must be 5 digits or 5+4',
  expiryInvalid: 'Expiry date is not valid',
} as const;
