import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type Subscription, type ToastRequest } from '@heartline/contracts';
import { deferred, fakeApi } from '@heartline/remote-kit/testing';
import { MembershipSection } from './membership-section';
import { axeViolations, member, renderWithStore } from './test-fixtures';

const MONTHLY: Subscription = {
  _id: '41',
  productId: '4',
  active: true,
  startDate: '2026-11-01T10:00:00.000Z',
  endDate: '2026-12-01T10:00:00.000Z',
  name: 'Monthly membership',
  renews: true,
};

describe('the membership in /settings', () => {
  const toasts = vi.fn<(toast: ToastRequest) => void>();
  const refreshes = vi.fn();
  beforeEach(() => {
    toasts.mockReset();
    refreshes.mockReset();
    bus.on('toast:show', toasts);
    bus.on('user:refresh', refreshes);
  });
  afterEach(() => {
    bus.off('toast:show', toasts);
    bus.off('user:refresh', refreshes);
  });

  it('shows until when a renewing membership runs, and offers to stop its renewal', async () => {
    const { container } = renderWithStore(<MembershipSection user={member({ subscriptions: [MONTHLY], isPremium: true })} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Monthly membership')).toBeVisible();
    expect(item).toHaveTextContent('VIP until Dec 1, 2026, then renews automatically with your saved card.');
    expect(within(item).getByText('Renews')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Stop renewal…' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stops the renewal only after the confirmation, then reads the member again', async () => {
    const server = fakeApi({ 'PATCH /subscriptions/41': () => ({ ...MONTHLY, renews: false }) });
    renderWithStore(<MembershipSection user={member({ subscriptions: [MONTHLY], isPremium: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop renewal…' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop renewal?' });
    expect(dialog).toHaveTextContent('You keep your VIP features until Dec 1, 2026.');
    expect(server.callsTo('PATCH /subscriptions/41')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop renewal' }));
    await vi.waitFor(() => expect(server.callsTo('PATCH /subscriptions/41').map((call) => call.options.json)).toEqual([{ renews: false }]));
    await vi.waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Renewal stopped. You keep your VIP features until the end date.', variant: 'success' }),
      ),
    );
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps renewing when the member changes their mind', async () => {
    const server = fakeApi({ 'PATCH /subscriptions/41': () => ({ ...MONTHLY, renews: false }) });
    renderWithStore(<MembershipSection user={member({ subscriptions: [MONTHLY] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop renewal…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep renewing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('PATCH /subscriptions/41')).toHaveLength(0);
  });

  it('says so in the dialog when the renewal could not be stopped, and lets the member try again', async () => {
    const answer = deferred<never>();
    fakeApi({ 'PATCH /subscriptions/41': () => answer.promise });
    renderWithStore(<MembershipSection user={member({ subscriptions: [MONTHLY] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop renewal…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop renewal' }));
    answer.reject(new ApiError(500, 'Internal Server Error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The renewal could not be stopped. Please try again.');
    expect(screen.getByRole('button', { name: 'Stop renewal' })).toBeEnabled();
    expect(refreshes).not.toHaveBeenCalled();
  });

  it('shows a stopped renewal with its end date and no stop button', () => {
    renderWithStore(<MembershipSection user={member({ subscriptions: [{ ...MONTHLY, renews: false }] })} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('VIP until Dec 1, 2026. It will not renew.');
    expect(screen.getByText('Renewal stopped')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop renewal…' })).not.toBeInTheDocument();
  });

  it('points a member without a membership to the memberships', () => {
    renderWithStore(<MembershipSection user={member()} />);
    expect(screen.getByText(/You have no membership/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See memberships' })).toHaveAttribute('href', '/upgrade/premium');
  });
});
