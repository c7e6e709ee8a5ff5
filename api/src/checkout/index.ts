// The checkout domain (`app.checkout`): the catalogue (a brand's products priced per country, the
// first-purchase availability), orders priced by the server, payments through a card processor
// behind an interface (the built-in sandbox by default) and the one settlement that adds credits or
// a membership once. Routes: /catalogue, /prices, /order, /order/{id}, /payment-methods,
// /payment-methods/{cardId}, /payments/webhook, and the sandbox bank's 3-D Secure page.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createCatalogue, type CatalogueService } from './catalogue';
import type { CheckoutDeps } from './deps';
import { createOrders, type Orders } from './orders';
import type { PaymentProvider } from './payments/provider';
import { createSandboxProcessor } from './payments/sandbox-processor';
import { createCatalogueRepository } from './repositories/catalogue';
import { createMembershipsRepository } from './repositories/memberships';
import { createOrdersRepository } from './repositories/orders';
import { createMemberships, type Memberships } from './memberships';
import { createReconciliation, RECONCILIATION_QUEUE, type Reconciliation } from './reconciliation';
import { createRenewalFailure, createRenewals, type Renewals } from './renewals';
import membershipRoutes from './routes/memberships';
import catalogueRoutes from './routes/catalogue';
import orderRoutes from './routes/orders';
import sandboxChallengeRoutes from './routes/sandbox-challenge';
import { isSandboxProcessor } from './payments/sandbox-processor';
import { toDatabaseId } from '../database-id';
import webhookRoutes, { WEBHOOK_SIGNATURE_HEADER } from './routes/webhooks';
import { createDuplicateChargeRefunds } from './duplicate-charges';
import { createDuplicateRefundMail } from './duplicate-refund';
import { createPaymentFailedMail } from './payment-failed';
import { createReceipts } from './receipts';
import { createSettlement } from './settlement';
import { createWebhooks, type Webhooks } from './webhooks';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: {
      catalogue: CatalogueService;
      orders: Orders;
      webhooks: Webhooks;
      provider: PaymentProvider;
      renewals: Renewals;
      reconciliation: Reconciliation;
      memberships: Memberships;
    };
  }
}

export interface CheckoutOptions {
  /**
   * The card processor; by default the built-in sandbox. A real processor lives outside the API
   * process: tests hand two instances one sandbox, or keep it across a simulated crash.
   */
  provider?: PaymentProvider;
}

export default fp<CheckoutOptions>(
  async (app, options) => {
    const provider =
      options.provider ??
      createSandboxProcessor({
        webhookSecret: app.config.paymentWebhookSecret,
        slowCardMs: app.config.sandboxSlowCardMs,
        stateFile: app.config.sandboxStateFile,
        clock: app.clock,
        onDeliveryFailure: (error) => app.log.error({ err: error }, 'a payment webhook could not be delivered'),
      });
    const deps: CheckoutDeps = {
      repositories: {
        catalogue: createCatalogueRepository(app.db),
        orders: createOrdersRepository(app.db),
        memberships: createMembershipsRepository(app.db),
      },
      provider,
      brands: app.brands,
      accounts: app.accounts,
      mail: app.mail,
      config: app.config,
      credits: app.messaging.credits,
      domainEvents: app.domainEvents,
      clock: app.clock,
      webhookSecret: app.config.paymentWebhookSecret,
      log: app.log,
    };
    const catalogue = createCatalogue(deps);
    const renewalFailed = createRenewalFailure(deps);
    const sendReceipt = createReceipts(deps);
    const orders = createOrders(
      deps,
      catalogue,
      createSettlement(deps, sendReceipt),
      renewalFailed,
      sendReceipt,
      createPaymentFailedMail(deps),
      createDuplicateChargeRefunds(deps, createDuplicateRefundMail(deps)),
    );
    const webhooks = createWebhooks(deps, orders);
    const renewals = createRenewals(deps, orders, app.jobs, renewalFailed);
    const reconciliation = createReconciliation(deps, orders, app.jobs);
    const memberships = createMemberships(deps);
    app.decorate('checkout', { catalogue, orders, webhooks, provider, renewals, reconciliation, memberships });
    // A payment a crash left between the charge and the settlement is asked about at every start.
    app.addHook('onReady', async () => {
      await app.jobs.send(RECONCILIATION_QUEUE, {});
    });

    // The sandbox posts its events to our own webhook route, through its signature check, as a
    // real processor's HTTP call would arrive; a refusal (5xx) is retried by the processor.
    provider.onWebhook(async ({ payload, signature }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/payments/webhook',
        headers: { [WEBHOOK_SIGNATURE_HEADER]: signature },
        payload: { payload },
      });
      if (response.statusCode >= 500) throw new Error(`The webhook answered ${response.statusCode}`);
    });
    // A processor handed in belongs to whoever made it, and outlives this instance.
    if (!options.provider) app.addHook('onClose', () => provider.close());

    await app.register(routeFolder('member', catalogueRoutes));
    await app.register(routeFolder('member', orderRoutes));
    await app.register(routeFolder('member', membershipRoutes));
    await app.register(routeFolder('public', webhookRoutes));
    // The sandbox's bank page, when the processor is the sandbox (a real one hosts its own).
    if (isSandboxProcessor(provider))
      await app.register(sandboxChallengeRoutes, {
        sandbox: provider,
        merchantOf: async (intent) => {
          const paymentId = toDatabaseId(intent.metadata.paymentId);
          const payment = paymentId === null ? null : await deps.repositories.orders.findPayment(paymentId);
          const order = payment ? await deps.repositories.orders.findById(payment.orderId) : null;
          const brand = order ? await app.brands.byId(order.brandId) : null;
          return brand?.productName ?? 'Heartline';
        },
      });
  },
  { name: 'checkout domain', dependencies: ['brands domain', 'accounts domain', 'mail domain', 'messaging domain', 'events', 'jobs'] },
);
