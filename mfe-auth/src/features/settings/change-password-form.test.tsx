import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type ToastRequest } from '@heartline/contracts';
import { fakeApi } from '@heartline/remote-kit/testing';
import { ChangePasswordForm } from './change-password-form';
import { renderWithStore } from './test-fixtures';

const field = {
  current: () => screen.getByLabelText('Current password'),
  next: () => screen.getByLabelText('New password'),
  confirm: () => screen.getByLabelText('Repeat the new password'),
};

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(field.current(), current);
  if (next) await userEvent.type(field.next(), next);
  if (confirm) await userEvent.type(field.confirm(), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  const toasts = vi.fn<(toast: ToastRequest) => void>();
  beforeEach(() => {
    toasts.mockReset();
    bus.on('toast:show', toasts);
  });
  afterEach(() => {
    bus.off('toast:show', toasts);
    vi.restoreAllMocks();
  });

  it('sends nothing while a field is missing, too short or not repeated, and says why beside each field', async () => {
    const server = fakeApi({ 'PATCH /user/member-1/password': () => undefined });
    renderWithStore(<ChangePasswordForm userId="member-1" />);
    await fill('', 'short', 'other');
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(field.current()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter at least 8 symbols')).toBeVisible();
    expect(field.next()).toHaveAccessibleDescription(expect.stringContaining('Please enter at least 8 symbols'));

    await userEvent.clear(field.next());
    await userEvent.type(field.next(), 'a-new-password');
    await userEvent.type(field.current(), 'old-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeVisible();
    expect(field.confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toEqual([]);
  });

  it('shows or hides what is typed', async () => {
    renderWithStore(<ChangePasswordForm userId="member-1" />);
    const toggle = screen.getByRole('button', { name: 'Show current password' });
    expect(field.current()).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(field.current()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(field.current()).toHaveAttribute('type', 'password');
  });

  it('changes the password, confirms and clears the form', async () => {
    const server = fakeApi({ 'PATCH /user/member-1/password': () => undefined });
    renderWithStore(<ChangePasswordForm userId="member-1" />);
    await fill('old-password', 'a-new-password');
    await vi.waitFor(() =>
      expect(server.callsTo('PATCH /user/member-1/password').map((call) => call.options.json)).toEqual([
        { currentPassword: 'old-password', newPassword: 'a-new-password' },
      ]),
    );
    await vi.waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Your password has been changed. Other devices have been signed out.', variant: 'success' }),
      ),
    );
    expect(field.current()).toHaveValue('');
    expect(field.next()).toHaveValue('');
    expect(field.confirm()).toHaveValue('');
  });

  it('puts a wrong current password beside the current-password field', async () => {
    fakeApi({
      'PATCH /user/member-1/password': () => {
        throw new ApiError(400, 'The current password is not correct.', { code: 'wrong-current-password' });
      },
    });
    renderWithStore(<ChangePasswordForm userId="member-1" />);
    await fill('not-my-password', 'a-new-password');
    expect(await screen.findByText('The current password is not correct.')).toBeVisible();
    expect(field.current()).toHaveAttribute('aria-invalid', 'true');
    expect(field.current()).toHaveFocus();
    expect(field.next()).toHaveValue('a-new-password');
  });

  it('puts a new password equal to the old one beside the new-password field', async () => {
    fakeApi({
      'PATCH /user/member-1/password': () => {
        throw new ApiError(400, 'The new password must differ from the current one.', { code: 'same-password' });
      },
    });
    renderWithStore(<ChangePasswordForm userId="member-1" />);
    await fill('same-password', 'same-password');
    expect(await screen.findByText('The new password must differ from the current one.')).toBeVisible();
    expect(field.next()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [429, 'Too many attempts, please wait a moment and try again.', 'Too many attempts, please wait a moment and try again.'],
    [500, 'Internal Server Error', 'Something went wrong, please try again later.'],
  ])('shows the server words for a refusal and the generic error for a failure (%i)', async (status, serverMessage, shown) => {
    fakeApi({
      'PATCH /user/member-1/password': () => {
        throw new ApiError(status, serverMessage);
      },
    });
    renderWithStore(<ChangePasswordForm userId="member-1" />);
    await fill('old-password', 'a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: shown, variant: 'error' }));
  });
});
