// Crash reconciliation (issue 26 "Reliability"): a payment the processor charged but our database
// never settled (the API stopped between the charge and the settlement, a webhook lost) is found
// left processing and the processor is asked about it: a success goes through the one settlement
// (once, however often this runs), a failure is recorded. A payment the processor never heard of
// (the API stopped before the charge) fails as a system issue once it is old enough that no
// answer can still be on its way. Runs when the API starts and every 5 minutes, on one instance.
import type { JobScheduler } from '../jobs/scheduler';
import type { CheckoutDeps } from './deps';
import type { Orders } from './orders';

export const RECONCILIATION_QUEUE = 'payment-reconciliation';
/** A payment younger than this is still being answered (the slow card takes 10 s): left alone. */
export const RECONCILE_AFTER_MS = 60_000;
/** A payment the processor does not know, this old, was never charged. */
export const UNKNOWN_PAYMENT_FAILS_AFTER_MS = 15 * 60_000;
const PAYMENTS_PER_RUN = 200;
const RECONCILIATION_CRON = '*/5 * * * *';

export interface Reconciliation {
  /** Asks the processor about every payment left processing; answers how many it settled or failed. */
  run(): Promise<{ settled: number; failed: number; waiting: number }>;
}

export function createReconciliation(deps: CheckoutDeps, orders: Orders, jobs: JobScheduler): Reconciliation {
  const { repositories, provider, clock, log } = deps;
  const reconciliation: Reconciliation = {
    async run() {
      const now = clock().getTime();
      const left = await repositories.memberships.processingBefore(new Date(now - RECONCILE_AFTER_MS), PAYMENTS_PER_RUN);
      const outcome = { settled: 0, failed: 0, waiting: 0 };
      for (const { id } of left) {
        try {
          const [intent] = await provider.searchIntents({ paymentId: String(id) });
          const payment = await repositories.orders.findPayment(id);
          if (!payment || payment.status !== 'processing') continue;
          if (intent && intent.status !== 'processing') {
            if (intent.status === 'succeeded' && !payment.providerIntentId) await repositories.orders.recordIntent(id, intent.id);
            // Two runs at once (or a webhook arriving now): only the one that changed the payment counts it.
            if (await orders.applyIntent(id, intent)) outcome[intent.status === 'succeeded' ? 'settled' : 'failed'] += 1;
          } else if (!intent && payment.createdAt.getTime() <= now - UNKNOWN_PAYMENT_FAILS_AFTER_MS) {
            if (await orders.failPayment(id, 'system')) outcome.failed += 1;
          } else {
            outcome.waiting += 1;
          }
        } catch (error) {
          log.error({ err: error, paymentId: id }, 'a payment could not be reconciled; the next run tries again');
          outcome.waiting += 1;
        }
      }
      if (outcome.settled + outcome.failed > 0) log.info(outcome, 'reconciled the payments left processing');
      return outcome;
    },
  };
  jobs.define<Record<string, never>>(RECONCILIATION_QUEUE, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: RECONCILIATION_CRON,
    deleteAfterSeconds: 3_600,
    handler: async () => {
      await reconciliation.run();
    },
  });
  return reconciliation;
}
