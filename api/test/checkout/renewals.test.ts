// Memberships renew through the job scheduler: each period charged once with the saved card,
// a refusal mailed and the membership left to end, renewal stopped by the member, the user record
// listing it all, and a payment a crash left unsettled reconciled.
import { MESSAGES } from '@heartline/contracts/rules';
import { catalogueSchema, type Order } from '@heartline/contracts/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RENEWAL_LEAD_MS, renewalKey } from '../../src/checkout/renewals';
import { RECONCILE_AFTER_MS } from '../../src/checkout/reconciliation';
import type { SandboxProcessor } from '../../src/checkout/payments/sandbox-processor';
import { orders, payments } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { createOutboxDir, mailsTo, registerMember, waitForMail } from '../helpers/accounts';
import { TEST_CARDS, balanceAndLedger, createOrder } from './checkout-helpers';
import {
  DAY_MS,
  MONTHLY,
  buy,
  eventually,
  freshHeaders,
  membershipOf,
  offeredPackage,
  refuseSavedCard,
  userRecord,
} from './renewal-helpers';

const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { outboxDir } });

/** Moves the clock to just inside the renewal window of the membership's period. */
function toRenewalWindow(endsAt: Date): void {
  const target = endsAt.getTime() - RENEWAL_LEAD_MS + 60_000;
  const now = t.clock.now().getTime();
  if (target > now) t.clock.advance(target - now);
}

const sandbox = () => t.app.checkout.provider as SandboxProcessor;

