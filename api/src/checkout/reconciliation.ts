// Crash reconciliation (issue 26 "Reliability"): a payment the processor charged but our database
// never settled (the API stopped between the charge and the settlement, a webhook lost) is found
// left processing and the processor is asked about it: a success goes through the one settlement
// (once, however often this runs), a failure is recorded. A payment the processor never heard of
// (the API stopped before the charge) fails as a system issue once it is old enough that no
// answer can still be on its way. A bank's challenge (3-D Secure) the card holder has not answered
// within config.paymentChallengeTimeoutMs is cancelled at the processor and fails as a bank issue.
// A payment failed here while charging, the processor's answer lost (a timeout), is asked about for
// LOST_ANSWER_ASKED_FOR_MS: a charge found goes through the same applyIntent (settled, or refunded
// when the member's retry paid the order: duplicate-charges.ts), once however often this runs.
// Runs when the API starts and every 5 minutes, on one instance.
import type { JobScheduler } from '../jobs/scheduler';
import type { CheckoutDeps } from './deps';
import type { IntentOutcome, Orders } from './orders';

export const RECONCILIATION_QUEUE = 'payment-reconciliation';
/** A payment younger than this is still being answered (the slow card takes 10 s): left alone. */
export const RECONCILE_AFTER_MS = 60_000;
/** A payment the processor does not know, this old, was never charged. */
export const UNKNOWN_PAYMENT_FAILS_AFTER_MS = 15 * 60_000;
/**
 * How long a payment whose charge's answer was lost is asked about (the processor's webhook,
 * retried for days, is the other road); one found decided is not asked about again.
 */
export const LOST_ANSWER_ASKED_FOR_MS = 24 * 60 * 60_000;
const PAYMENTS_PER_RUN = 200;
const RECONCILIATION_CRON = '*/5 * * * *';

export interface Reconciliation {
  /** Asks the processor about every payment left processing; answers how many it settled or failed. */
  run(): Promise<{ settled: number; failed: number; refunded: number; waiting: number }>;
}

export function createReconciliation(deps: CheckoutDeps, orders: Orders, jobs: JobScheduler): Reconciliation {
  const { repositories, provider, clock, log, config } = deps;
  const reconciliation: Reconciliation = {
    async run() {
      const now = clock().getTime();
      const before = new Date(now - RECONCILE_AFTER_MS);
      // Two batches, so that challenges nobody answers (until they expire) never crowd out the
      // payments a crash or a lost webhook left processing.
      const left = [
        ...(await repositories.memberships.processingBefore(before, PAYMENTS_PER_RUN)),
        ...(await repositories.memberships.challengesBefore(before, PAYMENTS_PER_RUN)),
      ];
      const outcome = { settled: 0, failed: 0, refunded: 0, waiting: 0 };
      const count = (changed: IntentOutcome) => {
        if (changed) outcome[changed] += 1;
      };
      for (const { id } of left) {
        try {
          const [found] = await provider.searchIntents({ paymentId: String(id) });
          const payment = await repositories.orders.findPayment(id);
          if (!payment || payment.status !== 'processing') continue;
          let intent = found;
          if (intent?.status === 'requires_action' && payment.createdAt.getTime() <= now - config.paymentChallengeTimeoutMs) {
            // The card holder never answered the bank: the challenge is cancelled at the processor
            // (nothing charged, no late success) and the payment fails as the bank's (canceled).
            intent = (await provider.cancelIntent(intent.id)) ?? intent;
          }
          if (intent && intent.status !== 'processing' && intent.status !== 'requires_action') {
            if (intent.status === 'succeeded' && !payment.providerIntentId) await repositories.orders.recordIntent(id, intent.id);
            // Two runs at once (or a webhook arriving now): only the one that changed the payment counts it.
            count(await orders.applyIntent(id, intent));
          } else if (!intent && payment.createdAt.getTime() <= now - UNKNOWN_PAYMENT_FAILS_AFTER_MS) {
            count((await orders.failPayment(id, 'system')) ? 'failed' : null);
          } else {
            outcome.waiting += 1;
          }
        } catch (error) {
          log.error({ err: error, paymentId: id }, 'a payment could not be reconciled; the next run tries again');
          outcome.waiting += 1;
        }
      }
      const lostAnswers = await repositories.memberships.lostAnswersBetween(
        new Date(now - LOST_ANSWER_ASKED_FOR_MS),
        before,
        PAYMENTS_PER_RUN,
      );
      for (const { id } of lostAnswers) {
        try {
          const [intent] = await provider.searchIntents({ paymentId: String(id) });
          if (intent?.status === 'succeeded' || intent?.status === 'refunded') {
            // Neither settled nor refunded while another payment of its order is under way: asked again.
            const changed = await orders.applyIntent(id, intent);
            if (changed) count(changed);
            else outcome.waiting += 1;
          } else if (intent?.status === 'failed' || intent?.status === 'canceled') {
            // Decided without a charge: its intent is recorded and it is not asked about again.
            await repositories.orders.recordIntent(id, intent.id);
          }
        } catch (error) {
          log.error(
            { err: error, paymentId: id },
            'a payment whose charge was not answered could not be reconciled; the next run tries again',
          );
          outcome.waiting += 1;
        }
      }
      if (outcome.settled + outcome.failed + outcome.refunded > 0) log.info(outcome, 'reconciled the payments left processing');
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
