// A second charge of an order another payment has paid (the processor charged a payment whose
// answer we lost, so it failed here; the member paid again and that payment settled; then the
// first charge's success came, by webhook or reconciliation): nothing was bought with it, so it is
// given back in full at the processor, once, with an idempotency key of the payment's own (two
// webhooks at once, a webhook and the reconciliation, a crash between the refund and its record:
// one refund). The payment stays failed, with its refund recorded, and no credits are added.
import type { CheckoutDeps } from './deps';
import type { PaymentIntent } from './payments/provider';

/** Refunds `intent` when it charged payment `paymentId` of an order already paid; answers whether this call recorded the refund. */
export type RefundDuplicateCharge = (paymentId: number, intent: PaymentIntent) => Promise<boolean>;

/** Told once a duplicate charge is refunded (the member's mail). */
export type OnDuplicateRefunded = (paymentId: number) => Promise<void>;

export const refundKeyOf = (paymentId: number) => `refund-payment-${paymentId}`;

export function createDuplicateChargeRefunds(deps: CheckoutDeps, onRefunded: OnDuplicateRefunded): RefundDuplicateCharge {
  const { repositories, provider, clock, log } = deps;
  return async (paymentId, intent) => {
    // A refunded intent too: our refund went through but its record did not (the same key answers it again).
    if (intent.status !== 'succeeded' && intent.status !== 'refunded') return false;
    const payment = await repositories.orders.duplicateCharge(paymentId, intent.id);
    if (!payment) return false;
    const refund = await provider.refundIntent(intent.id, { idempotencyKey: refundKeyOf(paymentId), reason: 'duplicate' });
    if (!refund) {
      log.error({ paymentId, intentId: intent.id }, 'a duplicate charge could not be refunded: the processor does not know its intent');
      return false;
    }
    if (!(await repositories.orders.recordRefund(paymentId, intent.id, refund.id, clock()))) return false;
    log.warn(
      {
        paymentId,
        orderId: payment.orderId,
        memberId: payment.userId,
        intentId: intent.id,
        refundId: refund.id,
        amountCents: refund.amountCents,
      },
      'refunded a second charge of an order another payment had paid',
    );
    await onRefunded(paymentId).catch((error: unknown) => log.error({ err: error, paymentId }, 'the refund mail could not be queued'));
    return true;
  };
}
