// Orders (`app.checkout.orders`): a member's order is priced by the server from the catalogue of
// its country (a tampered total or currency, another brand's product or one the member may not
// buy is refused, nothing written); paying it claims the order for one payment at a time, turns
// the card into the processor's token, and charges it with an idempotency key; the processor's
// answer, now or by webhook, goes through the one settlement.
import { MESSAGES, orderTotal } from '@heartline/contracts/rules';
import type {
  ApplePayCheckout,
  ApplePayMerchantSession,
  CheckoutForm,
  CreateOrderRequest,
  Order,
  Product,
  WalletCard,
  WalletCheckout,
} from '@heartline/contracts/schemas';
import type { MemberFacts } from '../accounts/member-records';
import { HttpError } from '../http-error';
import type { CatalogueService } from './catalogue';
import type { CheckoutDeps } from './deps';
import type { PaymentIntent } from './payments/provider';
import type { OrderRow, PaymentCardRow, PaymentRow, SavedCardRow } from './repositories/orders';
import { toDatabaseId } from '../database-id';
import { crashAt, failAt } from '../fault-points';
import { returnOriginFor } from '../accounts/return-origin';
import type { SendPaymentFailed } from './payment-failed';
import type { SendReceipt } from './receipts';
import type { RefundDuplicateCharge } from './duplicate-charges';
import type { Settle } from './settlement';
import type { PaymentFailure } from './tables';

/** A payment whose own request is answering: whether a failure was decided meanwhile, and what its answer showed. */
interface AnsweringPayment {
  failedMeanwhile: boolean;
  answered?: { showsFailure: boolean };
}

export interface Orders {
  create(member: MemberFacts, request: CreateOrderRequest): Promise<Order>;
  get(member: MemberFacts, orderId: number): Promise<Order>;
  /**
   * Pays with a new card (the card form) or a card of the member's wallet (`cardId`). `site`: where
   * the request reached the API (the receipt's images, the sandbox bank's page are addressed there)
   * and the shell it came from (where a bank's challenge sends the browser back to).
   */
  pay(member: MemberFacts, orderId: number, payment: CheckoutForm | WalletCheckout | ApplePayCheckout, site?: PaymentSite): Promise<Order>;
  /** Apple Pay's merchant validation for the member's brand (a 502 when the processor refuses). */
  applePaySession(member: MemberFacts, validationUrl: string): Promise<ApplePayMerchantSession>;
  wallet(member: MemberFacts): Promise<WalletCard[]>;
  /** Removes a card from the wallet; 404 when the member has no such card. */
  removeCard(member: MemberFacts, cardId: string): Promise<void>;
  /**
   * What the processor said about a payment (its answer or a webhook); answers how this call changed
   * the payment: settled, failed, its charge refunded as a duplicate of the order's paid one, or not at all.
   */
  applyIntent(paymentId: number, intent: PaymentIntent): Promise<IntentOutcome>;
  /** Mails the receipt of the member's paid order again (404 when not theirs, 409 while it is not paid). */
  resendReceipt(member: MemberFacts, orderId: number): Promise<void>;
  /**
   * A processing payment failed (once; answers whether this call failed it): a renewal's failure is
   * told to `onRenewalFailed`, any other is mailed to the member (it failed after the checkout answered).
   */
  failPayment(paymentId: number, failure: PaymentFailure): Promise<boolean>;
}

export type IntentOutcome = 'settled' | 'failed' | 'refunded' | null;

/** The request a payment came with: the API's origin and the Origin header (the member's shell). */
export interface PaymentSite {
  apiOrigin: string;
  origin: string | undefined;
}

/** The shell's checkout page (mfe-checkout), which resumes an order named by `?order=`. */
const CHECKOUT_PATH = '/upgrade/checkout';

/** Told once when a renewal's payment failed. */
export type OnRenewalFailed = (membershipId: number, failure: PaymentFailure) => Promise<void>;

const toCents = (amount: number) => Math.round(amount * 100);
const toWalletCard = (row: SavedCardRow): WalletCard => ({
  cardId: String(row.id),
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});
const fullYear = (year: string) => (year.length <= 2 ? 2000 + Number(year) : Number(year));