describe('a membership bought with a saved card', () => {
  it('renews each period once through the scheduler, extending the end with a payment and a receipt', async () => {
    const member = await registerMember(t.app);
    await buy(t.app, member, MONTHLY, TEST_CARDS.approve, { saveCard: true });
    const bought = await membershipOf(t.app, member.id);
    expect(bought.renews).toBe(true);
    expect(bought.savedCardId).not.toBeNull();
    expect(bought.endsAt.getTime() - bought.startsAt.getTime()).toBe(30 * DAY_MS);

    // Not due yet: the sweep sends nothing for it.
    await t.app.checkout.renewals.sweep();
    expect(await t.app.checkout.renewals.renew({ membershipId: bought.id, periodEnd: new Date(0).toISOString() })).toBe('skipped');

    toRenewalWindow(bought.endsAt);
    expect(await t.app.checkout.renewals.sweep()).toBeGreaterThanOrEqual(1);
    // The scheduler's worker runs the renewal job.
    await eventually(
      async () => (await membershipOf(t.app, member.id)).endsAt.getTime() > bought.endsAt.getTime(),
      'the membership renewed',
    );
    const renewed = await membershipOf(t.app, member.id);
    expect(renewed.endsAt.getTime()).toBe(bought.endsAt.getTime() + 30 * DAY_MS);
    expect(renewed.renews).toBe(true);

    // The same period again (a retried job, a second sweep) charges nothing more.
    expect(await t.app.checkout.renewals.renew({ membershipId: bought.id, periodEnd: bought.endsAt.toISOString() })).toBe('skipped');
    const [renewalOrder] = await t.app.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, member.id), eq(orders.orderKey, renewalKey(bought.id, bought.endsAt))));
    expect(renewalOrder).toMatchObject({ status: 'paid', renewsMembershipId: bought.id, totalCents: expect.any(Number) });
    const renewalPayments = await t.app.db.select().from(payments).where(eq(payments.orderId, renewalOrder!.id));
    expect(renewalPayments).toHaveLength(1);
    expect(sandbox().intentsFor(String(renewalPayments[0]!.id))).toHaveLength(1);
    // The server's price: the order that bought the membership.
    const [first] = await t.app.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, member.id), eq(orders.intervalDays, 30)));
    expect(renewalOrder!.totalCents).toBe(first!.totalCents);

    const record = await userRecord(t.app, member);
    expect(record.isPremium).toBe(true);
    expect(record.promotions.firstPurchasePromotion).toBe(false);
    expect(record.subscriptions).toEqual([
      expect.objectContaining({
        _id: String(bought.id),
        active: true,
        renews: true,
        name: 'Monthly membership',
        endDate: renewed.endsAt.toISOString(),
      }),
    ]);
    expect(record.transactions).toHaveLength(2);
    expect(record.transactions[0]).toMatchObject({
      status: 'success',
      renewal: true,
      currency: 'EUR',
      amount: renewalOrder!.totalCents / 100,
    });
    expect(record.transactions[1]).toMatchObject({ status: 'success', renewal: false, product: 'Monthly membership' });
    expect(record.savedCards).toEqual([{ cardId: String(bought.savedCardId), last4: '4242', brand: 'visa' }]);
    await waitForMail(outboxDir, member.email, 'receipt', 2);
  });

  it('renews a membership paid with a new card whose save-card box was left unticked: the card is kept for the renewals', async () => {
    const member = await registerMember(t.app);
    await buy(t.app, member, MONTHLY, TEST_CARDS.approve, { saveCard: false });
    const bought = await membershipOf(t.app, member.id);
    expect(bought.renews).toBe(true);
    expect(bought.savedCardId).not.toBeNull();
    expect((await userRecord(t.app, member)).subscriptions[0]).toMatchObject({ active: true, renews: true });

    toRenewalWindow(bought.endsAt);
    expect(await t.app.checkout.renewals.renew({ membershipId: bought.id, periodEnd: bought.endsAt.toISOString() })).toBe('renewed');
    expect((await membershipOf(t.app, member.id)).endsAt.getTime()).toBe(bought.endsAt.getTime() + 30 * DAY_MS);
  });

  it('keeps an Apple Pay card for the membership it paid for, without offering it as a wallet card', async () => {
    const member = await registerMember(t.app);
    const pack = catalogueSchema
      .parse((await t.app.inject({ method: 'GET', url: '/catalogue', headers: member.headers })).json())
      .products.find((each) => each.sku === MONTHLY)!;
    const order = (await createOrder(t.app, member, { products: [pack._id], country: 'IE', currency: 'EUR' })).json<Order>();
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/order/${order._id}`,
      headers: member.headers,
      payload: { applePay: { paymentData: JSON.stringify({ data: 'sealed' }), network: 'Visa', displayName: 'Visa 1234' }, terms: true },
    });
    expect(paid.json<Order>().lastTransaction).toEqual({ status: 'success' });
    const bought = await membershipOf(t.app, member.id);
    expect(bought).toMatchObject({ renews: true });
    expect(bought.savedCardId).not.toBeNull();
    const wallet = await t.app.inject({ method: 'GET', url: '/payment-methods', headers: member.headers });
    expect(wallet.json()).toEqual([]);
  });

  it('mails the member when the renewal is refused, and ends the membership at the period’s end', async () => {
    const member = await registerMember(t.app);
    await buy(t.app, member, MONTHLY, TEST_CARDS.approve, { saveCard: true });
    const bought = await membershipOf(t.app, member.id);
    await refuseSavedCard(t.app, bought.savedCardId!);
    toRenewalWindow(bought.endsAt);
    expect(await t.app.checkout.renewals.renew({ membershipId: bought.id, periodEnd: bought.endsAt.toISOString() })).toBe('failed');

    // The scheduler's own sweep may have sent the same renewal at the same moment: whichever
    // recorded the failure stops the renewal.
    await eventually(async () => !(await membershipOf(t.app, member.id)).renews, 'the renewal stopped');
    const after = await membershipOf(t.app, member.id);
    expect(after).toMatchObject({ renews: false });
    expect(after.endsAt.getTime()).toBe(bought.endsAt.getTime());
    const mail = await waitForMail(outboxDir, member.email, 'renewal-failed');
    expect(mail.subject).toBe('Your Heartline membership could not be renewed');
    expect(mail.text).toContain('your bank declined the payment');
    expect(mail.text).toContain('Visa ending in 4242');
    // Still VIP until the end, then not.
    expect((await userRecord(t.app, member)).isPremium).toBe(true);
    expect((await userRecord(t.app, member)).transactions[0]).toMatchObject({ status: 'failure', renewal: true });
    // The sweep after the end tells the member's open tabs (userUpdate): VIP ends without a reload.
    const told: number[] = [];
    const listen = ({ memberId }: { memberId: number }) => told.push(memberId);
    t.app.domainEvents.on('member.updated', listen);
    t.clock.advance(after.endsAt.getTime() - t.clock.now().getTime() + 1_000);
    await t.app.checkout.renewals.sweep();
    t.app.domainEvents.off('member.updated', listen);
    expect(told).toContain(member.id);
    const ended = await userRecord(t.app, member);
    expect(ended.isPremium).toBe(false);
    expect(ended.subscriptions).toEqual([]);
  });
});

describe('PATCH /subscriptions/{id}', () => {
  it('stops the renewal: the member keeps VIP until the end date and is not charged again', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    await buy(t.app, member, MONTHLY, TEST_CARDS.approve, { saveCard: true });
    const bought = await membershipOf(t.app, member.id);
    const url = `/subscriptions/${bought.id}`;

    // Another member's membership is not found; bad bodies are refused; nothing changes.
    const foreign = await t.app.inject({ method: 'PATCH', url, headers: other.headers, payload: { renews: false } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.subscriptionNotFound);
    for (const payload of [{ renews: true }, { renews: false, endDate: '2099-01-01' }, {}]) {
      const refused = await t.app.inject({ method: 'PATCH', url, headers: member.headers, payload });
      expect(refused.statusCode).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
    expect((await t.app.inject({ method: 'PATCH', url, payload: { renews: false } })).statusCode).toBe(401);
    expect((await membershipOf(t.app, member.id)).renews).toBe(true);

    const stopped = await t.app.inject({ method: 'PATCH', url, headers: member.headers, payload: { renews: false } });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ _id: String(bought.id), renews: false, active: true, endDate: bought.endsAt.toISOString() });
    const record = await userRecord(t.app, member);
    expect(record.isPremium).toBe(true);
    expect(record.subscriptions[0]).toMatchObject({ renews: false });

    toRenewalWindow(bought.endsAt);
    await t.app.checkout.renewals.sweep();
    expect(await t.app.checkout.renewals.renew({ membershipId: bought.id, periodEnd: bought.endsAt.toISOString() })).toBe('skipped');
    expect((await userRecord(t.app, member)).transactions).toHaveLength(1);
  });

  it('refuses a renewal order paid by the member, charging nothing', async () => {
    const member = await registerMember(t.app);
    await buy(t.app, member, MONTHLY, TEST_CARDS.approve, { saveCard: true });
    const bought = await membershipOf(t.app, member.id);
    toRenewalWindow(bought.endsAt);
    await t.app.checkout.renewals.renew({ membershipId: bought.id, periodEnd: bought.endsAt.toISOString() });
    const [renewal] = await t.app.db.select().from(orders).where(eq(orders.renewsMembershipId, bought.id));
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/order/${renewal!.id}`,
      headers: await freshHeaders(t.app, member),
      payload: { cardId: String(bought.savedCardId), terms: true },
    });
    expect([404, 409]).toContain(response.statusCode);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, renewal!.id))).toHaveLength(1);
  });
});

