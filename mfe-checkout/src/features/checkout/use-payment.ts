// The payment of the cart's item (member spec §4 "Payment", §9 polling): POST /order (with the
// item's key, so a retry makes no second order), PATCH /order/{id} with the card, then GET
// /order/{id} every ORDER_POLL_INTERVAL_MS until its payment is decided, for at most
// ORDER_POLL_TIMEOUT_MS; past that the member is told honestly that it is still processing.
// A card whose bank asks for 3-D Secure sends the browser to the bank's page; the bank sends it back
// to /upgrade/checkout?order={id}, where `resume` polls the same order.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, MESSAGES, ORDER_POLL_INTERVAL_MS, ORDER_POLL_TIMEOUT_MS, createOrder, getOrder, payOrder } from '@heartline/contracts';
import type { ApplePayCheckout, CheckoutFormInput, Order, PaymentFailureReason, WalletCheckout } from '@heartline/contracts/schemas';
import type { CartItem } from '../../lib/cart';
import { leaveForBank } from './leave-for-bank';
import { orderTotal } from '../../lib/order-total';

export type PaymentView =
  | { step: 'form' }
  | { step: 'waiting' }
  | { step: 'authenticating'; actionUrl: string }
  | { step: 'success'; order: Order }
  | { step: 'failure'; reason: PaymentFailureReason; message?: string }
  | { step: 'still-processing'; orderId: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function decided(order: Order): PaymentView | null {
  const last = order.lastTransaction;
  if (order.status === 'paid' || last?.status === 'success') return { step: 'success', order };
  if (last?.status === 'failure') return { step: 'failure', reason: last.reason ?? 'system', message: last.message };
  if (last?.status === 'requires_action' && last.actionUrl) return { step: 'authenticating', actionUrl: last.actionUrl };
  return null;
}

export function usePayment(item: CartItem | undefined, onPaid: (order: Order) => void) {
  const [view, setView] = useState<PaymentView>({ step: 'form' });
  const orderId = useRef<string | null>(null);
  /** The last state shown (what `pay` answers: Apple Pay's sheet closes with it). */
  const lastStep = useRef<PaymentView['step']>('form');
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const show = useCallback(
    (next: PaymentView) => {
      lastStep.current = next.step;
      if (!live.current) return;
      setView(next);
      if (next.step === 'success') onPaid(next.order);
      if (next.step === 'authenticating') leaveForBank(next.actionUrl);
    },
    [onPaid],
  );

  /** Polls the order until its payment is decided or the time is up. */
  const follow = useCallback(
    async (first: Order) => {
      const deadline = Date.now() + ORDER_POLL_TIMEOUT_MS;
      let order = first;
      for (;;) {
        const outcome = decided(order);
        if (outcome) return show(outcome);
        if (Date.now() + ORDER_POLL_INTERVAL_MS > deadline || !live.current) return show({ step: 'still-processing', orderId: order._id });
        await wait(ORDER_POLL_INTERVAL_MS);
        order = await getOrder(order._id);
      }
    },
    [show],
  );

  const pay = useCallback(
    /** Answers whether the payment succeeded (false also while it is still processing). */
    async (card: CheckoutFormInput | WalletCheckout | ApplePayCheckout): Promise<boolean> => {
      if (!item) return false;
      setView({ step: 'waiting' });
      try {
        if (!orderId.current) {
          const order = await createOrder({
            products: [item.product._id],
            country: item.country,
            currency: item.product.currencyCode,
            total: orderTotal(item.product).total,
            key: item.orderKey,
          });
          orderId.current = order._id;
          if (decided(order)?.step === 'success') {
            show({ step: 'success', order });
            return true;
          }
        }
        const answer = await payOrder(orderId.current, card).catch(async (error: unknown) => {
          // Paid meanwhile (another tab, or an earlier try whose answer was lost): show that order.
          if (error instanceof ApiError && error.status === 409 && error.message === MESSAGES.orderAlreadyPaid)
            return getOrder(orderId.current!);
          throw error;
        });
        await follow(answer);
      } catch (error) {
        show({ step: 'failure', reason: 'system', message: error instanceof ApiError ? error.message : undefined });
      }
      return lastStep.current === 'success';
    },
    [item, follow, show],
  );

  /** Back from the bank's page (or a reload mid-payment): follows the order named in the address. */
  const resume = useCallback(
    async (id: string) => {
      orderId.current = id;
      setView({ step: 'waiting' });
      try {
        await follow(await getOrder(id));
      } catch (error) {
        show({ step: 'failure', reason: 'system', message: error instanceof ApiError ? error.message : undefined });
      }
    },
    [follow, show],
  );

  /** After "still processing": look once more. */
  const checkAgain = useCallback(async () => {
    if (!orderId.current) return;
    setView({ step: 'waiting' });
    try {
      await follow(await getOrder(orderId.current));
    } catch (error) {
      show({ step: 'failure', reason: 'system', message: error instanceof ApiError ? error.message : undefined });
    }
  }, [follow, show]);

  return { view, pay, resume, checkAgain, tryAgain: () => setView({ step: 'form' }) };
}
