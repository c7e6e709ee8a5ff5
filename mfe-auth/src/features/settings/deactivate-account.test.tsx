import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type ToastRequest } from '@heartline/contracts';
import { fakeApi } from '@heartline/remote-kit/testing';
import { DeactivateAccountSection } from './deactivate-account';
import { renderWithStore } from './test-fixtures';

describe('deactivate account', () => {
  const toasts = vi.fn<(toast: ToastRequest) => void>();
  const logouts = vi.fn<(event: { reason?: string }) => void>();
  beforeEach(() => {
    toasts.mockReset();
    logouts.mockReset();
    bus.on('toast:show', toasts);
    bus.on('auth:logout', logouts);
  });
  afterEach(() => {
    bus.off('toast:show', toasts);
    bus.off('auth:logout', logouts);
    vi.restoreAllMocks();
  });

  async function openDialog() {
    renderWithStore(<DeactivateAccountSection userId="member-1" />);
    const opener = screen.getByRole('button', { name: 'Deactivate account…' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    return { opener, dialog };
  }

  it('explains what deactivation means before asking', () => {
    renderWithStore(<DeactivateAccountSection userId="member-1" />);
    expect(screen.getByText(/Your profile, conversations and favourites are closed/)).toBeVisible();
    expect(screen.getByText(/signing in is refused/)).toBeVisible();
    expect(screen.getByText(/contact our support team/)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the password in a dialog that holds the focus', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Enter your password to confirm. You will be signed out at once.');
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveFocus();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await userEvent.tab();
    expect(password).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('closes on Escape and on Cancel without deactivating, and gives the focus back', async () => {
    const server = fakeApi({ 'DELETE /user/member-1': () => undefined });
    const { opener } = await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
    expect(logouts).not.toHaveBeenCalled();
  });

  it('sends nothing without the password', async () => {
    const server = fakeApi({ 'DELETE /user/member-1': () => undefined });
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate my account' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(server.calls).toEqual([]);
  });

  it('deactivates with the password, then asks the shell to log out with the message', async () => {
    const server = fakeApi({ 'DELETE /user/member-1': () => undefined });
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate my account' }));
    await vi.waitFor(() =>
      expect(server.callsTo('DELETE /user/member-1').map((call) => call.options.json)).toEqual([{ password: 'my-password' }]),
    );
    await vi.waitFor(() => expect(logouts).toHaveBeenCalledWith({ reason: 'Your account has been deactivated.' }));
  });

  it('puts a wrong password beside the field and stays signed in', async () => {
    fakeApi({
      'DELETE /user/member-1': () => {
        throw new ApiError(400, 'The current password is not correct.', { code: 'wrong-current-password' });
      },
    });
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate my account' }));
    expect(await within(dialog).findByText('The current password is not correct.')).toBeVisible();
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(logouts).not.toHaveBeenCalled();
  });

  it('shows the generic error when deactivation fails', async () => {
    fakeApi({
      'DELETE /user/member-1': () => {
        throw new ApiError(503, 'Service Unavailable');
      },
    });
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
    expect(logouts).not.toHaveBeenCalled();
  });
});
