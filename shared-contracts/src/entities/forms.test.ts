import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../rules/messages';
import { agentConversationLookupSchema } from './agent-conversation';
import { cartSchema } from './cart';
import { checkoutFormSchema, walletCheckoutSchema, type CheckoutFormInput } from './checkout';
import { profileEditFormSchema, type ProfileEditFormInput } from './profile-edit';

function messagesFor(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string): string[] {
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2024, 5, 15, 12)));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('profileEditFormSchema', () => {
  const valid: ProfileEditFormInput = {
    firstName: 'Anna',
    lastName: 'B',
    gender: 'woman',
    birthday: '2006-06-15',
    lookingForAge: { min: 25, max: 40 },
    aboutMe: 'I like long walks.',
    lookingForTags: ['hiking'],
    email: 'anna@example.com',
  };

  it('accepts a complete form and fills the switches', () => {
    expect(profileEditFormSchema.parse(valid)).toMatchObject({ showOnline: true, notifyByEmail: true, keepLocationPrivate: false, password: '' });
  });

  it('asks for looking-for tags in the spec words', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, lookingForTags: [] });
    expect(messagesFor(result, 'lookingForTags')).toEqual(['Information is required, please fill in some tags']);
  });

  it('requires about me', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, aboutMe: '   ' });
    expect(messagesFor(result, 'aboutMe')).toEqual([MESSAGES.required]);
  });

  it('refuses a birthday one day short of 18 years', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, birthday: '2006-06-16' });
    expect(messagesFor(result, 'birthday')).toEqual([MESSAGES.notAdult]);
  });

  it('refuses an impossible birthday as an invalid date', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, birthday: '1990-02-30' });
    expect(messagesFor(result, 'birthday')).toEqual([MESSAGES.invalidDate]);
  });

  it('refuses an invalid email with the spec message', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, email: 'anna@' });
    expect(messagesFor(result, 'email')).toEqual(['please enter a valid email address']);
  });
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
    expect(messagesFor(result, 'expiryMonth')).toEqual([MESSAGES.expiryInvalid]);
  });

  it('accepts a four-digit expiry year', () => {
    expect(checkoutFormSchema.safeParse({ ...valid, expiryMonth: '1', expiryYear: '2025' }).success).toBe(true);
  });

  it('asks for an empty expiry once, as required', () => {
    const result = checkoutFormSchema.safeParse({ ...valid, expiryMonth: '' });
    expect(messagesFor(result, 'expiryMonth')).toEqual([MESSAGES.required]);
  });

  it('asks to accept the terms in the spec words', () => {
    expect(messagesFor(checkoutFormSchema.safeParse({ ...valid, terms: false }), 'terms')).toEqual(['Please accept terms and conditions']);
    expect(messagesFor(walletCheckoutSchema.safeParse({ cardId: 'c1' }), 'terms')).toEqual(['Please accept terms and conditions']);
  });

  it('checks CVV and ZIP with their rules', () => {
    const result = checkoutFormSchema.safeParse({ ...valid, cvv: '12', zip: '9021' });
    expect(messagesFor(result, 'cvv')).toEqual([MESSAGES.cvvInvalid]);
    expect(messagesFor(result, 'zip')).toEqual([MESSAGES.zipInvalid]);
  });
});

describe('cartSchema', () => {
  it('starts empty with a limit of one', () => {
    expect(cartSchema.parse({})).toEqual({ items: [], cartLimit: 1, order: null });
  });
});

describe('agentConversationLookupSchema', () => {
  it('flattens wrapped dates and refuses a range that ends before it starts', () => {
    expect(agentConversationLookupSchema.parse({ from: { date: '2024-06-01T00:00:00.000Z' }, agent: { id: 3 } })).toEqual({
      from: '2024-06-01T00:00:00.000Z',
      agent: '3',
    });
    const result = agentConversationLookupSchema.safeParse({ from: '2024-06-02T00:00:00.000Z', to: '2024-06-01T00:00:00.000Z' });
    expect(messagesFor(result, 'to')).toEqual(['Date range is not valid']);
  });
});
