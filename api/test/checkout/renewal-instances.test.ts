// Two API instances on one PostgreSQL database, with one card processor outside them both (as a
// real processor is): a renewal run by both charges once, the ledger still sums to the balance
// across messages, purchases and renewals, and a payment a crash left between the charge and the
// credit is settled once by the instance that starts next.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { RECONCILE_AFTER_MS } from '../../src/checkout/reconciliation';
import { RENEWAL_LEAD_MS, renewalKey } from '../../src/checkout/renewals';
import { createSandboxProcessor } from '../../src/checkout/payments/sandbox-processor';
import { orders, payments, profiles } from '../../src/db/schema';
import { createOutboxDir, registerMember, type RegisteredMember } from '../helpers/accounts';
import { TestClock, createTestDatabase, testAppConfig } from '../helpers/app';
import { TEST_CARDS, balanceAndLedger, createOrder } from './checkout-helpers';
import { DAY_MS, MONTHLY, buy, eventually, freshHeaders, membershipOf, offeredPackage } from './renewal-helpers';

const onPostgres = process.env.HEARTLINE_TEST_DB === 'postgres';
const WEBHOOK_SECRET = 'two-instances-webhook-secret';

describe.runIf(onPostgres)('two API instances on one PostgreSQL database', () => {
  const clock = new TestClock();
  const sandbox = createSandboxProcessor({ webhookSecret: WEBHOOK_SECRET, slowCardMs: 500, clock: clock.now });
  const outboxDir = createOutboxDir();
  let databaseUrl: string;
  let drop: () => Promise<void>;
  const apps: FastifyInstance[] = [];

  async function start(): Promise<FastifyInstance> {
    const app = await buildApp({
      config: testAppConfig(databaseUrl, { outboxDir, paymentWebhookSecret: WEBHOOK_SECRET }),
      clock: clock.now,
      paymentProvider: sandbox,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    ({ url: databaseUrl, drop } = await createTestDatabase());
    await start();
    await start();
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    sandbox.close();
    await drop?.();
  });

  async function renewable(member: RegisteredMember) {
    await buy(apps[0]!, member, MONTHLY, TEST_CARDS.approve, { saveCard: true });
    return membershipOf(apps[0]!, member.id);
  }

  it('charges a renewal run by both instances at once once, and extends the membership once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const member = await registerMember(a);
    const bought = await renewable(member);
    clock.advance(bought.endsAt.getTime() - RENEWAL_LEAD_MS + 60_000 - clock.now().getTime());
    const job = { membershipId: bought.id, periodEnd: bought.endsAt.toISOString() };
    // Both instances' sweeps and both instances' renewals of the same period, all at once.
    const outcomes = await Promise.all([
      a.checkout.renewals.renew(job),
      b.checkout.renewals.renew(job),
      a.checkout.renewals.sweep(),
      b.checkout.renewals.sweep(),
      a.checkout.renewals.renew(job),
      b.checkout.renewals.renew(job),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'renewed')).not.toHaveLength(0);
    await eventually(async () => (await membershipOf(a, member.id)).endsAt.getTime() > bought.endsAt.getTime(), 'the membership renewed');
    // Let the scheduler's renewal jobs (sent by both sweeps) run too.
    await eventually(
      async () => (await a.jobs.jobs('membership-renewal')).every((each) => !['created', 'retry', 'active'].includes(each.state)),
      'the renewal jobs ran',
    );
    const renewed = await membershipOf(a, member.id);
    expect(renewed.endsAt.getTime()).toBe(bought.endsAt.getTime() + 30 * DAY_MS);
    const renewalOrders = await a.db.select().from(orders).where(eq(orders.renewsMembershipId, bought.id));
    expect(renewalOrders).toHaveLength(1);
    expect(renewalOrders[0]!.orderKey).toBe(renewalKey(bought.id, bought.endsAt));
    const charged = await a.db.select().from(payments).where(eq(payments.orderId, renewalOrders[0]!.id));
    expect(charged).toHaveLength(1);
    expect(charged[0]!.status).toBe('succeeded');
    expect(sandbox.intentsFor(String(charged[0]!.id))).toHaveLength(1);
  });

  it('keeps the ledger equal to the balance across messages, purchases and renewals on both instances', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const member = await registerMember(a);
    const bought = await renewable(member);
    // After the first purchase: the packages offered to members who bought before.
    const pack = await offeredPackage(a, member);
    // Credits bought on one instance, spent on both at once.
    const order = (await createOrder(a, member, { products: [pack._id], country: 'IE', currency: 'EUR' })).json();
    const paid = await b.inject({
      method: 'PATCH',
      url: `/order/${order._id}`,
      headers: member.headers,
      payload: {
        nameOnCard: 'A B',
        cardNumber: TEST_CARDS.approve,
        expiryMonth: '12',
        expiryYear: '39',
        cvv: '123',
        zip: '90210',
        city: 'Dublin',
        terms: true,
      },
    });
    expect(paid.statusCode).toBe(200);
    const heartline = await a.brands.idOfDomain('localhost');
    const [profile] = await a.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.brandId, heartline!))
      .orderBy(asc(profiles.id))
      .limit(1);
    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/conversation/blank/message',
          headers: member.headers,
          payload: { key: `ledger-${member.id}-${i}`, profileId: String(profile!.id), message: `Hello number ${i}` },
        }),
      ),
    );
    expect(sends.filter((send) => send.statusCode === 200).length).toBeGreaterThan(0);
    clock.advance(bought.endsAt.getTime() - RENEWAL_LEAD_MS + 60_000 - clock.now().getTime());
    await Promise.all([a.checkout.renewals.sweep(), b.checkout.renewals.sweep()]);
    await eventually(async () => (await membershipOf(a, member.id)).endsAt.getTime() > bought.endsAt.getTime(), 'the membership renewed');
    const { credits, ledger } = await balanceAndLedger(a, member.id);
    expect(ledger).toBe(credits);
    expect(credits).toBeGreaterThanOrEqual(0);
    const succeeded = await a.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, member.id), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(3);
  });

  it('settles once, on the next start, a payment charged at the processor but not in the database', async () => {
    const [a] = apps as [FastifyInstance];
    const member = await registerMember(a);
    const pack = await offeredPackage(a, member);
    const before = await balanceAndLedger(a, member.id);
    const order = (await createOrder(a, member, { products: [pack._id], country: 'IE', currency: 'EUR' })).json();
    const [orderRow] = await a.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(order._id)));
    // The instance claimed the payment and charged the card, then crashed before it heard the
    // answer: the payment is processing, the processor holds a succeeded intent, no webhook came.
    const [payment] = await a.db
      .insert(payments)
      .values({
        orderId: orderRow!.id,
        userId: member.id,
        provider: 'sandbox',
        amountCents: orderRow!.totalCents,
        currencyCode: orderRow!.currencyCode,
        createdAt: clock.now(),
      })
      .returning();
    for (const app of apps.splice(0)) await app.close();
    const card = await sandbox.createPaymentMethod({
      number: '4242424242424242',
      cvv: '123',
      expMonth: 12,
      expYear: 2039,
      nameOnCard: 'A',
      zip: '90210',
    });
    sandbox.onWebhook(async () => {
      throw new Error('the API is down');
    });
    await sandbox.createIntent({
      amountCents: payment!.amountCents,
      currencyCode: payment!.currencyCode,
      paymentMethodToken: card.token,
      idempotencyKey: `payment-${payment!.id}`,
      metadata: { paymentId: String(payment!.id) },
    });
    clock.advance(RECONCILE_AFTER_MS + 1_000);

    // The restart: two instances come up; the reconciliation job each start sends settles it once.
    const [c, d] = [await start(), await start()];
    await eventually(
      async () => (await c.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]!.status === 'succeeded',
      'the payment was reconciled',
    );
    await Promise.all([c.checkout.reconciliation.run(), d.checkout.reconciliation.run()]);
    const after = await balanceAndLedger(c, member.id);
    expect(after.credits).toBe(before.credits + pack.credits);
    expect(after.ledger).toBe(after.credits);
    expect(sandbox.intentsFor(String(payment!.id))).toHaveLength(1);
    const record = await c.inject({ method: 'GET', url: `/user/${member.id}`, headers: await freshHeaders(c, member) });
    expect(record.json().transactions[0]).toMatchObject({ status: 'success', orderId: String(orderRow!.id) });
  });
});
