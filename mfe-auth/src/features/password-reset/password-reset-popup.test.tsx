import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApiError, bus } from '@heartline/contracts';
import { fakeApi } from '@heartline/remote-kit/testing';
import { PasswordResetPopup } from './password-reset-popup';

// The network: POST /forgot-password as the contracts client sends it, answered by the test.
const requestPasswordReset = vi.fn<(email: string) => Promise<unknown>>();
beforeEach(() => {
  requestPasswordReset.mockReset();
  fakeApi({ 'POST /forgot-password': (options) => requestPasswordReset((options.json as { email: string }).email) });
});
afterEach(() => vi.restoreAllMocks());

function Frame({ title, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return <section aria-label={title}>{children}</section>;
}

function renderPopup() {
  render(<PasswordResetPopup popup={{ id: 'p', name: 'password-reset', props: {} }} close={vi.fn()} Frame={Frame} />);
}

describe('password reset popup', () => {
  it('sends nothing for an address that is not an email, and says so beside the field', async () => {
    renderPopup();
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('please enter a valid email address')).toBeVisible();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('confirms without telling whether the address has an account', async () => {
    requestPasswordReset.mockResolvedValueOnce({ message: 'sent' });
    renderPopup();
    await userEvent.type(screen.getByLabelText('Email address'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('anna@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for anna@example.com');
  });

  it('shows the generic error when the request fails', async () => {
    requestPasswordReset.mockRejectedValueOnce(new ApiError(500, 'boom'));
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    renderPopup();
    await userEvent.type(screen.getByLabelText('Email address'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await vi.waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Something went wrong, please try again later.', variant: 'error' }),
      ),
    );
    bus.off('toast:show', toasts);
  });

  it('shows the server words when asked too often (429)', async () => {
    requestPasswordReset.mockRejectedValueOnce(new ApiError(429, 'Too many attempts, please wait a moment and try again.'));
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    renderPopup();
    await userEvent.type(screen.getByLabelText('Email address'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await vi.waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Too many attempts, please wait a moment and try again.', variant: 'error' }),
      ),
    );
    bus.off('toast:show', toasts);
  });
});
