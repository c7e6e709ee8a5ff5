// Following an order's payment to its outcome (member spec §4 "Payment", §9 polling): the one loop
// both the checkout and the no-credits popup run. GET /order/{id} every ORDER_POLL_INTERVAL_MS for
// at most ORDER_POLL_TIMEOUT_MS. A request that got no answer (the network, a timeout, a 5xx) says
// nothing about the payment, so it is never shown as a failure: a poll is tried again on the next
// tick, a PATCH whose answer was lost may have reached the processor, so the order is polled; past
// the bound the member is told the payment is still processing. Only the order's own failure, or a
// refusal with the catalogue's words, is a failure. The calls and the clock are passed in (tests
// run it on fake timers; the rules entry stays free of the client).
import type { Order, PaymentFailureReason } from './entities/order';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_TIMEOUT_MS } from './constants';
import { CHECKOUT_MESSAGES } from './messages';

export type OrderOutcome =
  | { step: 'success'; order: Order }
  | { step: 'failure'; reason: PaymentFailureReason; message?: string }
  | { step: 'authenticating'; actionUrl: string }
  | { step: 'still-processing'; orderId: string };

export interface OrderPolling {
  getOrder: (orderId: string, options: { signal?: AbortSignal }) => Promise<Order>;
  /** The clock (default Date.now). */
  now?: () => number;
  /** Waits between polls (default setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** Aborted when nobody is left to tell (the page was left): stops at the next tick. */
  signal?: AbortSignal;
}

/** The outcome an order's last payment shows, or undefined while it is still pending. */
export function orderOutcome(order: Order): OrderOutcome | undefined {
  const last = order.lastTransaction;
  if (order.status === 'paid' || last?.status === 'success') return { step: 'success', order };
  if (last?.status === 'failure') return { step: 'failure', reason: last.reason ?? 'system', message: last.message };
  if (last?.status === 'requires_action' && last.actionUrl) return { step: 'authenticating', actionUrl: last.actionUrl };
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * Whether a failed request may never have been answered: no status (the network, an abort, a
 * timeout), 408, 429 or a 5xx. What it asked for may or may not have happened.
 */
export function isUnanswered(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

/** A PATCH refused because the order is paid or being paid (another tab, an earlier try): follow it. */
function isOrderBusy(error: unknown): boolean {
  return (
    statusOf(error) === 409 &&
    error instanceof Error &&
    (error.message === CHECKOUT_MESSAGES.orderAlreadyPaid || error.message === CHECKOUT_MESSAGES.paymentInProgress)
  );
}

function refusal(error: unknown): OrderOutcome {
  return { step: 'failure', reason: 'system', message: error instanceof Error && statusOf(error) ? error.message : undefined };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls the order until its payment is decided or ORDER_POLL_TIMEOUT_MS have passed. `first` is
 * an answer already in hand (the PATCH's); without it the order is asked for at once. A poll
 * still unanswered at the bound is abandoned.
 */
export async function followOrder(orderId: string, polling: OrderPolling, first?: Order): Promise<OrderOutcome> {
  const { getOrder, now = Date.now, sleep = wait, signal } = polling;
  const deadline = now() + ORDER_POLL_TIMEOUT_MS;
  let order = first;
  for (let tick = 0; ; tick++) {
    const outcome = order && orderOutcome(order);
    if (outcome) return outcome;
    if (tick > 0 || first) {
      if (now() + ORDER_POLL_INTERVAL_MS > deadline || signal?.aborted) return { step: 'still-processing', orderId };
      await sleep(ORDER_POLL_INTERVAL_MS);
    }
    const bound = new AbortController();
    void sleep(Math.max(0, deadline - now())).then(() => bound.abort());
    try {
      order = await getOrder(orderId, { signal: bound.signal });
    } catch (error) {
      if (!isUnanswered(error)) return refusal(error);
      order = undefined;
    }
  }
}

/**
 * Pays the order (`pay` sends the PATCH) and follows it to its outcome. A refusal with the
 * catalogue's words is a failure before anything was charged; a lost answer is polled for.
 */
export async function payAndFollowOrder(orderId: string, pay: () => Promise<Order>, polling: OrderPolling): Promise<OrderOutcome> {
  let answer: Order | undefined;
  try {
    answer = await pay();
  } catch (error) {
    if (!isUnanswered(error) && !isOrderBusy(error)) return refusal(error);
  }
  return followOrder(orderId, polling, answer);
}
