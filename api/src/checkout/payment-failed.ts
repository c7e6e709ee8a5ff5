// The mail a member gets when a payment left processing after the checkout's answer (the slow card,
// a bank's challenge, a failure of ours after the charge) later fails, by webhook or reconciliation:
// the still-processing screen promised it. A renewal's failure has its own mail (renewals.ts); a
// failure the payment's own request answered is not mailed (the member saw it). Queued on the job
// scheduler through the mail provider, as the receipt is.
import { renderMail } from '../mail/render-mail';
import { paymentFailedMail } from '../mail/templates/payment-failed-mail';
import type { CheckoutDeps } from './deps';
import { money, paymentMailFacts } from './payment-mail';

/** Queues the mail of a payment that failed after the checkout answered (once: its caller failed it). */
export type SendPaymentFailed = (paymentId: number) => Promise<void>;

export function createPaymentFailedMail(deps: CheckoutDeps): SendPaymentFailed {
  const { mail } = deps;
  return async (paymentId) => {
    const facts = await paymentMailFacts(deps, paymentId, (payment) => payment.status === 'failed');
    if (!facts) return;
    const { payment, order, account, siteUrl } = facts;
    await mail.send(
      await renderMail(
        paymentFailedMail({
          to: account.email,
          brand: facts.mailBrand,
          username: account.username,
          description: facts.description,
          amount: money(order.totalCents, order.currencyCode),
          reason: payment.failure ?? 'system',
          paymentMethod: `${facts.cardBrand} card ending in ${facts.cardLast4}`,
          link: `${siteUrl}/upgrade`,
        }),
      ),
    );
  };
}
