import { catalogueSchema, type Order } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, savedCards } from '../../src/db/schema';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { balanceAndLedger, createOrder } from './checkout-helpers';

const t = setupTestApp();
const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
let demo: SignedInMember;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
});

function startSession(member: SignedInMember | null, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/payment-session/apple-pay',
    headers: member ? member.headers : anonymous,
    payload: body as Record<string, unknown>,
  });
}

const applePay = (overrides: Record<string, unknown> = {}) => ({
  applePay: {
    paymentData: JSON.stringify({ version: 'EC_v1', data: 'c2FuZGJveA==', signature: 'c2ln', header: {} }),
    network: 'Visa',
    displayName: 'Visa 1234',
    ...overrides,
  },
  terms: true,
});

describe('POST /payment-session/apple-pay', () => {
  it("answers a merchant session for the member's brand from Apple's validation address", async () => {
    const response = await startSession(demo, { validationUrl: VALIDATION_URL });
    expect(response.statusCode).toBe(200);
    const session = response.json<Record<string, unknown>>();
    expect(session).toMatchObject({ domainName: 'localhost', displayName: 'Heartline', merchantIdentifier: 'merchant.heartline.sandbox' });
    expect(session.expiresAt).toBe(Number(session.epochTimestamp) + 300_000);
    expect(session.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['http://apple-pay-gateway.apple.com/x'],
    ['https://apple.com.evil.example/x'],
    ['https://169.254.169.254/latest'],
    ['not a url'],
  ])('refuses a validation address that is not Apple’s: %s', async (validationUrl) => {
    const response = await startSession(demo, { validationUrl });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(MESSAGES.applePayValidationUrlInvalid);
  });

  it('refuses unknown keys and anonymous callers', async () => {
    expect((await startSession(demo, { validationUrl: VALIDATION_URL, merchant: 'x' })).statusCode).toBe(400);
    expect((await startSession(null, { validationUrl: VALIDATION_URL })).statusCode).toBe(401);
  });
});

describe('paying with Apple Pay', () => {
  it('charges the authorised token once, credits the order, and saves no card', async () => {
    const before = await balanceAndLedger(t.app, demo.id);
    const catalogue = catalogueSchema.parse((await t.app.inject({ method: 'GET', url: '/catalogue', headers: demo.headers })).json());
    const product = catalogue.products.find((each) => each.sku === 'hl-credits-20')!;
    const order = (await createOrder(t.app, demo, { products: [product._id], country: 'IE', currency: 'EUR' })).json<Order>();
    const paid = await t.app.inject({ method: 'PATCH', url: `/order/${order._id}`, headers: demo.headers, payload: applePay() });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Order>().lastTransaction).toEqual({ status: 'success' });
    expect((await balanceAndLedger(t.app, demo.id)).credits).toBe(before.credits + 20);
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, Number(order._id)));
    expect(payment).toMatchObject({ cardBrand: 'visa', cardLast4: '1234', status: 'succeeded' });
    expect(await t.app.db.select().from(savedCards).where(eq(savedCards.userId, demo.id))).toEqual([]);
  });

  it('refuses an unreadable token as a system issue and a missing acceptance of the terms, crediting nothing', async () => {
    const before = await balanceAndLedger(t.app, demo.id);
    const catalogue = catalogueSchema.parse((await t.app.inject({ method: 'GET', url: '/catalogue', headers: demo.headers })).json());
    const product = catalogue.products.find((each) => each.sku === 'hl-credits-50')!;
    const order = (await createOrder(t.app, demo, { products: [product._id], country: 'IE', currency: 'EUR' })).json<Order>();
    const noTerms = await t.app.inject({
      method: 'PATCH',
      url: `/order/${order._id}`,
      headers: demo.headers,
      payload: { ...applePay(), terms: false },
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toContain('Please accept terms and conditions');
    const unreadable = await t.app.inject({
      method: 'PATCH',
      url: `/order/${order._id}`,
      headers: demo.headers,
      payload: applePay({ paymentData: 'not json' }),
    });
    expect(unreadable.json<Order>().lastTransaction).toMatchObject({ status: 'failure', reason: 'system' });
    expect((await balanceAndLedger(t.app, demo.id)).credits).toBe(before.credits);
  });
});
