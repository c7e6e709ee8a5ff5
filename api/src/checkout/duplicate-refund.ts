// The mail a member gets once a second charge of an order already paid was refunded
// (duplicate-charges.ts): how much went back to which card. Queued on the job scheduler through the
// mail provider, as the receipt is.
import { renderMail } from '../mail/render-mail';
import { duplicateRefundMail } from '../mail/templates/duplicate-refund-mail';
import type { CheckoutDeps } from './deps';
import { money, paymentMailFacts } from './payment-mail';
import type { OnDuplicateRefunded } from './duplicate-charges';

export function createDuplicateRefundMail(deps: CheckoutDeps): OnDuplicateRefunded {
  const { mail } = deps;
  return async (paymentId) => {
    const facts = await paymentMailFacts(deps, paymentId, (payment) => payment.refundedAt !== null);
    if (!facts) return;
    const { payment, account, siteUrl } = facts;
    await mail.send(
      await renderMail(
        duplicateRefundMail({
          to: account.email,
          brand: facts.mailBrand,
          username: account.username,
          description: facts.description,
          amount: money(payment.amountCents, payment.currencyCode),
          paymentMethod: `${facts.cardBrand} card ending in ${facts.cardLast4}`,
          link: `${siteUrl}/profiles`,
        }),
      ),
    );
  };
}
