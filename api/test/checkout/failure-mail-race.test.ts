// Whether a payment's failure is mailed when the processor's webhook races the payment's own request
// (issue 26 §3): mailed only when the request's answer did not show it. The database's part is a
// fake here, so that the order in which the two updates come back is the test's to choose: with
// PostgreSQL it depends on which connection answers first, and once in CI the webhook's update,
// which had won, came back after the request had answered, and its failure, shown by that answer,
// was mailed too.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { MemberFacts } from '../../src/accounts/member-records';
import type { CatalogueService } from '../../src/checkout/catalogue';
import type { CheckoutDeps } from '../../src/checkout/deps';
import { createOrders, type Orders } from '../../src/checkout/orders';
import type { PaymentIntent } from '../../src/checkout/payments/provider';
import type { OrderRow, PaymentRow } from '../../src/checkout/repositories/orders';

const PAYMENT_ID = 7;
const member = { id: 3, brandId: 1 } as MemberFacts;
const card = { cardNumber: '4000000000009995', cvv: '123', expiryMonth: '12', expiryYear: '30', nameOnCard: 'Dana Moore', zip: 'D02' };

/** A deferred: a promise the test settles. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The orders service on a fake database and processor. The processor's answer to the charge is a
 * failure, and its webhook (`orders.failPayment`, as webhooks.ts calls it) starts as the charge is
 * answered. `webhookUpdate` decides when the webhook's update commits and when its result comes back.
 */
function ordersWith(options: {
  /** The request's own write of the processor's answer fails (the payment stays processing). */
  recordFails?: boolean;
  webhookUpdate: (commit: () => void) => Promise<void>;
}) {
  const payment = { id: PAYMENT_ID, orderId: 1, status: 'processing', failure: null, actionUrl: null } as unknown as PaymentRow;
  const order = {
    id: 1,
    brandId: 1,
    productId: 1,
    status: 'open',
    renewsMembershipId: null,
    currency: '€',
    currencyCode: 'EUR',
    country: 'IE',
    totalCents: 1228,
    vatCents: 228,
    createdAt: new Date(0),
  } as unknown as OrderRow;
  const sendPaymentFailed = vi.fn(async () => {});
  let orders!: Orders;
  let webhook: Promise<boolean> | undefined;
  let inWebhook = false;
  const commit = () => Object.assign(payment, { status: 'failed', failure: 'bank' });
  const repositories = {
    orders: {
      find: async () => order,
      findById: async () => order,
      findPayment: async () => payment,
      findWithLastPayment: async () => ({ order, payment: { ...payment } }),
      claimPayment: async () => payment,
      recordCard: async () => {},
      recordIntent: async () => {
        if (options.recordFails) throw new Error('the connection was lost');
      },
      async markFailed() {
        if (inWebhook) {
          await options.webhookUpdate(commit);
          return true;
        }
        if (payment.status !== 'processing') return false;
        commit();
        return true;
      },
    },
  };
  const failed: PaymentIntent = {
    id: 'pi_1',
    status: 'failed',
    failure: 'bank',
    amountCents: 1228,
    currencyCode: 'EUR',
    metadata: { paymentId: '7' },
  };
  const provider = {
    name: 'sandbox',
    createPaymentMethod: async () => ({ token: 'pm_1', brand: 'visa', last4: '9995', expMonth: 12, expYear: 2030 }),
    createIntent: async () => {
      // The webhook's update starts now (failPayment calls markFailed before its first await).
      inWebhook = true;
      webhook = orders.failPayment(PAYMENT_ID, 'bank');
      inWebhook = false;
      return failed;
    },
  };
  const deps = {
    repositories,
    provider,
    brands: { byId: async () => null },
    clock: () => new Date(0),
    log: { error: vi.fn() } as unknown as FastifyBaseLogger,
    config: { fault: null, brandOrigins: {} },
  } as unknown as CheckoutDeps;
  const unused = () => Promise.reject(new Error('not in this test'));
  orders = createOrders(deps, {} as CatalogueService, unused, unused, unused, sendPaymentFailed, unused);
  return { orders, sendPaymentFailed, webhook: () => webhook! };
}

describe("a failure decided by the processor's webhook while the payment's own request answers", () => {
  it('is not mailed when the answer shows it, even when the webhook learns it won after the request has answered', async () => {
    const comesBack = later<void>();
    const { orders, sendPaymentFailed, webhook } = ordersWith({
      // Committed at once (the request's own update then changes nothing); its result comes back late.
      webhookUpdate: async (commit) => {
        commit();
        await comesBack.promise;
      },
    });
    const answer = await orders.pay(member, 1, card as never);
    expect(answer.lastTransaction).toMatchObject({ status: 'failure', reason: 'bank' });
    comesBack.resolve();
    expect(await webhook()).toBe(true);
    expect(sendPaymentFailed).not.toHaveBeenCalled();
  });

  it('is mailed, once, when the answer read the payment before it (the request could not record the answer)', async () => {
    const commits = later<void>();
    const { orders, sendPaymentFailed, webhook } = ordersWith({
      recordFails: true,
      // Committed and back only after the request has answered.
      webhookUpdate: async (commit) => {
        await commits.promise;
        commit();
      },
    });
    const answer = await orders.pay(member, 1, card as never);
    expect(answer.lastTransaction).toEqual({ status: 'pending' });
    commits.resolve();
    expect(await webhook()).toBe(true);
    expect(sendPaymentFailed).toHaveBeenCalledExactlyOnceWith(PAYMENT_ID);
  });
});
