import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type ToastRequest, type Transaction } from '@heartline/contracts';
import { deferred, fakeApi } from '@heartline/remote-kit/testing';
import { PurchasesSection } from './purchases-section';
import { axeViolations, member, renderWithStore } from './test-fixtures';

const PURCHASES: Transaction[] = [
  {
    _id: '9',
    date: '2026-12-01T10:00:00.000Z',
    amount: 30.73,
    currency: 'EUR',
    status: 'success',
    product: 'Monthly membership',
    orderId: '12',
    renewal: true,
  },
  {
    _id: '8',
    date: '2026-11-20T09:00:00.000Z',
    amount: 12.28,
    currency: 'EUR',
    status: 'failure',
    product: '50 credits',
    orderId: '11',
    renewal: false,
  },
  {
    _id: '7',
    date: '2026-11-01T10:00:00.000Z',
    amount: 30.73,
    currency: 'EUR',
    status: 'pending',
    product: 'Monthly membership',
    orderId: '10',
    renewal: false,
  },
];

describe('the purchases in /settings', () => {
  it('lists each payment, newest first, with its date, product, amount, status and receipt', async () => {
    const { container } = renderWithStore(<PurchasesSection user={member({ transactions: PURCHASES })} />);
    const rows = within(screen.getByRole('list', { name: 'Purchases' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Monthly membership (renewal)');
    expect(rows[0]).toHaveTextContent('€30.73');
    expect(rows[0]).toHaveTextContent('Dec 1, 2026');
    expect(within(rows[0]!).getByText('Paid')).toBeVisible();
    expect(rows[0]).toHaveTextContent('Receipt sent to demo@heartline.example');
    expect(rows[1]).toHaveTextContent('50 credits');
    expect(within(rows[1]!).getByText('Failed')).toBeVisible();
    expect(rows[1]).toHaveTextContent('Nothing was charged.');
    expect(within(rows[2]!).getByText('Processing')).toBeVisible();
    expect(rows[2]).toHaveTextContent('The receipt is sent once the payment is confirmed.');
    expect(within(rows[2]!).getByText('Nov 1, 2026')).toHaveAttribute('datetime', '2026-11-01T10:00:00.000Z');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('claims no receipt for a membership granted without a payment, and offers none to send again', () => {
    const granted = { ...PURCHASES[0]!, amount: 0, renewal: false, product: 'Bi-annual membership' };
    renderWithStore(<PurchasesSection user={member({ transactions: [granted] })} />);
    const [row] = within(screen.getByRole('list', { name: 'Purchases' })).getAllByRole('listitem');
    expect(row).toHaveTextContent('Granted without a payment: there is no receipt.');
    expect(row).not.toHaveTextContent('Receipt sent');
    expect(within(row!).queryByRole('button')).toBeNull();
  });

  it('offers the receipt again only for a paid purchase', () => {
    renderWithStore(<PurchasesSection user={member({ transactions: PURCHASES })} />);
    const buttons = screen.getAllByRole('button', { name: /^Send the receipt of .* again$/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Send the receipt of Monthly membership again');
  });

  it('says so when the member has bought nothing', () => {
    renderWithStore(<PurchasesSection user={member()} />);
    expect(screen.getByText('You have not bought anything yet.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('sending a receipt again', () => {
  const toasts = vi.fn<(toast: ToastRequest) => void>();
  beforeEach(() => {
    toasts.mockReset();
    bus.on('toast:show', toasts);
  });
  afterEach(() => bus.off('toast:show', toasts));

  it('asks the API for the paid order’s receipt and says it is on its way', async () => {
    const server = fakeApi({ 'POST /order/12/receipt': () => ({ message: 'The receipt is on its way to your e-mail.' }) });
    renderWithStore(<PurchasesSection user={member({ transactions: PURCHASES })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send the receipt of Monthly membership again' }));
    await vi.waitFor(() => expect(server.callsTo('POST /order/12/receipt')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'The receipt is on its way to your e-mail.', variant: 'success' }),
      ),
    );
  });

  it('shows the server’s sentence for a refusal and ours for a failure', async () => {
    const answer = deferred<never>();
    fakeApi({ 'POST /order/12/receipt': () => answer.promise });
    renderWithStore(<PurchasesSection user={member({ transactions: PURCHASES })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send the receipt of Monthly membership again' }));
    answer.reject(new ApiError(500, 'Internal Server Error'));
    await vi.waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'The receipt could not be sent. Please try again.', variant: 'error' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Send the receipt of Monthly membership again' })).toBeEnabled();
  });
});
