// What every mail about one payment says of it (the receipt, a failure after the checkout's
// answer, a refunded duplicate charge): the payment with its order and member, the brand as a mail
// draws it (its logo on the API, as every mail's: brandApiOrigin), what was bought and the card.
import { isMembership, membershipFrequency } from '@heartline/contracts/rules';
import { defaultBrandOrigin } from '../accounts/return-origin';
import { brandApiOrigin } from '../brand-origins';
import { mailBrandOf } from '../mail/templates/mail-brand';
import type { CheckoutDeps } from './deps';
import type { PaymentRow } from './repositories/orders';

export const MEMBERSHIP_NAMES = { monthly: 'Monthly VIP', quarterly: 'Quarterly VIP', 'bi-annual': 'Bi-annual VIP' } as const;

/** An amount of the payment's currency as a mail writes it. */
export const money = (cents: number, currencyCode: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(cents / 100);

/** The payment's facts for its mail; null when any is gone or the payment is not what the mail is `about`. */
export async function paymentMailFacts(deps: CheckoutDeps, paymentId: number, about: (payment: PaymentRow) => boolean) {
  const { repositories, brands, accounts, config } = deps;
  const payment = await repositories.orders.findPayment(paymentId);
  const order = payment ? await repositories.orders.findById(payment.orderId) : null;
  const account = payment ? await accounts.members.account(payment.userId) : null;
  const brand = order ? await brands.byId(order.brandId) : null;
  if (!payment || !order || !account || !brand || !about(payment)) return null;
  const product = brand.products.find((each) => each._id === String(order.productId));
  const siteUrl = defaultBrandOrigin(config, brand.domain);
  return {
    payment,
    order,
    account,
    brand,
    product,
    siteUrl,
    mailBrand: mailBrandOf(brand, { assetOrigin: brandApiOrigin(config, brand.domain), siteUrl }),
    /** What was bought: "Monthly VIP (30 days)" or "20 credits". */
    description:
      product && isMembership(product)
        ? `${MEMBERSHIP_NAMES[membershipFrequency(product.interval) ?? 'monthly']} (${product.interval} days)`
        : `${order.credits} credits`,
    /** "Visa", or "Card" when the processor named no brand. */
    cardBrand: payment.cardBrand ? payment.cardBrand[0]!.toUpperCase() + payment.cardBrand.slice(1) : 'Card',
    cardLast4: payment.cardLast4 ?? '····',
  };
}
