import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLATFORM_MESSAGES } from '../../platform/messages';
import { CHECKOUT_MESSAGES } from '../messages';
import { fieldMessages as messagesFor } from '../../testing/field-messages';
import { cartSchema } from './cart';
import { checkoutFormSchema, walletCheckoutSchema, type CheckoutFormInput } from './checkout';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2024, 5, 15, 12)));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('checkoutFormSchema', () => {
  const valid: CheckoutFormInput = {
    nameOnCard: 'Anna B',
    cardNumber: '4242 4242 4242 4242',
    expiryMonth: '06',
    expiryYear: '24',
    cvv: '123',
    zip: '90210',
    city: 'Beverly Hills',
    terms: true,
  };

  it('accepts a valid card expiring this month and strips the spaces', () => {
    expect(checkoutFormSchema.parse(valid)).toMatchObject({ cardNumber: '4242424242424242', saveCard: false });
  });

  it('refuses a card number that fails the Luhn check', () => {
    const result = checkoutFormSchema.safeParse({ ...valid, cardNumber: '4242 4242 4242 4241' });
    expect(messagesFor(result, 'cardNumber')).toEqual(['credit card not valid']);
  });

  it('refuses a card that expired last month', () => {
    const result = checkoutFormSchema.safeParse({ ...valid, expiryMonth: '05' });
    expect(messagesFor(result, 'expiryMonth')).toEqual([CHECKOUT_MESSAGES.expiryInvalid]);
  });

  it('accepts a four-digit expiry year', () => {
    expect(checkoutFormSchema.safeParse({ ...valid, expiryMonth: '1', expiryYear: '2025' }).success).toBe(true);
  });

  it('asks for an empty expiry once, as required', () => {
    const result = checkoutFormSchema.safeParse({ ...valid, expiryMonth: '' });
    expect(messagesFor(result, 'expiryMonth')).toEqual([PLATFORM_MESSAGES.required]);
  });

  it('asks to accept the terms in the spec words', () => {
    expect(messagesFor(checkoutFormSchema.safeParse({ ...valid, terms: false }), 'terms')).toEqual(['Please accept terms and conditions']);
    expect(messagesFor(walletCheckoutSchema.safeParse({ cardId: 'c1' }), 'terms')).toEqual(['Please accept terms and conditions']);
  });

  it('checks CVV and ZIP with their rules', () => {
    const result = checkoutFormSchema.safeParse({ ...valid, cvv: '12', zip: '9021' });
    expect(messagesFor(result, 'cvv')).toEqual([CHECKOUT_MESSAGES.cvvInvalid]);
    expect(messagesFor(result, 'zip')).toEqual([CHECKOUT_MESSAGES.zipInvalid]);
  });
});

describe('cartSchema', () => {
  it('starts empty with a limit of one', () => {
    expect(cartSchema.parse({})).toEqual({ items: [], cartLimit: 1, order: null });
  });
});
