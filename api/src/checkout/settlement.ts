// THE settlement: the one function that turns a processor's success into what was bought. In one
// transaction it marks the payment settled (only a processing payment, for its exact amount and
// currency), the order paid, adds the credits with their ledger row (messaging's credits door), the
// membership (renewing with the card it was paid with, always kept) or, for a renewal's order, moves
// the membership's end one interval on, keeps the card when the member asked to, and ends the
// first-purchase promotion. A second settlement of the same
// payment (a webhook delivered twice, the webhook racing the PATCH's answer) finds nothing to
// claim and changes nothing. A success for an order another payment has paid claims nothing either:
// orders.applyIntent then gives that charge back (duplicate-charges.ts). The new balance reaches the
// member's tabs after the commit.
import type { CheckoutDeps } from './deps';
import type { PaymentIntent } from './payments/provider';
import type { SendReceipt } from './receipts';

export type Settle = (paymentId: number, intent: PaymentIntent) => Promise<boolean>;

export function createSettlement(deps: CheckoutDeps, sendReceipt: SendReceipt): Settle {
  const { repositories, credits, domainEvents, clock, provider } = deps;
  return async (paymentId, intent) => {
    const at = clock();
    const settled = await repositories.orders.settlement(async (tx, steps) => {
      const payment = await steps.claim(paymentId, intent.id, intent.amountCents, intent.currencyCode, at);
      if (!payment) return null;
      const order = await steps.markOrderPaid(payment.orderId);
      let balance: number | null = null;
      if (order.credits > 0) {
        balance = await credits.grantInTransaction(tx, {
          userId: payment.userId,
          delta: order.credits,
          reason: 'purchase',
          reference: `payment:${payment.id}`,
          at,
        });
      }
      // The card is kept first: a membership renews with the wallet card it was paid with. A
      // membership's card is kept whatever the save-card box said (the checkout tells the member
      // so; a subscription keeps its payment method, as Stripe's do): a new card, a wallet card or
      // an Apple Pay device card (the processor's token; Apple Pay's has no expiry, 0/0).
      const buysMembership = order.intervalDays > 0 && order.renewsMembershipId === null;
      const card =
        payment.cardToken &&
        payment.cardBrand &&
        payment.cardLast4 !== null &&
        payment.cardExpMonth !== null &&
        payment.cardExpYear !== null
          ? {
              token: payment.cardToken,
              brand: payment.cardBrand,
              last4: payment.cardLast4,
              expMonth: payment.cardExpMonth,
              expYear: payment.cardExpYear,
            }
          : null;
      let walletCardId: number | null = null;
      if (card && (payment.saveCard || buysMembership)) {
        walletCardId = await steps.saveCard(payment.userId, provider.name, card, at);
      } else if (payment.cardToken) {
        walletCardId = await steps.walletCardId(payment.userId, payment.cardToken);
      }
      if (order.renewsMembershipId !== null) {
        await steps.extendMembership(order.renewsMembershipId, order.intervalDays);
      } else if (order.intervalDays > 0) {
        await steps.addMembership({
          userId: payment.userId,
          productId: order.productId,
          paymentId: payment.id,
          features: order.features,
          intervalDays: order.intervalDays,
          savedCardId: walletCardId,
          at,
        });
      }
      await steps.endFirstPurchasePromotion(payment.userId);
      return { memberId: payment.userId, balance };
    });
    if (!settled) return false;
    domainEvents.emit(
      'member.updated',
      settled.balance === null ? { memberId: settled.memberId } : { memberId: settled.memberId, credits: settled.balance },
    );
    // The receipt is queued on the job scheduler: a slow mail server never holds the payment up.
    await sendReceipt(paymentId).catch((error: unknown) => deps.log.error({ err: error, paymentId }, 'the receipt could not be queued'));
    return true;
  };
}
