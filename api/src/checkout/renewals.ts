// Memberships renew (issue 26 item 6, member spec §9 "Subscriptions are charged every interval"):
// a sweep on the job scheduler finds the renewing memberships that end within a day and sends one
// renewal job each; a renewal charges the wallet card the membership was paid with, for the price
// of the order that bought it, as a new order of its own whose key names the period. Two instances
// (or a retried job) meet on that key: one order per period, one live payment per order, and the
// processor's idempotency key per period, so a period is charged once. The payment goes through
// the one settlement, which moves the membership's end one interval on. A refused renewal stops
// renewal: the member is told by mail and keeps the membership until its end.
import { isMembership, membershipFrequency } from '@heartline/contracts/rules';
import { defaultBrandOrigin } from '../accounts/return-origin';
import type { JobScheduler } from '../jobs/scheduler';
import { renderMail } from '../mail/render-mail';
import { mailBrandOf } from '../mail/templates/mail-brand';
import { renewalFailedMail } from '../mail/templates/renewal-failed-mail';
import type { CheckoutDeps } from './deps';
import type { Orders } from './orders';
import type { PaymentFailure } from './tables';
import type { PaymentIntent } from './payments/provider';
import { failAt } from '../fault-points';
import { MEMBERSHIP_NAMES } from './payment-mail';
import { brandApiOrigin } from '../brand-origins';

export const RENEWAL_SWEEP_QUEUE = 'membership-renewals';
export const RENEWAL_QUEUE = 'membership-renewal';
/** A membership is charged this long before it ends, so a refusal still leaves the period to run out. */
export const RENEWAL_LEAD_MS = 86_400_000;
/** Memberships one sweep sends to renewal (the next sweep takes the rest). */
const RENEWALS_PER_SWEEP = 500;
/** The sweep runs every minute; each renewal is retried (a processor that could not be reached) 3 times. */
const RENEWAL_SWEEP_CRON = '* * * * *';
/**
 * A membership that ended within this window of a sweep is told to its member's open tabs (VIP
 * ends there without a reload); two sweeps' windows overlap, so a missed minute loses nothing and
 * a tab may hear it twice (it reads the member again).
 */
const ENDED_WINDOW_MS = 3 * 60_000;
const ENDED_TOLD_PER_SWEEP = 1_000;

export interface RenewalJob {
  membershipId: number;
  /** The end of the period being renewed (ISO 8601): the job of a period already renewed does nothing. */
  periodEnd: string;
}

export type RenewalOutcome = 'renewed' | 'pending' | 'failed' | 'skipped';

export interface Renewals {
  /** Sends a renewal job for each membership due at the clock's time; answers how many. */
  sweep(): Promise<number>;
  /** Renews one membership's period (the renewal job). */
  renew(job: RenewalJob): Promise<RenewalOutcome>;
  /** Told by the orders when a renewal's payment failed (now or by webhook). */
  failed(membershipId: number, failure: PaymentFailure): Promise<void>;
}

/** The order key of a membership's renewal for the period ending at `periodEnd`. */
export const renewalKey = (membershipId: number, periodEnd: Date) => `renewal-${membershipId}-${periodEnd.getTime()}`;

export function createRenewalFailure(deps: CheckoutDeps): Renewals['failed'] {
  const { repositories, brands, accounts, mail, config, log } = deps;
  return async (membershipId, failure) => {
    const stopped = await repositories.memberships.stopRenewal(membershipId);
    if (!stopped) return;
    deps.domainEvents.emit('member.updated', { memberId: stopped.userId });
    const facts = await repositories.memberships.renewalFacts(membershipId);
    const account = await accounts.members.account(stopped.userId);
    const brand = facts ? await brands.byId(facts.order.brandId) : null;
    if (!facts || !account || !brand) return;
    const product = brand.products.find((each) => each._id === String(facts.order.productId));
    const siteUrl = defaultBrandOrigin(config, brand.domain);
    const frequency = product && isMembership(product) ? membershipFrequency(product.interval) : null;
    const card = facts.card;
    await mail
      .send(
        await renderMail(
          renewalFailedMail({
            to: account.email,
            brand: mailBrandOf(brand, { assetOrigin: brandApiOrigin(config, brand.domain), siteUrl }),
            username: account.username,
            membership: MEMBERSHIP_NAMES[frequency ?? 'monthly'],
            endsAt: stopped.endsAt,
            reason: failure,
            paymentMethod: card ? `${card.brand[0]!.toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}` : 'saved card',
            link: `${siteUrl}/upgrade/premium`,
          }),
        ),
      )
      .catch((error: unknown) => log.error({ err: error, membershipId }, 'the renewal failure mail could not be queued'));
  };
}