function lastTransaction(payment: PaymentRow | null): Order['lastTransaction'] {
  if (!payment) return null;
  if (payment.status === 'processing')
    return payment.actionUrl ? { status: 'requires_action', actionUrl: payment.actionUrl } : { status: 'pending' };
  if (payment.status === 'succeeded') return { status: 'success' };
  const reason = payment.failure ?? 'system';
  return { status: 'failure', reason, message: reason === 'bank' ? MESSAGES.paymentBankIssue : MESSAGES.paymentSystemIssue };
}

export function createOrders(
  deps: CheckoutDeps,
  catalogue: CatalogueService,
  settle: Settle,
  onRenewalFailed: OnRenewalFailed,
  sendReceipt: SendReceipt,
  sendPaymentFailed: SendPaymentFailed,
  refundDuplicateCharge: RefundDuplicateCharge,
): Orders {
  const { repositories, provider, brands, clock, log, config } = deps;
  /**
   * The payments whose own request (PATCH /order/{id}) is answering on this instance. A failure
   * decided meanwhile, by the request or by a webhook racing it, is mailed only when that answer
   * did not show it: the request tells once it has its answer (`answered`), and a failure decided
   * before that is left to it (`failedMeanwhile`). Which of the two comes first cannot be told
   * from the failure's own update: two connections answer in any order, and a webhook's update
   * that won while the request answered could come back after the request had gone (a failure
   * its answer showed was then mailed too; it happened in CI).
   */
  const answering = new Map<number, AnsweringPayment>();

  const mailFailure = (paymentId: number) =>
    sendPaymentFailed(paymentId).catch((error: unknown) =>
      log.error({ err: error, paymentId }, 'the payment failure mail could not be queued'),
    );

  /** The member's order and the payment it shows, as of one moment; 404 when it is not theirs. */
  async function ownOrderWithPayment(member: MemberFacts, orderId: number): Promise<{ order: OrderRow; payment: PaymentRow | null }> {
    const found = await repositories.orders.findWithLastPayment(orderId, member.id);
    if (!found) throw new HttpError(404, MESSAGES.orderNotFound);
    return found;
  }

  /** The member's order as it stands, its status and its last transaction as of one moment. */
  async function currentOrder(member: MemberFacts, orderId: number): Promise<Order> {
    const { order, payment } = await ownOrderWithPayment(member, orderId);
    return toOrder(order, payment);
  }

  async function toOrder(row: OrderRow, payment: PaymentRow | null): Promise<Order> {
    const brand = await brands.byId(row.brandId);
    const product = brand?.products.find((each) => each._id === String(row.productId));
    const sold: Product[] = product
      ? [{ ...product, currency: row.currency, currencyCode: row.currencyCode, price: (row.totalCents - row.vatCents) / 100 }]
      : [];
    return {
      _id: String(row.id),
      currency: row.currency,
      currencyCode: row.currencyCode,
      country: row.country,
      products: sold,
      total: row.totalCents / 100,
      vat: row.vatCents / 100,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      lastTransaction: lastTransaction(payment),
    };
  }

  async function ownOrder(member: MemberFacts, orderId: number): Promise<OrderRow> {
    const row = await repositories.orders.find(orderId, member.id);
    if (!row) throw new HttpError(404, MESSAGES.orderNotFound);
    return row;
  }

  /** The member's checkout page for this order, on their own brand's shell (never an address the request names). */
  async function checkoutReturnUrl(member: MemberFacts, orderId: number, origin: string | undefined): Promise<string> {
    const brand = await brands.byId(member.brandId);
    const shell = brand ? returnOriginFor(config, origin, brand.domain) : (origin ?? '');
    return `${shell}${CHECKOUT_PATH}?${new URLSearchParams({ order: String(orderId) }).toString()}`;
  }

  async function failPayment(paymentId: number, failure: PaymentFailure): Promise<boolean> {
    // Taken before the update: the request answering now, if any, whatever the order in which the
    // update and that request end.
    const request = answering.get(paymentId);
    if (!(await repositories.orders.markFailed(paymentId, failure))) return false;
    const payment = await repositories.orders.findPayment(paymentId);
    const order = payment ? await repositories.orders.findById(payment.orderId) : null;
    if (order?.renewsMembershipId) await onRenewalFailed(order.renewsMembershipId, failure);
    else if (request && !request.answered) request.failedMeanwhile = true;
    // The checkout answered "in progress" and promised a mail: the member may have left.
    else if (!request?.answered?.showsFailure) await mailFailure(paymentId);
    return true;
  }

  async function applyIntent(paymentId: number, intent: PaymentIntent): Promise<IntentOutcome> {
    if (intent.status === 'succeeded' || intent.status === 'refunded') {
      if (intent.status === 'succeeded' && (await settle(paymentId, intent))) return 'settled';
      // Not settled: when another payment paid its order, this charge bought nothing and is given back.
      return (await refundDuplicateCharge(paymentId, intent)) ? 'refunded' : null;
    }
    if (intent.status === 'failed') return (await failPayment(paymentId, intent.failure ?? 'system')) ? 'failed' : null;
    // Cancelled by us: a bank's challenge the card holder never answered (reconciliation.ts), which
    // the member is told as the bank's refusal (the authentication was not completed).
    if (intent.status === 'canceled') return (await failPayment(paymentId, 'bank')) ? 'failed' : null;
    return null;
  }

  /** Turns the card into the processor's token and charges it; the processor's answer goes through applyIntent. */
  async function chargeAndRecord(
    member: MemberFacts,
    order: OrderRow,
    claimed: PaymentRow,
    payment: CheckoutForm | WalletCheckout | ApplePayCheckout,
    saved: SavedCardRow | null,
    site: PaymentSite | undefined,
  ): Promise<void> {
    const apiOrigin = site?.apiOrigin;
    let intent: PaymentIntent;
    try {
      let card: PaymentCardRow;
      if (saved) {
        card = { token: saved.token, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear };
        await repositories.orders.recordCard(claimed.id, card, false);
      } else if ('applePay' in payment) {
        card = await provider.createApplePayMethod(payment.applePay);
        await repositories.orders.recordCard(claimed.id, card, false);
      } else {
        const form = payment as CheckoutForm;
        card = await provider.createPaymentMethod({
          number: form.cardNumber,
          cvv: form.cvv,
          expMonth: Number(form.expiryMonth),
          expYear: fullYear(form.expiryYear),
          nameOnCard: form.nameOnCard,
          zip: form.zip,
        });
        await repositories.orders.recordCard(claimed.id, card, form.saveCard);
      }
      intent = await provider.createIntent({
        amountCents: claimed.amountCents,
        currencyCode: claimed.currencyCode,
        paymentMethodToken: card.token,
        idempotencyKey: `payment-${claimed.id}`,
        metadata: { paymentId: String(claimed.id) },
        returnUrl: await checkoutReturnUrl(member, order.id, site?.origin),
      });
      // A test loses the processor's answer here, after it charged (fault-points.ts).
      failAt(config.fault, 'charge-answer-lost');
    } catch (error) {
      // Nothing was charged: the card could not be made a token, or the processor refused the
      // charge or could not be reached. A system issue the member can retry. (Should a processor
      // have charged after all, its success, by webhook or the reconciliation, still settles the
      // payment: settlement.ts; or refunds it when the member's retry paid the order: duplicate-charges.ts.)
      log.error({ err: error, paymentId: claimed.id }, 'the payment processor failed');
      await failPayment(claimed.id, 'system');
      return;
    }
    try {
      // The processor may have charged the card: a crash here, before the settlement, is what the
      // reconciliation mends on the next start (a test kills the process here: fault-points.ts).
      crashAt(config.fault, 'after-charge');
      failAt(config.fault, 'error-after-charge');
      await repositories.orders.recordIntent(claimed.id, intent.id);
      if (intent.status === 'requires_action' && intent.nextAction) {
        // The bank's page; the sandbox's is on the API itself (a relative address).
        await repositories.orders.recordAction(claimed.id, new URL(intent.nextAction.redirectUrl, apiOrigin ?? 'http://localhost').href);
      }
      await applyIntent(claimed.id, intent);
    } catch (error) {
      // An intent exists and may have charged the card: the payment is never failed here (that
      // would lose a charge). It stays processing, the member's checkout says so, and the
      // processor's webhook or the reconciliation settles it.
      log.error({ err: error, paymentId: claimed.id }, 'a charged payment could not be recorded; left processing for its webhook');
    }
  }

  return {
    async create(member, request) {
      // The price country is the member's own (their catalogue's), never the one a request names:
      // a crafted request must not buy at another country's price. A page priced for another
      // country is told the price changed, and reloads the member's own prices.
      const wanted = request.country.toUpperCase();
      const { brand, country, products } = await catalogue.forMember(member);
      if (!catalogue.serves(brand, wanted)) throw new HttpError(400, MESSAGES.countryNotServed);
      if (wanted !== country) throw new HttpError(409, MESSAGES.priceChanged);
      const product = products.find((each) => each._id === request.products[0]);
      if (!product) throw new HttpError(409, MESSAGES.productNotAvailable);
      // Catalogue prices exclude VAT; it is added at checkout at the product's rate (the prices
      // page says so): the contracts' one total rule, which the checkout and the popup show.
      const priced = orderTotal(product);
      const vatCents = toCents(priced.vat);
      const totalCents = toCents(priced.total);
      if (request.currency.toUpperCase() !== product.currencyCode) throw new HttpError(409, MESSAGES.priceChanged);
      if (request.total !== undefined && toCents(request.total) !== totalCents) throw new HttpError(409, MESSAGES.priceChanged);
      const row = await repositories.orders.create({
        userId: member.id,
        brandId: member.brandId,
        orderKey: request.key,
        productId: Number(product._id),
        country,
        currency: product.currency,
        currencyCode: product.currencyCode,
        totalCents,
        vatCents,
        credits: product.credits,
        intervalDays: product.interval,
        features: product.features,
        createdAt: clock(),
      });
      return currentOrder(member, row.id);
    },
    async get(member, orderId) {
      return currentOrder(member, orderId);
    },
    async pay(member, orderId, payment, site) {
      const order = await ownOrder(member, orderId);
      if (order.status === 'paid') throw new HttpError(409, MESSAGES.orderAlreadyPaid);
      // A renewal's order is paid by its renewal job only (one charge per period).
      if (order.renewsMembershipId !== null) throw new HttpError(404, MESSAGES.orderNotFound);
      // A wallet card is looked up before the order is claimed: a wrong card claims nothing.
      const walletId = 'cardId' in payment ? toDatabaseId(payment.cardId) : undefined;
      const saved = walletId === undefined ? null : walletId === null ? null : await repositories.orders.savedCard(member.id, walletId);
      if (walletId !== undefined && !saved) throw new HttpError(404, MESSAGES.savedCardNotFound);
      const claimed = await repositories.orders.claimPayment(order, provider.name, clock());
      // Another tab's payment of this order is under way (or has just succeeded): nothing is charged
      // again; the answer shows that payment, which the checkout polls.
      if (!claimed) return currentOrder(member, orderId);
      const request: AnsweringPayment = { failedMeanwhile: false };
      answering.set(claimed.id, request);
      let answer: Order | undefined;
      try {
        await chargeAndRecord(member, order, claimed, payment, saved, site);
        answer = await currentOrder(member, orderId);
        return answer;
      } finally {
        answering.delete(claimed.id);
        request.answered = { showsFailure: answer?.lastTransaction?.status === 'failure' };
        // Failed while answering, and the answer does not say so (it read the payment before the
        // failure, or it failed): the member is told by mail, as after any checkout left "in progress".
        if (request.failedMeanwhile && !request.answered.showsFailure) await mailFailure(claimed.id);
      }
    },
    async applePaySession(member, validationUrl) {
      const brand = await brands.byId(member.brandId);
      if (!brand) throw new HttpError(404, MESSAGES.generic);
      try {
        return await provider.validateApplePayMerchant({ validationUrl, domainName: brand.domain, displayName: brand.productName });
      } catch (error) {
        log.error({ err: error }, 'Apple Pay merchant validation failed');
        throw new HttpError(502, MESSAGES.applePayUnavailable);
      }
    },
    async wallet(member) {
      // An Apple Pay device card (no expiry, 0/0) is kept for its membership's renewals only: the
      // checkout pays with the device itself, never offers it as a wallet card.
      return (await repositories.orders.savedCards(member.id)).filter((row) => row.expMonth > 0).map(toWalletCard);
    },
    async removeCard(member, cardId) {
      const id = toDatabaseId(cardId);
      if (id === null || !(await repositories.orders.deleteSavedCard(member.id, id))) throw new HttpError(404, MESSAGES.savedCardNotFound);
    },
    async resendReceipt(member, orderId) {
      const { order, payment } = await ownOrderWithPayment(member, orderId);
      if (order.status !== 'paid' || payment?.status !== 'succeeded') throw new HttpError(409, MESSAGES.receiptNotReady);
      await sendReceipt(payment.id);
    },
    applyIntent,
    failPayment,
  };
}
