// The payment of the cart's item (member spec §4 "Payment", §9 polling): POST /order (with the
// item's key, so a retry makes no second order), PATCH /order/{id} with the card, then GET
// /order/{id} every ORDER_POLL_INTERVAL_MS until its payment is decided, for at most
// ORDER_POLL_TIMEOUT_MS; past that the member is told honestly that it is still processing.
// A card whose bank asks for 3-D Secure sends the browser to the bank's page; the bank sends it back
// to /upgrade/checkout?order={id}, where `resume` polls the same order.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, createOrder, getOrder, payOrder } from '@heartline/contracts';
import { orderTotal } from '@heartline/contracts/rules';
import { followOrder, orderOutcome, payAndFollowOrder, type OrderOutcome, type OrderPolling } from '@heartline/contracts/payment';
import type { ApplePayCheckout, CheckoutFormInput, Order, WalletCheckout } from '@heartline/contracts/schemas';
import type { CartItem } from '../../lib/cart';
import { leaveForBank } from './leave-for-bank';

export type PaymentView = { step: 'form' } | { step: 'waiting' } | OrderOutcome;

export function usePayment(item: CartItem | undefined, onPaid: (order: Order) => void) {
  const [view, setView] = useState<PaymentView>({ step: 'form' });
  const orderId = useRef<string | null>(null);
  /** The last state shown (what `pay` answers: Apple Pay's sheet closes with it). */
  const lastStep = useRef<PaymentView['step']>('form');
  /** Aborted when the page goes: the polling stops at its next tick. */
  const mounted = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);
  const polling = useCallback((): OrderPolling => ({ getOrder, signal: mounted.current.signal }), []);

  const show = useCallback(
    (next: PaymentView) => {
      lastStep.current = next.step;
      if (mounted.current.signal.aborted) return;
      setView(next);
      if (next.step === 'success') onPaid(next.order);
      if (next.step === 'authenticating') leaveForBank(next.actionUrl);
    },
    [onPaid],
  );

  /** Creating the order charges nothing: its failure is shown with the API's words, and trying again is safe. */
  const failBeforeCharging = useCallback(
    (error: unknown) => show({ step: 'failure', reason: 'system', message: error instanceof ApiError ? error.message : undefined }),
    [show],
  );

  const pay = useCallback(
    /** Answers whether the payment succeeded (false also while it is still processing). */
    async (card: CheckoutFormInput | WalletCheckout | ApplePayCheckout): Promise<boolean> => {
      if (!item) return false;
      setView({ step: 'waiting' });
      if (!orderId.current) {
        try {
          const order = await createOrder({
            products: [item.product._id],
            country: item.country,
            currency: item.product.currencyCode,
            total: orderTotal(item.product).total,
            key: item.orderKey,
          });
          orderId.current = order._id;
          if (orderOutcome(order)?.step === 'success') {
            show({ step: 'success', order });
            return true;
          }
        } catch (error) {
          failBeforeCharging(error);
          return false;
        }
      }
      const id = orderId.current;
      show(await payAndFollowOrder(id, () => payOrder(id, card), polling()));
      return lastStep.current === 'success';
    },
    [item, show, failBeforeCharging, polling],
  );

  /** Back from the bank's page (or a reload mid-payment), or "check again": follows the order. */
  const resume = useCallback(
    async (id: string) => {
      orderId.current = id;
      setView({ step: 'waiting' });
      show(await followOrder(id, polling()));
    },
    [show, polling],
  );

  /** After "still processing": look once more. */
  const checkAgain = useCallback(async () => {
    if (orderId.current) await resume(orderId.current);
  }, [resume]);

  return { view, pay, resume, checkAgain, tryAgain: () => setView({ step: 'form' }) };
}
