// The receipt of a settled payment (issue 26 item 7), through the mail domain's provider and its
// receipt template: what was bought, the VAT, the total, the card, and the name on the card
// statement. Queued after the settlement has committed; the mail queue retries a mail server that
// refuses, and a mail that fails never undoes the purchase.
import { isMembership, membershipFrequency } from '@heartline/contracts/rules';
import { defaultBrandOrigin } from '../accounts/return-origin';
import { receiptMail } from '../mail/templates/receipt-mail';
import { mailBrandOf } from '../mail/templates/mail-brand';
import type { CheckoutDeps } from './deps';
import { brandApiOrigin } from '../brand-origins';

/**
 * Queued by the settlement, whoever settled (the payment's request, a webhook, the reconciliation,
 * a renewal): the logo is addressed as every mail's is (brandApiOrigin), with no request needed.
 */
export type SendReceipt = (paymentId: number) => Promise<void>;

export const MEMBERSHIP_NAMES = { monthly: 'Monthly VIP', quarterly: 'Quarterly VIP', 'bi-annual': 'Bi-annual VIP' } as const;

export function createReceipts(deps: CheckoutDeps): SendReceipt {
  const { repositories, brands, accounts, mail, config } = deps;
  return async (paymentId) => {
    const payment = await repositories.orders.findPayment(paymentId);
    const order = payment ? await repositories.orders.findById(payment.orderId) : null;
    const account = payment ? await accounts.members.account(payment.userId) : null;
    const brand = order ? await brands.byId(order.brandId) : null;
    if (!payment || !order || !account || !brand || payment.status !== 'succeeded') return;
    const product = brand.products.find((each) => each._id === String(order.productId));
    const siteUrl = defaultBrandOrigin(config, brand.domain);
    const description =
      product && isMembership(product)
        ? `${MEMBERSHIP_NAMES[membershipFrequency(product.interval) ?? 'monthly']} (${product.interval} days)`
        : `${order.credits} credits`;
    const cardBrand = payment.cardBrand ? payment.cardBrand[0]!.toUpperCase() + payment.cardBrand.slice(1) : 'Card';
    await mail.send(
      await receiptMail({
        to: account.email,
        brand: mailBrandOf(brand, { assetOrigin: brandApiOrigin(config, brand.domain), siteUrl }),
        username: account.username,
        orderNumber: String(order.id),
        paidAt: payment.settledAt ?? deps.clock(),
        currencyCode: order.currencyCode,
        lines: [{ description, amount: (order.totalCents - order.vatCents) / 100 }],
        vat: { percent: product?.vat ?? 0, amount: order.vatCents / 100 },
        total: order.totalCents / 100,
        paymentMethod: `${cardBrand} ending in ${payment.cardLast4 ?? '····'}`,
        statementDescriptor: brand.defaultDescriptor,
        link: `${siteUrl}/profiles`,
      }),
    );
  };
}
