// A payment the checkout left "in progress" that fails later (issue 26 §3: "the member will be told
// by mail"): its failure is mailed once, by webhook or reconciliation, and a failure the payment's
// own answer showed is not mailed.
import { catalogueSchema, orderSchema, type Order } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxProcessor } from '../../src/checkout/payments/sandbox-processor';
import { signWebhook } from '../../src/checkout/payments/webhook-signature';
import { RECONCILE_AFTER_MS } from '../../src/checkout/reconciliation';
import { payments } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { createOutboxDir, mailQueueDrained, mailsTo, registerMember, waitForMail, type RegisteredMember } from '../helpers/accounts';
import { TEST_CARDS, balanceAndLedger, cardForm, createOrder, payOrder } from './checkout-helpers';

const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { outboxDir } });
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

function failedEvent(payment: Awaited<ReturnType<typeof paymentOf>>) {
  const intent = {
    id: payment.providerIntentId,
    status: 'failed',
    failure: 'bank',
    amountCents: payment.amountCents,
    currencyCode: payment.currencyCode,
    metadata: { paymentId: String(payment.id) },
  };
  const payload = JSON.stringify({
    id: `evt_test_${Math.random()}`,
    type: 'payment_intent.payment_failed',
    created: Math.floor(t.clock.now().getTime() / 1000),
    intent,
  });
  return { payload, signature: signWebhook(t.app.config.paymentWebhookSecret, payload, t.clock.now()) };
}

const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
  t.app.inject({ method: 'POST', url: '/payments/webhook', headers: { 'heartline-signature': signature }, payload: { payload } });

describe('a payment that fails after the checkout answered', () => {
  it('mails the member once why it did not go through, that nothing was charged, and where to try again, however often the webhook comes', async () => {
    const before = await balanceAndLedger(t.app, member.id);
    const order = await openOrder();
    expect((await payWithChallenge(order._id)).lastTransaction?.status).toBe('requires_action');
    const event = failedEvent(await paymentOf(order._id));
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);

    const mail = await waitForMail(outboxDir, member.email, 'payment-failed');
    expect(mail.subject).toBe('Your Heartline payment did not go through');
    expect(mail.text).toContain('your bank declined the payment');
    expect(mail.text).toContain('Nothing was charged');
    expect(mail.text).toContain('20 credits');
    expect(mail.text).toContain('€12.28');
    expect(mail.text).toMatch(/https?:\/\/\S+\/upgrade/);
    await mailQueueDrained(t.app);
    expect(await mailsTo(outboxDir, member.email, 'payment-failed')).toHaveLength(1);
    const seen = await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: member.headers });
    expect(seen.json<Order>().lastTransaction).toEqual({ status: 'failure', reason: 'bank', message: MESSAGES.paymentBankIssue });
    expect((await balanceAndLedger(t.app, member.id)).credits).toBe(before.credits);
  });

  it('sends no mail for a failure the payment’s own answer showed', async () => {
    const order = await openOrder();
    const paid = await payOrder(t.app, member, order._id, TEST_CARDS.insufficientFunds);
    expect(paid.json<Order>().lastTransaction).toMatchObject({ status: 'failure', reason: 'bank' });
    // The processor's own webhook follows the answer; it changes nothing and mails nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await mailQueueDrained(t.app);
    expect(await mailsTo(outboxDir, member.email, 'payment-failed')).toEqual([]);
  });
});

describe('a bank challenge nobody answers', () => {
  it('is cancelled at the processor after 15 minutes: the payment fails as a bank issue, is mailed, and a late answer charges nothing', async () => {
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

    const mail = await waitForMail(outboxDir, member.email, 'payment-failed');
    expect(mail.text).toContain('your bank declined the payment');
  });
});