describe('POST /order/{id}/receipt', () => {
  it("mails a paid order's receipt again, and refuses another member's order or an unpaid one", async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const paid = await buy(t.app, member, MONTHLY, TEST_CARDS.approve);
    await waitForMail(outboxDir, member.email, 'receipt');
    const again = await t.app.inject({ method: 'POST', url: `/order/${paid._id}/receipt`, headers: member.headers });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: MESSAGES.receiptResent });
    await waitForMail(outboxDir, member.email, 'receipt', 2);

    const foreign = await t.app.inject({ method: 'POST', url: `/order/${paid._id}/receipt`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.orderNotFound);
    const product = await offeredPackage(t.app, other);
    const open = (await createOrder(t.app, other, { products: [product._id], country: 'IE', currency: 'EUR' })).json();
    const unpaid = await t.app.inject({ method: 'POST', url: `/order/${open._id}/receipt`, headers: other.headers });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(MESSAGES.receiptNotReady);
    expect((await t.app.inject({ method: 'POST', url: `/order/${paid._id}/receipt` })).statusCode).toBe(401);
    expect(await mailsTo(outboxDir, other.email, 'receipt')).toEqual([]);
  });
});

describe('reconciliation', () => {
  it('settles once a payment the processor charged but the database never settled', async () => {
    const member = await registerMember(t.app);
    const before = await balanceAndLedger(t.app, member.id);
    const product = await offeredPackage(t.app, member);
    const order = (await createOrder(t.app, member, { products: [product._id], country: 'IE', currency: 'EUR' })).json();
    const [orderRow] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(order._id)));
    // What PATCH /order did before the crash: the payment claimed and the card charged, and then
    // the process died before it recorded the intent or heard the answer (the webhook was lost).
    const [payment] = await t.app.db
      .insert(payments)
      .values({
        orderId: orderRow!.id,
        userId: member.id,
        provider: 'sandbox',
        amountCents: orderRow!.totalCents,
        currencyCode: orderRow!.currencyCode,
        createdAt: t.clock.now(),
      })
      .returning();
    const lostSandbox = sandbox();
    const card = await lostSandbox.createPaymentMethod({
      number: '4242424242424242',
      cvv: '123',
      expMonth: 12,
      expYear: 2039,
      nameOnCard: 'A',
      zip: '90210',
    });
    // The processor's webhook is delivered to /payments/webhook; to lose it, the charge is made
    // with a processor view that delivers nowhere: the intent exists only at the processor.
    lostSandbox.onWebhook(async () => {});
    await lostSandbox.createIntent({
      amountCents: payment!.amountCents,
      currencyCode: payment!.currencyCode,
      paymentMethodToken: card.token,
      idempotencyKey: `payment-${payment!.id}`,
      metadata: { paymentId: String(payment!.id) },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await balanceAndLedger(t.app, member.id)).credits).toBe(before.credits);

    // Too young to be asked about: left alone.
    expect((await t.app.checkout.reconciliation.run()).settled).toBe(0);
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    const [first, second] = await Promise.all([t.app.checkout.reconciliation.run(), t.app.checkout.reconciliation.run()]);
    expect(first.settled + second.settled).toBe(1);
    expect((await t.app.checkout.reconciliation.run()).settled).toBe(0);
    const after = await balanceAndLedger(t.app, member.id);
    expect(after.credits).toBe(before.credits + product.credits);
    expect(after.ledger).toBe(after.credits);
    const [settled] = await t.app.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(settled).toMatchObject({ status: 'succeeded' });
    expect(lostSandbox.intentsFor(String(payment!.id))).toHaveLength(1);
  });

  it('fails a payment the processor never heard of once it is old, crediting nothing', async () => {
    const member = await registerMember(t.app);
    const before = await balanceAndLedger(t.app, member.id);
    const product = await offeredPackage(t.app, member);
    const order = (await createOrder(t.app, member, { products: [product._id], country: 'IE', currency: 'EUR' })).json();
    const [payment] = await t.app.db
      .insert(payments)
      .values({
        orderId: Number(order._id),
        userId: member.id,
        provider: 'sandbox',
        amountCents: 100,
        currencyCode: 'EUR',
        createdAt: t.clock.now(),
      })
      .returning();
    t.clock.advance(RECONCILE_AFTER_MS + 1_000);
    await t.app.checkout.reconciliation.run();
    expect((await t.app.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]).toMatchObject({ status: 'processing' });
    t.clock.advance(15 * 60_000);
    await t.app.checkout.reconciliation.run();
    expect((await t.app.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]).toMatchObject({
      status: 'failed',
      failure: 'system',
    });
    expect(await balanceAndLedger(t.app, member.id)).toEqual(before);
  });
});

describe('the mail queue', () => {
  it('answers sign-up before the mail is sent, and sends it from a job', async () => {
    const member = await registerMember(t.app);
    const jobs = await t.app.jobs.jobs('mail');
    expect(jobs.some((job) => (job.data as { to?: string }).to === member.email)).toBe(true);
    await waitForMail(outboxDir, member.email, 'verification');
    expect(await mailsTo(outboxDir, member.email, 'verification')).toHaveLength(1);
  });
});
