import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, ORDER_POLL_TIMEOUT_MS, bus, type Catalogue, type Order, type Product } from '@heartline/contracts';
import { axeViolations, fakeApi, renderWithStore, TestPopupFrame } from '@heartline/remote-kit/testing';
import { NoCreditsPopup } from './no-credits-popup';

const Frame = TestPopupFrame;

const quickPackage: Product = {
  _id: 'p-50',
  sku: 'hl-credits-50',
  name: '50 credits',
  currency: '€',
  currencyCode: 'EUR',
  vat: 23,
  credits: 50,
  price: 19.99,
  interval: 0,
  packageType: 'quickPackage',
  features: [],
};
const catalogue = (products: Product[]): Catalogue => ({ country: 'IE', firstPurchasePromotion: false, products });
const card = { cardId: 'c1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 };

function order(lastTransaction: Order['lastTransaction']): Order {
  return {
    _id: 'o1',
    currency: '€',
    currencyCode: 'EUR',
    country: 'IE',
    products: [quickPackage],
    total: 24.58,
    vat: 4.59,
    status: lastTransaction?.status === 'success' ? 'paid' : 'open',
    createdAt: '2026-11-28T12:00:00.000Z',
    lastTransaction,
  };
}

function renderPopup(props: Record<string, unknown> = { sendKey: 'key-of-the-waiting-message' }) {
  const close = vi.fn();
  const view = renderWithStore(<NoCreditsPopup popup={{ id: 'n', name: 'no-credits', props }} close={close} Frame={Frame} />);
  return { close, ...view };
}

afterEach(() => {
  bus.all.delete('credits:purchased');
  vi.useRealTimers();
});

describe('the no-credits popup', () => {
  it('leads to the credit packages when the member has no saved card, closing on its way', async () => {
    fakeApi({ 'GET /catalogue': () => catalogue([quickPackage]), 'GET /payment-methods': () => [] });
    const { close, container } = renderPopup({});
    expect(screen.getByRole('dialog', { name: 'Out of credits' })).toHaveTextContent(
      'You have no credits left. Buy credits to send this message.',
    );
    const buy = await screen.findByRole('link', { name: 'Buy credits' });
    expect(buy).toHaveAttribute('href', '/upgrade/credits');
    expect(screen.queryByTestId('quick-offer')).toBeNull();
    await userEvent.click(buy);
    expect(close).toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers nothing in one step when the brand sells no quick package', async () => {
    fakeApi({ 'GET /catalogue': () => catalogue([{ ...quickPackage, packageType: 'standard' }]), 'GET /payment-methods': () => [card] });
    renderPopup();
    expect(await screen.findByRole('link', { name: 'Buy credits' })).toBeVisible();
    expect(screen.queryByTestId('quick-offer')).toBeNull();
  });

  it('buys the quick package with the saved card in one step, then lets the chat send the waiting message', async () => {
    const purchased = vi.fn();
    bus.on('credits:purchased', purchased);
    const api = fakeApi({
      'GET /catalogue': () => catalogue([quickPackage]),
      'GET /payment-methods': () => [card],
      'POST /order': () => order(null),
      'PATCH /order/o1': () => order({ status: 'success' }),
    });
    const { close, container } = renderPopup();
    const offer = await screen.findByTestId('quick-offer');
    expect(offer).toHaveTextContent('50 credits');
    expect(offer).toHaveTextContent('€24.58');
    expect(offer).toHaveTextContent('Paid with your saved card VISA •••• 4242');
    expect(await axeViolations(container)).toEqual([]);
    const user = userEvent.setup();
    await user.click(within(offer).getByRole('button', { name: 'Buy 50 credits for €24.58' }));
    expect(within(offer).getByText('Please accept terms and conditions')).toBeVisible();
    expect(api.callsTo('POST /order')).toHaveLength(0);
    await user.click(within(offer).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(offer).getByRole('button', { name: 'Buy 50 credits for €24.58' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.callsTo('POST /order')[0]!.options.json).toMatchObject({ products: ['p-50'], country: 'IE', currency: 'EUR', total: 24.58 });
    expect(api.callsTo('PATCH /order/o1')[0]!.options.json).toEqual({ cardId: 'c1', terms: true });
    expect(purchased).toHaveBeenCalledTimes(1);
    expect(purchased).toHaveBeenCalledWith({ credits: 50, sendKey: 'key-of-the-waiting-message' });
  });

  it('shows a declined payment with its reason, sends nothing, and tries the same order again', async () => {
    const purchased = vi.fn();
    bus.on('credits:purchased', purchased);
    let attempt = 0;
    const api = fakeApi({
      'GET /catalogue': () => catalogue([quickPackage]),
      'GET /payment-methods': () => [card],
      'POST /order': () => order(null),
      'PATCH /order/o1': () =>
        ++attempt === 1
          ? order({ status: 'failure', reason: 'bank', message: 'Your bank declined the payment. Try another card or contact your bank.' })
          : order({ status: 'success' }),
    });
    const { close } = renderPopup();
    const user = userEvent.setup();
    const offer = await screen.findByTestId('quick-offer');
    await user.click(within(offer).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(offer).getByRole('button', { name: /Buy 50 credits/ }));
    expect(await screen.findByTestId('quick-failed')).toHaveTextContent('Your bank declined the payment.');
    expect(purchased).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(within(await screen.findByTestId('quick-offer')).getByRole('button', { name: /Buy 50 credits/ }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.callsTo('POST /order')).toHaveLength(1);
    expect(api.callsTo('PATCH /order/o1')).toHaveLength(2);
    expect(purchased).toHaveBeenCalledTimes(1);
  });

  it('polls the order when the payment’s answer is lost on the network, and sends the waiting message once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const purchased = vi.fn();
    bus.on('credits:purchased', purchased);
    fakeApi({
      'GET /catalogue': () => catalogue([quickPackage]),
      'GET /payment-methods': () => [card],
      'POST /order': () => order(null),
      'PATCH /order/o1': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /order/o1': () => order({ status: 'success' }),
    });
    const { close } = renderPopup();
    const user = userEvent.setup({ advanceTimers: (ms) => void vi.advanceTimersByTime(ms) });
    const offer = await screen.findByTestId('quick-offer');
    await user.click(within(offer).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(offer).getByRole('button', { name: /Buy 50 credits/ }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(screen.queryByTestId('quick-failed')).toBeNull();
    expect(purchased).toHaveBeenCalledWith({ credits: 50, sendKey: 'key-of-the-waiting-message' });
  });

  it('says the payment is still processing, not that it failed, when every poll fails for 25 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({
      'GET /catalogue': () => catalogue([quickPackage]),
      'GET /payment-methods': () => [card],
      'POST /order': () => order(null),
      'PATCH /order/o1': () => order({ status: 'pending' }),
      'GET /order/o1': () => {
        throw new ApiError(503, 'Service Unavailable');
      },
    });
    renderPopup();
    const user = userEvent.setup({ advanceTimers: (ms) => void vi.advanceTimersByTime(ms) });
    const offer = await screen.findByTestId('quick-offer');
    await user.click(within(offer).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(offer).getByRole('button', { name: /Buy 50 credits/ }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ORDER_POLL_TIMEOUT_MS + 5_000);
    });
    expect(await screen.findByText(/still being processed/)).toBeVisible();
    expect(screen.queryByTestId('quick-failed')).toBeNull();
  });
});
