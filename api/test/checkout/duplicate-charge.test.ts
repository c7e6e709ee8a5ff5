// A card charged twice for one order is given back once (issue 26 "every cent must be right"): the
// processor charged payment 1 but its answer was lost (the fault point `charge-answer-lost`), so
// payment 1 failed here and the member paid again with payment 2, which settled; payment 1's
// success, by webhook or by the reconciliation, then finds its order paid: its charge is refunded
// in full at the processor, once however often it comes, and no credits are added. The sandbox is
// wrapped so a test can hold its webhooks back.
import type { Order } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProvider, WebhookDelivery } from '../../src/checkout/payments/provider';
import { createSandboxProcessor } from '../../src/checkout/payments/sandbox-processor';
import { RECONCILE_AFTER_MS } from '../../src/checkout/reconciliation';
import { payments } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { createOutboxDir, mailQueueDrained, mailsTo, registerMember, waitForMail, type RegisteredMember } from '../helpers/accounts';
import { TEST_CARDS, balanceAndLedger, createOrder, payOrder } from './checkout-helpers';
import { offeredPackage } from './renewal-helpers';

const sandbox = createSandboxProcessor({
  webhookSecret: 'duplicate-charge-webhook-secret',
  slowCardMs: 500,
  clock: () => t.clock.now(),
});
/** Webhooks held back while `holdWebhooks`; the app's listener, to deliver them by hand. */
const held: WebhookDelivery[] = [];
let holdWebhooks = false;
let deliver: ((delivery: WebhookDelivery) => Promise<void>) | undefined;
const provider: PaymentProvider = {
  ...sandbox,
  onWebhook(listener) {
    deliver = listener;
    sandbox.onWebhook(async (delivery) => {
      if (holdWebhooks) held.push(delivery);
      else await listener(delivery);
    });
  },
};

const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { paymentWebhookSecret: 'duplicate-charge-webhook-secret', outboxDir }, paymentProvider: provider });
let member: RegisteredMember;

beforeAll(() => () => sandbox.close());
beforeEach(async () => {
  member = await registerMember(t.app);
  holdWebhooks = true;
  held.splice(0);
  t.app.config.fault = undefined;
});

const paymentsOf = (orderId: string) =>
  t.app.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, Number(orderId)))
    .orderBy(payments.id);

/** The webhooks the sandbox has sent so far (held back), once its timers ran. */
async function heldWebhooks(): Promise<WebhookDelivery[]> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return held.splice(0);
}

/**
 * Payment 1 is charged but its answer lost (failed here as a system issue), and payment 2 of the
 * same order, paid again by the member, succeeds; answers payment 1's held success webhook.
 */
async function chargedTwice(): Promise<{ order: Order; credits: number; firstSuccess: WebhookDelivery }> {
  const pack = await offeredPackage(t.app, member);
  const order = (await createOrder(t.app, member, { products: [pack._id], country: 'IE', currency: 'EUR' })).json<Order>();
  t.app.config.fault = 'charge-answer-lost';
  const first = await payOrder(t.app, member, order._id, TEST_CARDS.approve);
  t.app.config.fault = undefined;
  expect(first.json<Order>().lastTransaction).toEqual({ status: 'failure', reason: 'system', message: MESSAGES.paymentSystemIssue });
  const [firstSuccess, ...others] = await heldWebhooks();
  expect(others).toEqual([]);
  const second = await payOrder(t.app, member, order._id, TEST_CARDS.approve);
  expect(second.json<Order>()).toMatchObject({ status: 'paid', lastTransaction: { status: 'success' } });
  const rows = await paymentsOf(order._id);
  expect(rows.map((row) => row.status)).toEqual(['failed', 'succeeded']);
  // The processor charged both.
  expect(sandbox.intentsFor(String(rows[0]!.id))).toMatchObject([{ status: 'succeeded' }]);
  expect(sandbox.intentsFor(String(rows[1]!.id))).toMatchObject([{ status: 'succeeded' }]);
  return { order, credits: pack.credits, firstSuccess: firstSuccess! };
}

