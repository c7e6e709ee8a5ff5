import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@heartline/contracts';
import { fakeApi, member } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';
import { product } from '../../testing/products';
import type { ApplePayPaymentRequest, ApplePaySessionLike } from './apple-pay-session';

const CART_KEY = 'heartline.checkout.cart';

function putInCart() {
  sessionStorage.setItem(CART_KEY, JSON.stringify([{ product: product(), country: 'IE', orderKey: 'key-for-this-cart-item' }]));
}

const paidOrder: Order = {
  _id: 'o1',
  currency: '€',
  currencyCode: 'EUR',
  country: 'IE',
  products: [product()],
  total: 12.28,
  vat: 2.29,
  status: 'paid',
  createdAt: '2026-11-28T12:00:00.000Z',
  lastTransaction: { status: 'success' },
};

/** A browser's ApplePaySession: `canPay` is what canMakePayments answers; sessions are kept to drive them. */
function installApplePay(canPay: boolean) {
  const sessions: Array<FakeSession> = [];
  class FakeSession implements ApplePaySessionLike {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => canPay;
    onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
    onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
    oncancel: ApplePaySessionLike['oncancel'] = null;
    begin = vi.fn();
    abort = vi.fn();
    completeMerchantValidation = vi.fn();
    completePayment = vi.fn();
    constructor(
      public version: number,
      public request: ApplePayPaymentRequest,
    ) {
      sessions.push(this);
    }
  }
  vi.stubGlobal('ApplePaySession', FakeSession);
  return sessions;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Apple Pay at checkout', () => {
  it('is not offered where the browser has no Apple Pay', async () => {
    putInCart();
    fakeApi({});
    renderRoutes('/upgrade/checkout', { user: member() });
    await screen.findByLabelText('Card number');
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull();
  });

  it('is not offered where the browser has Apple Pay but no card to pay with', async () => {
    installApplePay(false);
    putInCart();
    fakeApi({});
    renderRoutes('/upgrade/checkout', { user: member() });
    await screen.findByLabelText('Card number');
    expect(screen.queryByTestId('apple-pay')).toBeNull();
  });

  it('validates the merchant through the API and pays the order with the authorised token', async () => {
    const sessions = installApplePay(true);
    putInCart();
    const merchantSession = { merchantSessionIdentifier: 'msi_1', epochTimestamp: 1, expiresAt: 2 };
    const api = fakeApi({
      'POST /payment-session/apple-pay': () => merchantSession,
      'POST /order': () => ({ ...paidOrder, status: 'open', lastTransaction: null }),
      'PATCH /order/o1': () => paidOrder,
    });
    renderRoutes('/upgrade/checkout', { user: member() });
    const section = await screen.findByTestId('apple-pay');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Pay with Apple Pay' }));
    expect(within(section).getByText('Please accept terms and conditions')).toBeVisible();
    expect(sessions).toHaveLength(0);
    await user.click(within(section).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(section).getByRole('button', { name: 'Pay with Apple Pay' }));
    const session = sessions[0]!;
    expect(session.request).toMatchObject({ countryCode: 'IE', currencyCode: 'EUR', total: { amount: '12.28' } });
    expect(session.begin).toHaveBeenCalled();

    session.onvalidatemerchant!({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    await waitFor(() => expect(session.completeMerchantValidation).toHaveBeenCalledWith(merchantSession));
    expect(api.callsTo('POST /payment-session/apple-pay')[0]!.options.json).toEqual({
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    });

    session.onpaymentauthorized!({
      payment: { token: { paymentData: { version: 'EC_v1', data: 'x' }, paymentMethod: { network: 'Visa', displayName: 'Visa 1234' } } },
    });
    expect(await screen.findByTestId('payment-success')).toBeVisible();
    await waitFor(() => expect(session.completePayment).toHaveBeenCalledWith(0));
    expect(api.callsTo('PATCH /order/o1')[0]!.options.json).toEqual({
      applePay: { paymentData: '{"version":"EC_v1","data":"x"}', network: 'Visa', displayName: 'Visa 1234' },
      terms: true,
    });
  });
});
