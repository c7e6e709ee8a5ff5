import { catalogueSchema, type Order } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProcessor } from '../../src/checkout/payments/sandbox-processor';
import { signWebhook } from '../../src/checkout/payments/webhook-signature';
import { creditLedger, memberships, payments, profiles, savedCards, users } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { createOutboxDir, mailsTo, waitForMail } from '../helpers/accounts';
import { signInMember, type SignedInMember } from '../helpers/members';
import { TEST_CARDS, balanceAndLedger, createOrder, payOrder, settledOrder } from './checkout-helpers';

const SLOW_CARD_MS = 600;
const logLines: string[] = [];
const outboxDir = createOutboxDir();
const t = setupTestApp({
  config: { sandboxSlowCardMs: SLOW_CARD_MS, logLevel: 'info', outboxDir },
  logStream: { write: (line) => logLines.push(line) },
});
let demo: SignedInMember;
let vip: SignedInMember;
let newbie: SignedInMember;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  vip = await signInMember(t.app, 'vip');
  newbie = await signInMember(t.app, 'newbie');
});

async function productOf(member: SignedInMember, sku: string) {
  const response = await t.app.inject({ method: 'GET', url: '/catalogue', headers: member.headers });
  return catalogueSchema.parse(response.json()).products.find((product) => product.sku === sku);
}

/** A new open order of `sku` for `member` (in Ireland, in euros). */
async function openOrder(member: SignedInMember, sku: string): Promise<Order> {
  const product = await productOf(member, sku);
  expect(product, `${sku} is offered`).toBeDefined();
  const response = await createOrder(t.app, member, { products: [product!._id], country: 'IE', currency: 'EUR' });
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
}

async function purchaseLedgerRows(userId: number) {
  return t.app.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase')));
}

function signedEvent(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', intent: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_test_${Math.random()}`, type, created: Math.floor(t.clock.now().getTime() / 1000), intent });
  return { payload, signature: signWebhook(t.app.config.paymentWebhookSecret, payload, t.clock.now()) };
}

function deliver({ payload, signature }: { payload: string; signature: string }) {
  return t.app.inject({ method: 'POST', url: '/payments/webhook', headers: { 'heartline-signature': signature }, payload: { payload } });
}

