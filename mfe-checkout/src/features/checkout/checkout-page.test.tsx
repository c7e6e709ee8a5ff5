import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ORDER_POLL_TIMEOUT_MS, bus, type Order } from '@heartline/contracts';
import { axeViolations, fakeApi, member } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';
import { product } from '../../testing/products';
import { leaveForBank } from './leave-for-bank';

vi.mock('./leave-for-bank', () => ({ leaveForBank: vi.fn() }));

const CART_KEY = 'heartline.checkout.cart';

function putInCart(item = product()) {
  sessionStorage.setItem(CART_KEY, JSON.stringify([{ product: item, country: 'IE', orderKey: 'key-for-this-cart-item' }]));
}

function order(lastTransaction: Order['lastTransaction'], fields: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    currency: '€',
    currencyCode: 'EUR',
    country: 'IE',
    products: [product()],
    total: 12.28,
    vat: 2.29,
    status: lastTransaction?.status === 'success' ? 'paid' : 'open',
    createdAt: '2026-11-28T12:00:00.000Z',
    lastTransaction,
    ...fields,
  };
}

async function fillCard(cardNumber = '4242 4242 4242 4242') {
  const user = userEvent.setup({ advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)) });
  await user.type(await screen.findByLabelText('Name on card'), 'Anna Byrne');
  await user.type(screen.getByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Month (MM)'), '12');
  await user.type(screen.getByLabelText('Year (YY)'), '39');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('ZIP or postal code'), '90210');
  await user.type(screen.getByLabelText('City'), 'Dublin');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  return user;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('/upgrade/checkout', () => {
  it('sends a member with an empty cart back to /upgrade', async () => {
    fakeApi({ 'GET /catalogue': () => ({ country: 'IE', firstPurchasePromotion: false, products: [] }) });
    const { router } = renderRoutes('/upgrade/checkout', { user: member() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
  });

  it('shows the order with its VAT and total, and refuses bad card input beside each field without calling the API', async () => {
    putInCart();
    const api = fakeApi({});
    renderRoutes('/upgrade/checkout', { user: member() });
    expect(await screen.findByTestId('order-total')).toHaveTextContent('€12.28');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Month (MM)'), '13');
    await user.type(screen.getByLabelText('Year (YY)'), '39');
    await user.type(screen.getByLabelText('CVV'), '12');
    await user.type(screen.getByLabelText('ZIP or postal code'), '9021');
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    expect(await screen.findByText('credit card not valid')).toBeVisible();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('credit card not valid');
    expect(screen.getByLabelText('Month (MM)')).toHaveAccessibleDescription('Expiry date is not valid');
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription(/CVV must be 3 or 4 digits/);
    expect(screen.getByLabelText('ZIP or postal code')).toHaveAccessibleDescription('ZIP code must be 5 digits or 5+4');
    expect(screen.getByText('Please accept terms and conditions')).toBeVisible();
    // Only the wallet was read: nothing was ordered or charged.
    expect(api.calls.map((call) => `${call.method.toUpperCase()} ${call.path}`)).toEqual(['GET /payment-methods']);
  });

  it('shows the state of the ZIP code as it is typed, and refuses a ZIP code with no state beside its field', async () => {
    putInCart();
    const api = fakeApi({});
    renderRoutes('/upgrade/checkout', { user: member() });
    const zip = await screen.findByLabelText('ZIP or postal code');
    const user = userEvent.setup();
    await user.type(zip, '90210');
    expect(zip).toHaveAccessibleDescription('State: CA');
    await user.clear(zip);
    await user.type(zip, '00100');
    expect(zip).toHaveAccessibleDescription('No state found for this ZIP code');
    expect(screen.getByText('No state found for this ZIP code')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    expect(zip).toHaveAccessibleDescription('No state found for this ZIP code');
    expect(api.callsTo('POST /order')).toHaveLength(0);
  });

  it('creates the order with its key and the total the member saw, pays it, and shows the success with the balance', async () => {
    putInCart();
    const api = fakeApi({
      'POST /order': () => order(null),
      'PATCH /order/o1': () => order({ status: 'success' }),
    });
    renderRoutes('/upgrade/checkout', { user: member({ credits: 40 }) });
    const user = await fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    const success = await screen.findByTestId('payment-success');
    expect(within(success).getByText('20 credits were added to your account.')).toBeVisible();
    expect(within(success).getByTestId('payment-balance')).toHaveTextContent('40 credits');
    expect(api.callsTo('POST /order')[0]!.options.json).toEqual({
      products: ['p-20'],
      country: 'IE',
      currency: 'EUR',
      total: 12.28,
      key: 'key-for-this-cart-item',
    });
    expect(api.callsTo('PATCH /order/o1')[0]!.options.json).toMatchObject({ cardNumber: '4242424242424242', terms: true });
    expect(sessionStorage.getItem(CART_KEY)).toBeNull();
  });

  it('shows a bank issue with contact support and try again, and pays the same order again', async () => {
    putInCart();
    let attempt = 0;
    const api = fakeApi({
      'POST /order': () => order(null),
      'PATCH /order/o1': () =>
        ++attempt === 1
          ? order({ status: 'failure', reason: 'bank', message: 'Your bank declined the payment. Try another card or contact your bank.' })
          : order({ status: 'success' }),
    });
    renderRoutes('/upgrade/checkout', { user: member() });
    const user = await fillCard('4000 0000 0000 9995');
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    const failure = await screen.findByTestId('payment-failure');
    expect(within(failure).getByTestId('payment-failure-reason')).toHaveTextContent('Your bank declined the payment.');
    expect(within(failure).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-us');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    const again = await fillCard();
    await again.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    expect(await screen.findByTestId('payment-success')).toBeVisible();
    expect(api.callsTo('POST /order')).toHaveLength(1);
    expect(api.callsTo('PATCH /order/o1')).toHaveLength(2);
  });

  it('polls every 2 s while the payment is pending and says honestly after 25 s that it is still processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    putInCart();
    const api = fakeApi({
      'POST /order': () => order(null),
      'PATCH /order/o1': () => order({ status: 'pending' }),
      'GET /order/o1': () => order({ status: 'pending' }),
    });
    renderRoutes('/upgrade/checkout', { user: member() });
    const user = await fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    expect(await screen.findByTestId('payment-waiting')).toHaveTextContent('Payment in progress');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ORDER_POLL_TIMEOUT_MS + 2_000);
    });
    expect(await screen.findByTestId('payment-still-processing')).toHaveTextContent('We will email you');
    const polls = api.callsTo('GET /order/o1').length;
    expect(polls).toBeGreaterThanOrEqual(11);
    expect(polls).toBeLessThanOrEqual(13);
    expect(screen.queryByTestId('payment-failure')).toBeNull();
  });

  it('tries a poll the network lost again on the next tick and shows the success that follows, never a failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    putInCart();
    let polls = 0;
    fakeApi({
      'POST /order': () => order(null),
      'PATCH /order/o1': () => order({ status: 'pending' }),
      'GET /order/o1': () => {
        if (++polls <= 2) throw new TypeError('Failed to fetch');
        if (polls === 3) throw new ApiError(503, 'Service Unavailable');
        return order({ status: 'success' });
      },
    });
    renderRoutes('/upgrade/checkout', { user: member({ credits: 40 }) });
    const user = await fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await screen.findByTestId('payment-success')).toBeVisible();
    expect(screen.queryByTestId('payment-failure')).toBeNull();
  });

  it('says the payment is still processing, not that it failed, when every poll fails for 25 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    putInCart();
    fakeApi({
      'POST /order': () => order(null),
      'PATCH /order/o1': () => order({ status: 'pending' }),
      'GET /order/o1': () => {
        throw new ApiError(502, 'Bad Gateway');
      },
    });
    renderRoutes('/upgrade/checkout', { user: member() });
    const user = await fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ORDER_POLL_TIMEOUT_MS + 5_000);
    });
    expect(await screen.findByTestId('payment-still-processing')).toHaveTextContent('We will email you');
    expect(screen.queryByTestId('payment-failure')).toBeNull();
  });

  it('polls the order when the payment’s answer is lost on the network, and shows the success it reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    putInCart();
    const api = fakeApi({
      'POST /order': () => order(null),
      'PATCH /order/o1': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /order/o1': () => order({ status: 'success' }),
    });
    renderRoutes('/upgrade/checkout', { user: member({ credits: 40 }) });
    const user = await fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(await screen.findByTestId('payment-success')).toBeVisible();
    expect(screen.queryByTestId('payment-failure')).toBeNull();
    expect(api.callsTo('PATCH /order/o1')).toHaveLength(1);
  });

  it('shows the catalogue’s sentence when the payment is refused before anything is charged', async () => {
    putInCart();
    const api = fakeApi({
      'POST /order': () => order(null),
      'PATCH /order/o1': () => {
        throw new ApiError(404, 'This card was not found in your wallet.');
      },
    });
    renderRoutes('/upgrade/checkout', { user: member() });
    const user = await fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    expect(await screen.findByTestId('payment-failure-reason')).toHaveTextContent('This card was not found in your wallet.');
    expect(api.callsTo('GET /order/o1')).toHaveLength(0);
  });

  it("sends the member to the bank's 3-D Secure page, and on the way back follows the order to its outcome", async () => {
    putInCart();
    const bankPage = 'http://localhost:4000/payments/sandbox/challenge/pi_1';
    fakeApi({
      'POST /order': () => order(null),
      'PATCH /order/o1': () => order({ status: 'requires_action', actionUrl: bankPage }),
    });
    const first = renderRoutes('/upgrade/checkout', { user: member() });
    const user = await fillCard('4000 0000 0000 3220');
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    const leaving = await screen.findByTestId('payment-authenticating');
    expect(leaving).toHaveTextContent('Confirm with your bank');
    expect(within(leaving).getByRole('link', { name: 'Continue to your bank' })).toHaveAttribute('href', bankPage);
    expect(vi.mocked(leaveForBank)).toHaveBeenCalledWith(bankPage);
    first.unmount();

    // The bank sends the browser back to /upgrade/checkout?order=o1: the page polls that order.
    let polls = 0;
    const api = fakeApi({ 'GET /order/o1': () => (++polls === 1 ? order({ status: 'pending' }) : order({ status: 'success' })) });
    const { router } = renderRoutes('/upgrade/checkout?order=o1', { user: member({ credits: 20 }) });
    expect(await screen.findByTestId('payment-success', {}, { timeout: 4_000 })).toBeVisible();
    expect(api.callsTo('POST /order')).toHaveLength(0);
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem(CART_KEY)).toBeNull();
  });

  it('shows the failure when the bank challenge failed, even with the cart gone', async () => {
    fakeApi({
      'GET /order/o1': () =>
        order({ status: 'failure', reason: 'bank', message: 'Your bank declined the payment. Try another card or contact your bank.' }),
    });
    const { router } = renderRoutes('/upgrade/checkout?order=o1', { user: member() });
    expect(await screen.findByTestId('payment-failure-reason')).toHaveTextContent('Your bank declined the payment.');
    expect(router.state.location.pathname).toBe('/upgrade/checkout');
  });

  it('shows the API’s words when the order is refused', async () => {
    putInCart();
    fakeApi({
      'POST /order': () => {
        throw new ApiError(409, 'The price of this order has changed. Please review it and pay again.');
      },
    });
    renderRoutes('/upgrade/checkout', { user: member() });
    const user = await fillCard();
    await user.click(screen.getByRole('button', { name: 'Pay €12.28' }));
    expect(await screen.findByTestId('payment-failure-reason')).toHaveTextContent('The price of this order has changed.');
  });

  it('pays with a saved card in one step once the terms are accepted, and removes a card', async () => {
    putInCart();
    let cards = [
      { cardId: 'c1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 },
      { cardId: 'c2', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2040 },
    ];
    const api = fakeApi({
      'GET /payment-methods': () => cards,
      'DELETE /payment-methods/c2': () => {
        cards = cards.filter((card) => card.cardId !== 'c2');
      },
      'POST /order': () => order(null),
      'PATCH /order/o1': () => order({ status: 'success' }),
    });
    renderRoutes('/upgrade/checkout', { user: member() });
    const wallet = await screen.findByTestId('saved-cards');
    const user = userEvent.setup();
    await user.click(within(wallet).getByRole('button', { name: 'Remove MASTERCARD •••• 4444' }));
    await waitFor(() => expect(within(wallet).queryByRole('radio', { name: /MASTERCARD •••• 4444/ })).toBeNull());
    expect(within(wallet).getByRole('radio', { name: 'VISA •••• 4242 · expires 12/39' })).toBeChecked();
    expect(api.callsTo('DELETE /payment-methods/c2')).toHaveLength(1);
    await user.click(within(wallet).getByRole('button', { name: 'Pay €12.28 with VISA •••• 4242' }));
    expect(within(wallet).getByText('Please accept terms and conditions')).toBeVisible();
    expect(api.callsTo('POST /order')).toHaveLength(0);
    await user.click(within(wallet).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(wallet).getByRole('button', { name: 'Pay €12.28 with VISA •••• 4242' }));
    expect(await screen.findByTestId('payment-success')).toBeVisible();
    expect(api.callsTo('PATCH /order/o1')[0]!.options.json).toEqual({ cardId: 'c1', terms: true });
  });

  it('says the card could not be removed, and keeps it in the wallet, when the API fails to remove it', async () => {
    putInCart();
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    let answer: ApiError = new ApiError(500, 'Internal Server Error');
    fakeApi({
      'GET /payment-methods': () => [{ cardId: 'c1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 }],
      'DELETE /payment-methods/c1': () => {
        throw answer;
      },
    });
    renderRoutes('/upgrade/checkout', { user: member() });
    const wallet = await screen.findByTestId('saved-cards');
    const user = userEvent.setup();
    await user.click(within(wallet).getByRole('button', { name: 'Remove VISA •••• 4242' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'The card could not be removed. Please try again.', variant: 'error' }),
      ),
    );
    expect(within(wallet).getByRole('radio', { name: /VISA •••• 4242/ })).toBeInTheDocument();

    // A refusal says why, in the catalogue's words.
    answer = new ApiError(404, 'This card was not found in your wallet.');
    await user.click(within(wallet).getByRole('button', { name: 'Remove VISA •••• 4242' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'This card was not found in your wallet.', variant: 'error' })),
    );
    bus.off('toast:show', toasts);
  });

  it('has no accessibility violations', async () => {
    putInCart();
    fakeApi({});
    const { container } = renderRoutes('/upgrade/checkout', { user: member() });
    await screen.findByLabelText('Card number');
    expect(await axeViolations(container)).toEqual([]);
  });
});
