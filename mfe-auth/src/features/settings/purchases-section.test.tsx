import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Transaction } from '@heartline/contracts';
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

  it('says so when the member has bought nothing', () => {
    renderWithStore(<PurchasesSection user={member()} />);
    expect(screen.getByText('You have not bought anything yet.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