export function createRenewals(deps: CheckoutDeps, orders: Orders, jobs: JobScheduler, failed: Renewals['failed']): Renewals {
  const { repositories, provider, clock, log, config } = deps;

  const renewals: Renewals = {
    async sweep() {
      const now = clock();
      const due = await repositories.memberships.dueForRenewal(new Date(now.getTime() + RENEWAL_LEAD_MS), RENEWALS_PER_SWEEP);
      for (const membership of due) {
        await jobs.send<RenewalJob>(RENEWAL_QUEUE, { membershipId: membership.id, periodEnd: membership.endsAt.toISOString() });
      }
      const ended = await repositories.memberships.endedBetween(new Date(now.getTime() - ENDED_WINDOW_MS), now, ENDED_TOLD_PER_SWEEP);
      for (const memberId of ended) deps.domainEvents.emit('member.updated', { memberId });
      return due.length;
    },
    async renew({ membershipId, periodEnd }) {
      const facts = await repositories.memberships.renewalFacts(membershipId);
      const end = new Date(periodEnd);
      // Stopped, failed, or this period renewed already (its end moved on): nothing to do.
      if (!facts || !facts.membership.renews || facts.membership.endsAt.getTime() !== end.getTime()) return 'skipped';
      if (!facts.card) {
        await failed(membershipId, 'bank');
        return 'failed';
      }
      const { membership, order: bought, card } = facts;
      const key = renewalKey(membershipId, end);
      const order = await repositories.orders.create({
        userId: membership.userId,
        brandId: bought.brandId,
        orderKey: key,
        productId: bought.productId,
        country: bought.country,
        currency: bought.currency,
        currencyCode: bought.currencyCode,
        totalCents: bought.totalCents,
        vatCents: bought.vatCents,
        credits: bought.credits,
        intervalDays: bought.intervalDays,
        features: bought.features,
        renewsMembershipId: membershipId,
        createdAt: clock(),
      });
      if (order.status === 'paid') return 'renewed';
      // One payment per period: a payment already made (a second instance, a retried job) is
      // left to its settlement or to the reconciliation.
      if (await repositories.orders.lastPayment(order.id)) return 'pending';
      const claimed = await repositories.orders.claimPayment(order, provider.name, clock());
      if (!claimed) return 'pending';
      let intent: PaymentIntent;
      try {
        await repositories.orders.recordCard(claimed.id, card, false);
        intent = await provider.createIntent({
          amountCents: claimed.amountCents,
          currencyCode: claimed.currencyCode,
          paymentMethodToken: card.token,
          idempotencyKey: key,
          metadata: { paymentId: String(claimed.id) },
        });
      } catch (error) {
        // Nothing was charged (the processor refused or could not be reached).
        log.error({ err: error, paymentId: claimed.id, membershipId }, 'the payment processor failed a renewal');
        await orders.failPayment(claimed.id, 'system');
        return 'failed';
      }
      try {
        failAt(config.fault, 'error-after-charge');
        await repositories.orders.recordIntent(claimed.id, intent.id);
        await orders.applyIntent(claimed.id, intent);
      } catch (error) {
        // The card may have been charged: the payment stays processing for its webhook or the reconciliation.
        log.error(
          { err: error, paymentId: claimed.id, membershipId },
          'a charged renewal could not be recorded; left processing for its webhook',
        );
      }
      const payment = await repositories.orders.findPayment(claimed.id);
      return payment?.status === 'succeeded' ? 'renewed' : payment?.status === 'failed' ? 'failed' : 'pending';
    },
    failed,
  };

  jobs.define<Record<string, never>>(RENEWAL_SWEEP_QUEUE, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: RENEWAL_SWEEP_CRON,
    deleteAfterSeconds: 3_600,
    handler: async () => {
      await renewals.sweep();
    },
  });
  jobs.define<RenewalJob>(RENEWAL_QUEUE, {
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async (job) => {
      if (typeof job.membershipId !== 'number' || typeof job.periodEnd !== 'string' || Number.isNaN(Date.parse(job.periodEnd))) return;
      await renewals.renew(job);
    },
  });
  return renewals;
}