/** Payment 1's charge was refunded at the processor exactly once, and recorded on its row; payment 2 paid the order. */
async function expectRefundedOnce(order: Order): Promise<void> {
  const [first, second] = await paymentsOf(order._id);
  const [intent] = sandbox.intentsFor(String(first!.id));
  expect(intent).toMatchObject({ status: 'refunded' });
  const refunds = sandbox.refundsOf(intent!.id);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ status: 'succeeded', amountCents: first!.amountCents, currencyCode: first!.currencyCode });
  expect(first).toMatchObject({ status: 'failed', providerIntentId: intent!.id, providerRefundId: refunds[0]!.id });
  expect(first!.refundedAt).toBeInstanceOf(Date);
  expect(second).toMatchObject({ status: 'succeeded', refundedAt: null });
  expect(sandbox.intentsFor(String(second!.id))).toMatchObject([{ status: 'succeeded' }]);
  const seen = await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: member.headers });
  expect(seen.json<Order>()).toMatchObject({ status: 'paid', lastTransaction: { status: 'success' } });
  // The member is told once, through the mail queue.
  const mail = await waitForMail(outboxDir, member.email, 'duplicate-refund');
  expect(mail.text).toContain('charged twice');
  expect(mail.text).toContain(`€${(first!.amountCents / 100).toFixed(2)}`);
  await mailQueueDrained(t.app);
  expect(await mailsTo(outboxDir, member.email, 'duplicate-refund')).toHaveLength(1);
}

describe('a second charge of an order already paid', () => {
  it("is refunded once when the first payment's success webhook comes after the retry paid, delivered twice at once and again later", async () => {
    const before = await balanceAndLedger(t.app, member.id);
    const { order, credits, firstSuccess } = await chargedTwice();
    await Promise.all([deliver!(firstSuccess), deliver!(firstSuccess)]);
    await deliver!(firstSuccess);
    await expectRefundedOnce(order);
    // Nor does the reconciliation refund it again.
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    expect(await t.app.checkout.reconciliation.run()).toMatchObject({ settled: 0, refunded: 0 });
    await expectRefundedOnce(order);
    const after = await balanceAndLedger(t.app, member.id);
    expect(after.credits).toBe(before.credits + credits);
    expect(after.ledger).toBe(after.credits);
  });

  it('is refunded once by the reconciliation when the webhook is lost, however often and however concurrently it runs', async () => {
    const before = await balanceAndLedger(t.app, member.id);
    const { order, credits } = await chargedTwice();
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    const [first, second] = await Promise.all([t.app.checkout.reconciliation.run(), t.app.checkout.reconciliation.run()]);
    expect(first.refunded + second.refunded).toBe(1);
    expect(first.settled + second.settled).toBe(0);
    expect(await t.app.checkout.reconciliation.run()).toMatchObject({ settled: 0, refunded: 0 });
    await expectRefundedOnce(order);
    const after = await balanceAndLedger(t.app, member.id);
    expect(after.credits).toBe(before.credits + credits);
    expect(after.ledger).toBe(after.credits);
  });
});

describe('a charge whose answer was lost, the order never paid again', () => {
  it('is settled by the reconciliation when no webhook comes: the balance rises once', async () => {
    const before = await balanceAndLedger(t.app, member.id);
    const pack = await offeredPackage(t.app, member);
    const order = (await createOrder(t.app, member, { products: [pack._id], country: 'IE', currency: 'EUR' })).json<Order>();
    t.app.config.fault = 'charge-answer-lost';
    const answer = await payOrder(t.app, member, order._id, TEST_CARDS.approve);
    t.app.config.fault = undefined;
    expect(answer.json<Order>().lastTransaction).toMatchObject({ status: 'failure', reason: 'system' });
    await heldWebhooks();
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    expect(await t.app.checkout.reconciliation.run()).toMatchObject({ settled: 1, refunded: 0 });
    expect(await t.app.checkout.reconciliation.run()).toMatchObject({ settled: 0, refunded: 0 });
    const seen = await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: member.headers });
    expect(seen.json<Order>()).toMatchObject({ status: 'paid', lastTransaction: { status: 'success' } });
    const [payment] = await paymentsOf(order._id);
    expect(sandbox.refundsOf(payment!.providerIntentId!)).toEqual([]);
    const after = await balanceAndLedger(t.app, member.id);
    expect(after.credits).toBe(before.credits + pack.credits);
    expect(after.ledger).toBe(after.credits);
  });
});
