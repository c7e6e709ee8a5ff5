// A charge is never lost (issue 26 "every cent must be right"): once the processor may have charged
// the card, a failure of ours (the database failing right after the charge: fault-points.ts) leaves
// the payment processing, and the processor's webhook or the reconciliation settles it; a success
// the processor reports for a payment we had failed (its answer lost on the way) is settled too,
// once. The sandbox is wrapped so a test can hold its webhooks back or lose its answer.
import type { Order } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProvider, WebhookDelivery } from '../../src/checkout/payments/provider';
import { createSandboxProcessor } from '../../src/checkout/payments/sandbox-processor';
import { RECONCILE_AFTER_MS } from '../../src/checkout/reconciliation';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { registerMember, type RegisteredMember } from '../helpers/accounts';
import { TEST_CARDS, balanceAndLedger, createOrder, payOrder, settledOrder } from './checkout-helpers';
import { offeredPackage } from './renewal-helpers';

const sandbox = createSandboxProcessor({
  webhookSecret: 'lost-charge-webhook-secret',
  slowCardMs: 500,
  clock: () => t.clock.now(),
});
/** Webhooks held back (delivered by `release`), and whether the next charge's answer is lost. */
const held: WebhookDelivery[] = [];
let holdWebhooks = false;
let loseNextAnswer = false;
let deliver: ((delivery: WebhookDelivery) => Promise<void>) | undefined;
const provider: PaymentProvider = {
  ...sandbox,
  async createIntent(input) {
    const intent = await sandbox.createIntent(input);
    if (!loseNextAnswer) return intent;
    loseNextAnswer = false;
    throw new Error('The processor charged, but its answer was lost on the way');
  },
  onWebhook(listener) {
    deliver = listener;
    sandbox.onWebhook(async (delivery) => {
      if (holdWebhooks) held.push(delivery);
      else await listener(delivery);
    });
  },
};
async function release(): Promise<WebhookDelivery[]> {
  const deliveries = held.splice(0);
  for (const delivery of deliveries) await deliver!(delivery);
  return deliveries;
}

const t = setupTestApp({ config: { paymentWebhookSecret: 'lost-charge-webhook-secret' }, paymentProvider: provider });
let member: RegisteredMember;

beforeAll(() => () => sandbox.close());
beforeEach(async () => {
  member = await registerMember(t.app);
  holdWebhooks = false;
  loseNextAnswer = false;
  t.app.config.fault = undefined;
});

async function payForCredits(): Promise<{ order: Order; answer: Order; credits: number }> {
  const pack = await offeredPackage(t.app, member);
  const order = (await createOrder(t.app, member, { products: [pack._id], country: 'IE', currency: 'EUR' })).json<Order>();
  const paid = await payOrder(t.app, member, order._id, TEST_CARDS.approve);
  expect(paid.statusCode).toBe(200);
  return { order, answer: paid.json<Order>(), credits: pack.credits };
}

/** `count` payments waiting for the bank's challenge, as a crowd of members who left the bank's page would leave them. */
async function abandonedChallenges(owner: RegisteredMember, count: number): Promise<void> {
  const pack = await offeredPackage(t.app, owner);
  const created = (await createOrder(t.app, owner, { products: [pack._id], country: 'IE', currency: 'EUR' })).json<Order>();
  const [template] = await t.app.db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(created._id)));
  const { id: _id, status: _status, ...fields } = template!;
  const rows = await t.app.db
    .insert(orders)
    .values(Array.from({ length: count }, (_, n) => ({ ...fields, orderKey: `abandoned-challenge-${n}` })))
    .returning({ id: orders.id });
  const at = t.clock.now();
  await t.app.db.insert(payments).values(
    rows.map((row) => ({
      orderId: row.id,
      userId: owner.id,
      provider: 'sandbox',
      amountCents: template!.totalCents,
      currencyCode: template!.currencyCode,
      actionUrl: `http://localhost/payments/sandbox/challenge/pi_abandoned_${row.id}`,
      createdAt: at,
    })),
  );
}

