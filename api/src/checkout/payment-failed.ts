// The mail a member gets when a payment left processing after the checkout's answer (the slow card,
// a bank's challenge, a failure of ours after the charge) later fails, by webhook or reconciliation:
// the still-processing screen promised it. A renewal's failure has its own mail (renewals.ts); a
// failure the payment's own request answered is not mailed (the member saw it). Queued on the job
// scheduler through the mail provider, as the receipt is.
import { isMembership, membershipFrequency } from '@heartline/contracts/rules';
import { defaultBrandOrigin } from '../accounts/return-origin';
import { brandApiOrigin } from '../brand-origins';
import { mailBrandOf } from '../mail/templates/mail-brand';
import { paymentFailedMail } from '../mail/templates/payment-failed-mail';
import type { CheckoutDeps } from './deps';
import { MEMBERSHIP_NAMES } from './receipts';

/** Queues the mail of a payment that failed after the checkout answered (once: its caller failed it). */
export type SendPaymentFailed = (paymentId: number) => Promise<void>;

const money = (cents: number, currencyCode: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(cents / 100);

export function createPaymentFailedMail(deps: CheckoutDeps): SendPaymentFailed {
  const { repositories, brands, accounts, mail, config } = deps;
  return async (paymentId) => {
    const payment = await repositories.orders.findPayment(paymentId);
    const order = payment ? await repositories.orders.findById(payment.orderId) : null;
    const account = payment ? await accounts.members.account(payment.userId) : null;
    const brand = order ? await brands.byId(order.brandId) : null;
    if (!payment || !order || !account || !brand || payment.status !== 'failed') return;
    const product = brand.products.find((each) => each._id === String(order.productId));
    const siteUrl = defaultBrandOrigin(config, brand.domain);
    const description =
      product && isMembership(product)
        ? `${MEMBERSHIP_NAMES[membershipFrequency(product.interval) ?? 'monthly']} (${product.interval} days)`
        : `${order.credits} credits`;
    const cardBrand = payment.cardBrand ? payment.cardBrand[0]!.toUpperCase() + payment.cardBrand.slice(1) : 'Card';
    await mail.send(
      await paymentFailedMail({
        to: account.email,
        brand: mailBrandOf(brand, { assetOrigin: brandApiOrigin(config, brand.domain), siteUrl }),
        username: account.username,
        description,
        amount: money(order.totalCents, order.currencyCode),
        reason: payment.failure ?? 'system',
        paymentMethod: `${cardBrand} card ending in ${payment.cardLast4 ?? '····'}`,
        link: `${siteUrl}/upgrade`,
      }),
    );
  };
}
