import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApiError, bus } from '@heartline/contracts';
import { PasswordResetPopup } from './password-reset-popup';
import { requestPasswordReset } from './request-password-reset';

vi.mock('./request-password-reset', () => ({ requestPasswordReset: vi.fn() }));

function Frame({ title, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <section aria-label={title}>
      {children}
    </section>
  );
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
    vi.mocked(requestPasswordReset).mockResolvedValueOnce(undefined);
    renderPopup();
    await userEvent.type(screen.getByLabelText('Email address'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('anna@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for anna@example.com');
  });

  it('shows the generic error when the request fails', async () => {
    vi.mocked(requestPasswordReset).mockRejectedValueOnce(new ApiError(500, 'boom'));
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    renderPopup();
    await userEvent.type(screen.getByLabelText('Email address'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await vi.waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'Something went wrong, please try again later.', variant: 'error' })));
    bus.off('toast:show', toasts);
  });
});
