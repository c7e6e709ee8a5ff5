// The receipt of a settled payment (issue 26 item 7), through the mail domain's provider and its
// receipt template: what was bought, the VAT, the total, the card, and the name on the card
// statement. Queued after the settlement has committed; the mail queue retries a mail server that
// refuses, and a mail that fails never undoes the purchase.
import { renderMail } from '../mail/render-mail';
import { receiptMail } from '../mail/templates/receipt-mail';
import type { CheckoutDeps } from './deps';
import { paymentMailFacts } from './payment-mail';

/**
 * Queued by the settlement, whoever settled (the payment's request, a webhook, the reconciliation,
 * a renewal): the logo is addressed as every mail's is (brandApiOrigin), with no request needed.
 */
export type SendReceipt = (paymentId: number) => Promise<void>;

export function createReceipts(deps: CheckoutDeps): SendReceipt {
  const { mail } = deps;
  return async (paymentId) => {
    const facts = await paymentMailFacts(deps, paymentId, (payment) => payment.status === 'succeeded');
    if (!facts) return;
    const { payment, order, account, brand, product, siteUrl } = facts;
    await mail.send(
      await renderMail(
        receiptMail({
          to: account.email,
          brand: facts.mailBrand,
          username: account.username,
          orderNumber: String(order.id),
          paidAt: payment.settledAt ?? deps.clock(),
          currencyCode: order.currencyCode,
          lines: [{ description: facts.description, amount: (order.totalCents - order.vatCents) / 100 }],
          vat: { percent: product?.vat ?? 0, amount: order.vatCents / 100 },
          total: order.totalCents / 100,
          paymentMethod: `${facts.cardBrand} ending in ${facts.cardLast4}`,
          statementDescriptor: brand.defaultDescriptor,
          link: `${siteUrl}/profiles`,
        }),
      ),
    );
  };
}
