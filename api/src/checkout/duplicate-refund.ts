// The mail a member gets once a second charge of an order already paid was refunded
// (duplicate-charges.ts): how much went back to which card. Queued on the job scheduler through the
// mail provider, as the receipt is.
import { isMembership, membershipFrequency } from '@heartline/contracts/rules';
import { defaultBrandOrigin } from '../accounts/return-origin';
import { brandApiOrigin } from '../brand-origins';
import { duplicateRefundMail } from '../mail/templates/duplicate-refund-mail';
import { mailBrandOf } from '../mail/templates/mail-brand';
import type { CheckoutDeps } from './deps';
import type { OnDuplicateRefunded } from './duplicate-charges';
import { MEMBERSHIP_NAMES } from './receipts';

const money = (cents: number, currencyCode: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(cents / 100);

export function createDuplicateRefundMail(deps: CheckoutDeps): OnDuplicateRefunded {
  const { repositories, brands, accounts, mail, config } = deps;
  return async (paymentId) => {
    const payment = await repositories.orders.findPayment(paymentId);
    const order = payment ? await repositories.orders.findById(payment.orderId) : null;
    const account = payment ? await accounts.members.account(payment.userId) : null;
    const brand = order ? await brands.byId(order.brandId) : null;
    if (!payment || !order || !account || !brand || payment.refundedAt === null) return;
    const product = brand.products.find((each) => each._id === String(order.productId));
    const siteUrl = defaultBrandOrigin(config, brand.domain);
    const description =
      product && isMembership(product)
        ? `${MEMBERSHIP_NAMES[membershipFrequency(product.interval) ?? 'monthly']} (${product.interval} days)`
        : `${order.credits} credits`;
    const cardBrand = payment.cardBrand ? payment.cardBrand[0]!.toUpperCase() + payment.cardBrand.slice(1) : 'Card';
    await mail.send(
      await duplicateRefundMail({
        to: account.email,
        brand: mailBrandOf(brand, { assetOrigin: brandApiOrigin(config, brand.domain), siteUrl }),
        username: account.username,
        description,
        amount: money(payment.amountCents, payment.currencyCode),
        paymentMethod: `${cardBrand} card ending in ${payment.cardLast4 ?? '····'}`,
        link: `${siteUrl}/profiles`,
      }),
    );
  };
}