describe('paying an order with a card', () => {
  it('adds the credits with their ledger row once the approve card is charged, and ends the first-purchase promotion', async () => {
    const before = await balanceAndLedger(t.app, demo.id);
    const order = await openOrder(demo, 'hl-credits-20');
    const paid = await payOrder(t.app, demo, order._id, TEST_CARDS.approve);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().lastTransaction).toEqual({ status: 'success' });
    expect(paid.json().status).toBe('paid');
    const after = await balanceAndLedger(t.app, demo.id);
    expect(after.credits).toBe(before.credits + 20);
    expect(after.ledger).toBe(after.credits);
    // The webhook that follows the answer changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await balanceAndLedger(t.app, demo.id)).credits).toBe(before.credits + 20);
    expect(await purchaseLedgerRows(demo.id)).toHaveLength(1);
    expect(await productOf(demo, 'hl-credits-20')).toBeUndefined();
    expect(await productOf(demo, 'hl-credits-50')).toBeDefined();
  });

  it('mails one receipt with the brand, the VAT, the total, the card and the statement descriptor', async () => {
    const [account] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, demo.id));
    const receipt = await waitForMail(outboxDir, account!.email, 'receipt');
    expect(receipt.subject).toMatch(/^Your Heartline receipt for order \d+$/);
    expect(receipt.text).toContain('20 credits');
    expect(receipt.text).toContain('€2.29');
    expect(receipt.text).toContain('€12.28');
    expect(receipt.text).toContain('Visa ending in 4242');
    expect(receipt.text).toContain('HEARTLINE*MEDIA');
    expect(receipt.text).not.toContain('4242424242424242');
    expect(await mailsTo(outboxDir, account!.email, 'receipt')).toHaveLength(1);
  });

  it('refuses to pay a paid order again', async () => {
    const order = await openOrder(demo, 'hl-credits-50');
    await payOrder(t.app, demo, order._id, TEST_CARDS.approve);
    const again = await payOrder(t.app, demo, order._id, TEST_CARDS.approve);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.orderAlreadyPaid);
    expect(await purchaseLedgerRows(demo.id)).toHaveLength(2);
  });

  it('answers a bank issue for the insufficient-funds card, credits nothing, and lets the member try again', async () => {
    const before = await balanceAndLedger(t.app, vip.id);
    // The demo VIP's membership was a purchase: the first-purchase offer is over for them.
    const order = await openOrder(vip, 'hl-credits-50');
    const declined = await payOrder(t.app, vip, order._id, TEST_CARDS.insufficientFunds);
    expect(declined.json().lastTransaction).toEqual({ status: 'failure', reason: 'bank', message: MESSAGES.paymentBankIssue });
    expect(declined.json().status).toBe('open');
    expect((await balanceAndLedger(t.app, vip.id)).credits).toBe(before.credits);
    const retried = await payOrder(t.app, vip, order._id, TEST_CARDS.approve);
    expect(retried.json().lastTransaction).toEqual({ status: 'success' });
    expect((await balanceAndLedger(t.app, vip.id)).credits).toBe(before.credits + 50);
  });

  it('answers a system issue for the processor-error card, and a bank issue for a card the sandbox does not know', async () => {
    const order = await openOrder(vip, 'hl-credits-50');
    const failed = await payOrder(t.app, vip, order._id, TEST_CARDS.processorError);
    expect(failed.json().lastTransaction).toMatchObject({ status: 'failure', reason: 'system', message: MESSAGES.paymentSystemIssue });
    const unknown = await payOrder(t.app, vip, order._id, TEST_CARDS.unknown);
    expect(unknown.json().lastTransaction).toMatchObject({ status: 'failure', reason: 'bank' });
  });

  it('keeps a slow card pending until its webhook settles it', async () => {
    const before = await balanceAndLedger(t.app, vip.id);
    const order = await openOrder(vip, 'hl-credits-50');
    const pending = await payOrder(t.app, vip, order._id, TEST_CARDS.slow);
    expect(pending.json().lastTransaction).toEqual({ status: 'pending' });
    expect((await balanceAndLedger(t.app, vip.id)).credits).toBe(before.credits);
    const settled = await settledOrder(t.app, vip, order._id, SLOW_CARD_MS * 10);
    expect(settled.lastTransaction).toEqual({ status: 'success' });
    expect((await balanceAndLedger(t.app, vip.id)).credits).toBe(before.credits + 50);
  });

  it('buys a membership that ends one interval later, grants its features and makes the member VIP until it ends', async () => {
    const [profile] = await t.app.db.select({ id: profiles.id }).from(profiles).limit(1);
    const favourite = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/user/${newbie.id}`,
        headers: newbie.headers,
        payload: { favourite: { profileId: String(profile!.id), value: true } },
      });
    expect((await favourite()).statusCode).toBe(403);
    const order = await openOrder(newbie, 'hl-membership-monthly');
    const paid = await payOrder(t.app, newbie, order._id, TEST_CARDS.approve, { saveCard: true });
    expect(paid.json().lastTransaction).toEqual({ status: 'success' });
    const [membership] = await t.app.db.select().from(memberships).where(eq(memberships.userId, newbie.id));
    expect(membership!.features).toEqual(['images-and-albums', 'unlimited-favorites']);
    expect(membership!.endsAt.getTime() - membership!.startsAt.getTime()).toBe(30 * 86_400_000);
    const [card] = await t.app.db.select().from(savedCards).where(eq(savedCards.userId, newbie.id));
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 });
    const record = await t.app.inject({ method: 'GET', url: `/user/${newbie.id}`, headers: newbie.headers });
    expect(record.json().isPremium).toBe(true);
    expect((await favourite()).statusCode).toBe(200);
    // 31 days on, the membership has ended (no renewal yet): VIP ends with it (read directly: the
    // session would have expired by then).
    t.clock.advance(31 * 86_400_000);
    try {
      expect((await t.app.accounts.members.facts(newbie.id))?.isPremium).toBe(false);
    } finally {
      t.clock.advance(-31 * 86_400_000);
    }
  });

  it("refuses another member's order as not found, charging nothing", async () => {
    const order = await openOrder(vip, 'hl-credits-50');
    const read = await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: demo.headers });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(MESSAGES.orderNotFound);
    const pay = await payOrder(t.app, demo, order._id, TEST_CARDS.approve);
    expect(pay.statusCode).toBe(404);
    expect(
      await t.app.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, Number(order._id))),
    ).toEqual([]);
  });

  it('refuses bad card input in the catalogue words, charging nothing', async () => {
    const order = await openOrder(vip, 'hl-credits-50');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cardNumber: '4242 4242 4242 4241' }, MESSAGES.creditCardInvalid],
      [{ terms: false }, 'Please accept terms and conditions'],
      [{ cvv: '12' }, MESSAGES.cvvInvalid],
      [{ expiryYear: '20' }, MESSAGES.expiryInvalid],
      [{ zip: '9021' }, MESSAGES.zipInvalid],
      [{ zip: '00100' }, 'No state found for this ZIP code'],
    ];
    for (const [change, message] of cases) {
      const response = await payOrder(t.app, vip, order._id, TEST_CARDS.approve, change);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(
      await t.app.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, Number(order._id))),
    ).toEqual([]);
  });

  it('never stores or logs a card number or CVV', async () => {
    const rows = await t.app.db.select().from(payments);
    const stored = JSON.stringify(rows) + JSON.stringify(await t.app.db.select().from(savedCards));
    for (const number of Object.values(TEST_CARDS)) expect(stored).not.toContain(number.replaceAll(' ', ''));
    expect(logLines.join('\n')).not.toMatch(/4242424242424242|4000000000009995|"cvv"/);
  });
});

describe('the wallet', () => {
  it('pays with the saved card, refuses another member’s card and removes a card once', async () => {
    // newbie saved the approve card with the membership above.
    const wallet = await t.app.inject({ method: 'GET', url: '/payment-methods', headers: newbie.headers });
    expect(wallet.json()).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 })]);
    expect(JSON.stringify(wallet.json())).not.toMatch(/pm_|token/);
    const cardId = wallet.json()[0].cardId as string;

    const before = await balanceAndLedger(t.app, newbie.id);
    const order = await openOrder(newbie, 'hl-credits-50');
    const others = await t.app.inject({
      method: 'PATCH',
      url: `/order/${order._id}`,
      headers: newbie.headers,
      payload: { cardId: '999999', terms: true },
    });
    expect(others.statusCode).toBe(404);
    expect(others.json().message).toBe(MESSAGES.savedCardNotFound);
    const noTerms = await t.app.inject({
      method: 'PATCH',
      url: `/order/${order._id}`,
      headers: newbie.headers,
      payload: { cardId, terms: false },
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toBe('Please accept terms and conditions');
    expect(
      await t.app.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, Number(order._id))),
    ).toEqual([]);

    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/order/${order._id}`,
      headers: newbie.headers,
      payload: { cardId, terms: true },
    });
    expect(paid.json().lastTransaction).toEqual({ status: 'success' });
    expect((await balanceAndLedger(t.app, newbie.id)).credits).toBe(before.credits + 50);

    const stranger = await t.app.inject({ method: 'DELETE', url: `/payment-methods/${cardId}`, headers: vip.headers });
    expect(stranger.statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/payment-methods/${cardId}`, headers: newbie.headers });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url: `/payment-methods/${cardId}`, headers: newbie.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.savedCardNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/payment-methods', headers: newbie.headers })).json()).toEqual([]);
  });
});

describe('concurrency', () => {
  it('settles once when the same signed webhook arrives 10 times at once', async () => {
    const before = await balanceAndLedger(t.app, vip.id);
    const order = await openOrder(vip, 'hl-credits-120');
    // The slow card's own webhook comes later and must change nothing either.
    await payOrder(t.app, vip, order._id, TEST_CARDS.slow);
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, Number(order._id)));
    const event = signedEvent('payment_intent.succeeded', {
      id: payment!.providerIntentId,
      status: 'succeeded',
      amountCents: payment!.amountCents,
      currencyCode: payment!.currencyCode,
      metadata: { paymentId: String(payment!.id) },
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    await settledOrder(t.app, vip, order._id);
    await new Promise((resolve) => setTimeout(resolve, SLOW_CARD_MS * 2));
    const after = await balanceAndLedger(t.app, vip.id);
    expect(after.credits).toBe(before.credits + 120);
    expect(after.ledger).toBe(after.credits);
    const rows = await t.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `payment:${payment!.id}`));
    expect(rows).toHaveLength(1);
  });

  it('charges once when two tabs pay the same order at once', async () => {
    const before = await balanceAndLedger(t.app, vip.id);
    const order = await openOrder(vip, 'hl-credits-50');
    const answers = await Promise.all([
      payOrder(t.app, vip, order._id, TEST_CARDS.approve),
      payOrder(t.app, vip, order._id, TEST_CARDS.approve),
    ]);
    // The tab that comes second sees the payment under way (200, pending) or already done (409).
    const statuses = answers.map((answer) => answer.statusCode).toSorted();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    await settledOrder(t.app, vip, order._id);
    const rows = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, Number(order._id)));
    expect(rows).toHaveLength(1);
    const sandbox = t.app.checkout.provider as SandboxProcessor;
    expect(sandbox.intentsFor(String(rows[0]!.id))).toHaveLength(1);
    expect((await balanceAndLedger(t.app, vip.id)).credits).toBe(before.credits + 50);
  });

  it('keeps every balance equal to its ledger', async () => {
    for (const member of [demo, vip, newbie]) {
      const { credits, ledger } = await balanceAndLedger(t.app, member.id);
      expect(ledger).toBe(credits);
    }
    const [row] = await t.app.db.select({ credits: users.credits }).from(users).where(eq(users.id, vip.id));
    expect(row!.credits).toBeGreaterThan(0);
  });
});

describe('POST /payments/webhook', () => {
  it('refuses a bad or missing signature and an amount other than the payment’s, settling nothing', async () => {
    const before = await balanceAndLedger(t.app, vip.id);
    const order = await openOrder(vip, 'hl-credits-50');
    await payOrder(t.app, vip, order._id, TEST_CARDS.slow);
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, Number(order._id)));
    const intent = {
      id: payment!.providerIntentId,
      status: 'succeeded',
      amountCents: 1,
      currencyCode: payment!.currencyCode,
      metadata: { paymentId: String(payment!.id) },
    };
    const event = signedEvent('payment_intent.succeeded', intent);
    const lastDigit = event.signature.at(-1)!;
    const forged = await deliver({ payload: event.payload, signature: event.signature.slice(0, -1) + (lastDigit === '0' ? '1' : '0') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MESSAGES.webhookSignatureInvalid);
    const unsigned = await t.app.inject({ method: 'POST', url: '/payments/webhook', payload: { payload: event.payload } });
    expect(unsigned.statusCode).toBe(400);
    expect((await deliver(event)).statusCode).toBe(200);
    const [still] = await t.app.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(still!.status).toBe('processing');
    expect((await balanceAndLedger(t.app, vip.id)).credits).toBe(before.credits);
    // The processor's own (right) webhook then settles it.
    expect((await settledOrder(t.app, vip, order._id, SLOW_CARD_MS * 10)).lastTransaction?.status).toBe('success');
  });

  it('does not undo a success with a failure that arrives after it', async () => {
    const order = await openOrder(vip, 'hl-credits-50');
    await payOrder(t.app, vip, order._id, TEST_CARDS.approve);
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, Number(order._id)));
    const late = signedEvent('payment_intent.payment_failed', {
      id: payment!.providerIntentId,
      status: 'failed',
      failure: 'bank',
      amountCents: payment!.amountCents,
      currencyCode: payment!.currencyCode,
      metadata: { paymentId: String(payment!.id) },
    });
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await settledOrder(t.app, vip, order._id)).lastTransaction).toEqual({ status: 'success' });
  });
});
