import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from './entities/order';
import { ORDER_POLL_TIMEOUT_MS } from './constants';
import { CHECKOUT_MESSAGES } from './messages';
import { followOrder, payAndFollowOrder } from './order-polling';

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message = 'failed',
  ) {
    super(message);
  }
}

function order(lastTransaction: Order['lastTransaction']): Order {
  return {
    _id: 'o1',
    currency: '€',
    currencyCode: 'EUR',
    country: 'IE',
    products: [],
    total: 12.08,
    vat: 2.09,
    status: lastTransaction?.status === 'success' ? 'paid' : 'open',
    createdAt: '2026-11-28T12:00:00.000Z',
    lastTransaction,
  };
}

/** GET /order/o1 answering each poll in turn (the last answer repeats). */
function answers(...each: Array<Order | Error>) {
  const getOrder = vi.fn(async () => {
    const next = each.length > 1 ? each.shift()! : each[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  return getOrder;
}

async function settle<T>(promise: Promise<T>, ms = ORDER_POLL_TIMEOUT_MS + 5_000): Promise<T> {
  await vi.advanceTimersByTimeAsync(ms);
  return promise;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('followOrder', () => {
  it('tries a poll that got no answer again on the next tick and shows the success that follows', async () => {
    const getOrder = answers(
      order({ status: 'pending' }),
      new TypeError('Failed to fetch'),
      new HttpFailure(503),
      order({ status: 'success' }),
    );
    const outcome = await settle(followOrder('o1', { getOrder }));
    expect(outcome.step).toBe('success');
    expect(getOrder).toHaveBeenCalledTimes(4);
  });

  it('says the payment is still processing, never that it failed, when every poll fails for 25 s', async () => {
    const getOrder = answers(new HttpFailure(0));
    const outcome = await settle(followOrder('o1', { getOrder }, order({ status: 'pending' })));
    expect(outcome).toEqual({ step: 'still-processing', orderId: 'o1' });
    // One poll every 2 s within the 25 s: the API is not hammered while it is down.
    expect(getOrder).toHaveBeenCalledTimes(12);
  });

  it('abandons a poll that hangs at the 25 s bound and says the payment is still processing', async () => {
    const getOrder = vi.fn(
      (_id: string, { signal }: { signal?: AbortSignal }) =>
        new Promise<Order>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new HttpFailure(0, 'aborted')))),
    );
    const started = Date.now();
    const outcome = await settle(followOrder('o1', { getOrder }));
    expect(outcome.step).toBe('still-processing');
    expect(Date.now() - started).toBeLessThanOrEqual(ORDER_POLL_TIMEOUT_MS + 5_000);
    expect(getOrder).toHaveBeenCalledTimes(1);
  });

  it('shows the order’s own failure with its reason', async () => {
    const getOrder = answers(order({ status: 'failure', reason: 'bank', message: CHECKOUT_MESSAGES.paymentBankIssue }));
    expect(await settle(followOrder('o1', { getOrder }))).toEqual({
      step: 'failure',
      reason: 'bank',
      message: CHECKOUT_MESSAGES.paymentBankIssue,
    });
  });
});

describe('payAndFollowOrder', () => {
  it('polls the order when the PATCH’s answer is lost, and shows the success the order reached', async () => {
    const getOrder = answers(order({ status: 'success' }));
    const pay = vi.fn(async (): Promise<Order> => {
      throw new TypeError('Failed to fetch');
    });
    expect((await settle(payAndFollowOrder('o1', pay, { getOrder }))).step).toBe('success');
    expect(getOrder).toHaveBeenCalled();
  });

  it('polls the order after a 5xx answer to the PATCH, which may have reached the processor', async () => {
    const getOrder = answers(order({ status: 'pending' }), order({ status: 'success' }));
    const pay = async (): Promise<Order> => {
      throw new HttpFailure(502);
    };
    expect((await settle(payAndFollowOrder('o1', pay, { getOrder }))).step).toBe('success');
  });

  it('follows an order another tab is paying', async () => {
    const getOrder = answers(order({ status: 'success' }));
    const pay = async (): Promise<Order> => {
      throw new HttpFailure(409, CHECKOUT_MESSAGES.paymentInProgress);
    };
    expect((await settle(payAndFollowOrder('o1', pay, { getOrder }))).step).toBe('success');
  });

  it('shows a refusal’s catalogue sentence as the failure, without polling', async () => {
    const getOrder = answers(order({ status: 'success' }));
    const pay = async (): Promise<Order> => {
      throw new HttpFailure(409, CHECKOUT_MESSAGES.priceChanged);
    };
    expect(await settle(payAndFollowOrder('o1', pay, { getOrder }))).toEqual({
      step: 'failure',
      reason: 'system',
      message: CHECKOUT_MESSAGES.priceChanged,
    });
    expect(getOrder).not.toHaveBeenCalled();
  });
});
