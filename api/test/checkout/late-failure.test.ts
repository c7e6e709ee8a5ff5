// A payment the checkout left "in progress" that fails later: a bank's challenge (3-D Secure) the
// card holder never answers is cancelled at the processor and fails as a bank issue.
import { catalogueSchema, orderSchema, type Order } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxProcessor } from '../../src/checkout/payments/sandbox-processor';
import { RECONCILE_AFTER_MS } from '../../src/checkout/reconciliation';
import { payments } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { registerMember, type RegisteredMember } from '../helpers/accounts';
import { TEST_CARDS, balanceAndLedger, cardForm, createOrder } from './checkout-helpers';

const t = setupTestApp();
let member: RegisteredMember;
const sandbox = () => t.app.checkout.provider as SandboxProcessor;

beforeEach(async () => {
  member = await registerMember(t.app);
});

async function openOrder(sku = 'hl-credits-20'): Promise<Order> {
  const catalogue = catalogueSchema.parse((await t.app.inject({ method: 'GET', url: '/catalogue', headers: member.headers })).json());
  const product = catalogue.products.find((each) => each.sku === sku)!;
  const response = await createOrder(t.app, member, { products: [product._id], country: 'IE', currency: 'EUR' });
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
}

/** Pays with the 3-D Secure card: the answer leaves the payment waiting for the bank. */
async function payWithChallenge(orderId: string): Promise<Order> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/order/${orderId}`,
    headers: { ...member.headers, origin: 'http://localhost:3000' },
    payload: cardForm(TEST_CARDS.challenge),
  });
  expect(response.statusCode).toBe(200);
  return orderSchema.parse(response.json());
}

async function paymentOf(orderId: string) {
  const [payment] = await t.app.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, Number(orderId)));
  return payment!;
}

describe('a bank challenge nobody answers', () => {
  it('is cancelled at the processor after 15 minutes: the payment fails as a bank issue and a late answer charges nothing', async () => {
    const before = await balanceAndLedger(t.app, member.id);
    const order = await openOrder();
    const waiting = await payWithChallenge(order._id);
    expect(waiting.lastTransaction?.status).toBe('requires_action');
    const payment = await paymentOf(order._id);

    // Still within the bank's session: the reconciliation leaves it waiting for the card holder.
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    await t.app.checkout.reconciliation.run();
    expect((await paymentOf(order._id)).status).toBe('processing');

    t.clock.advance(t.app.config.paymentChallengeTimeoutMs);
    await t.app.checkout.reconciliation.run();
    const seen = await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: member.headers });
    expect(seen.json<Order>().lastTransaction).toEqual({ status: 'failure', reason: 'bank', message: MESSAGES.paymentBankIssue });
    expect(sandbox().intentsFor(String(payment.id))).toMatchObject([{ status: 'canceled' }]);

    // The card holder comes back to the bank's page too late: nothing is charged.
    const late = await t.app.inject({
      method: 'POST',
      url: new URL(waiting.lastTransaction!.actionUrl!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    expect(late.statusCode).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sandbox().intentsFor(String(payment.id))).toMatchObject([{ status: 'canceled' }]);
    expect((await paymentOf(order._id)).status).toBe('failed');
    expect((await balanceAndLedger(t.app, member.id)).credits).toBe(before.credits);
  });
});