describe('a failure of ours after the charge', () => {
  it('leaves the payment in progress and lets the webhook settle it: the balance rises once and the ledger sums to it', async () => {
    const before = await balanceAndLedger(t.app, member.id);
    t.app.config.fault = 'error-after-charge';
    const { order, answer, credits } = await payForCredits();
    t.app.config.fault = undefined;
    // The member sees "payment in progress", never a failure for a charged card.
    expect(answer.lastTransaction).toEqual({ status: 'pending' });
    const settled = await settledOrder(t.app, member, order._id);
    expect(settled.lastTransaction).toEqual({ status: 'success' });
    expect(settled.status).toBe('paid');
    const after = await balanceAndLedger(t.app, member.id);
    expect(after.credits).toBe(before.credits + credits);
    expect(after.ledger).toBe(after.credits);
  });

  it('is never shown to a polling member as a successful payment on an open order, nor as paid while pending', async () => {
    holdWebhooks = true;
    t.app.config.fault = 'error-after-charge';
    const { order } = await payForCredits();
    t.app.config.fault = undefined;
    // Checkout pages polling the order (as the return page does) while the webhook settles it.
    // Each page polls until it shows the order paid; the webhook comes once they have begun.
    const seen: Order[] = [];
    let releasing: Promise<WebhookDelivery[]> | undefined;
    const poll = async () => {
      for (let round = 0; round < 500; round += 1) {
        const answer = (await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: member.headers })).json<Order>();
        seen.push(answer);
        if (answer.status === 'paid') return;
        // A turn of the event loop between polls, as a page's timer gives one.
        await new Promise((resolve) => setImmediate(resolve));
        if (seen.length >= 24 && !releasing) {
          holdWebhooks = false;
          releasing = release();
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, poll));
    expect(await releasing).toHaveLength(1);
    const states = new Set(seen.map((each) => `${each.status} ${each.lastTransaction?.status}`));
    expect([...states].toSorted()).toEqual(['open pending', 'paid success']);
  });

  it('is settled by the reconciliation when no webhook comes, once however often it runs', async () => {
    const before = await balanceAndLedger(t.app, member.id);
    holdWebhooks = true;
    t.app.config.fault = 'error-after-charge';
    const { order, answer, credits } = await payForCredits();
    t.app.config.fault = undefined;
    expect(answer.lastTransaction).toEqual({ status: 'pending' });
    held.splice(0);
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    expect((await t.app.checkout.reconciliation.run()).settled).toBe(1);
    expect((await t.app.checkout.reconciliation.run()).settled).toBe(0);
    const seen = await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: member.headers });
    expect(seen.json<Order>().lastTransaction).toEqual({ status: 'success' });
    const after = await balanceAndLedger(t.app, member.id);
    expect(after.credits).toBe(before.credits + credits);
    expect(after.ledger).toBe(after.credits);
  });
});

describe('the reconciliation behind abandoned bank challenges', () => {
  it('still reaches a charged payment when more challenges wait for their card holders than one run takes', async () => {
    const before = await balanceAndLedger(t.app, member.id);
    // Older than the charged payment, younger than the challenge's bound: nobody answers them yet.
    await abandonedChallenges(member, 201);
    t.clock.advance(1_000);
    holdWebhooks = true;
    t.app.config.fault = 'error-after-charge';
    const { order, credits } = await payForCredits();
    t.app.config.fault = undefined;
    held.splice(0);
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    const outcome = await t.app.checkout.reconciliation.run();
    expect(outcome).toMatchObject({ settled: 1, failed: 0 });
    const seen = await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: member.headers });
    expect(seen.json<Order>().lastTransaction).toEqual({ status: 'success' });
    const after = await balanceAndLedger(t.app, member.id);
    expect(after.credits).toBe(before.credits + credits);
    expect(after.ledger).toBe(after.credits);
  });
});

describe("the processor's success for a payment failed here", () => {
  it('credits the member once when the success webhook arrives after the payment was failed, however often it is delivered', async () => {
    const before = await balanceAndLedger(t.app, member.id);
    holdWebhooks = true;
    loseNextAnswer = true;
    const { order, answer, credits } = await payForCredits();
    expect(answer.lastTransaction).toEqual({ status: 'failure', reason: 'system', message: MESSAGES.paymentSystemIssue });
    expect((await balanceAndLedger(t.app, member.id)).credits).toBe(before.credits);

    holdWebhooks = false;
    const deliveries = await release();
    expect(deliveries).toHaveLength(1);
    // The same event again (processors deliver twice) changes nothing.
    await deliver!(deliveries[0]!);
    const seen = await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: member.headers });
    expect(seen.json<Order>()).toMatchObject({ status: 'paid', lastTransaction: { status: 'success' } });
    const after = await balanceAndLedger(t.app, member.id);
    expect(after.credits).toBe(before.credits + credits);
    expect(after.ledger).toBe(after.credits);
  });
});
