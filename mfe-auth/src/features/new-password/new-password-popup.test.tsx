import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApiError, bus, type ToastRequest } from '@heartline/contracts';
import { fakeApi } from '@heartline/remote-kit/testing';
import { NewPasswordPopup } from './new-password-popup';

/** The shell's frame as the popup asks for it: a close button only when dismissible. */
function Frame({
  title,
  onClose,
  dismissible = true,
  children,
}: {
  title: string;
  onClose: () => void;
  dismissible?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      {dismissible && (
        <button type="button" onClick={onClose}>
          Close
        </button>
      )}
      {children}
    </section>
  );
}

function renderPopup() {
  const close = vi.fn();
  render(<NewPasswordPopup popup={{ id: 'p', name: 'new-password', props: { token: 'reset-token' } }} close={close} Frame={Frame} />);
  return { close };
}

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat the new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('new password popup', () => {
  const toasts = vi.fn<(toast: ToastRequest) => void>();
  beforeEach(() => {
    toasts.mockReset();
    bus.on('toast:show', toasts);
  });
  afterEach(() => {
    bus.off('toast:show', toasts);
    vi.restoreAllMocks();
  });

  it('sends nothing for a short password or a repeat that differs, and says so beside the field', async () => {
    const server = fakeApi({ 'POST /reset-password': () => undefined });
    renderPopup();
    await choose('short');
    expect(await screen.findByText('Please enter at least 8 symbols')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await choose('a-long-password', 'another-password');
    expect(await screen.findByText('The passwords do not match.')).toBeVisible();
    expect(screen.getByLabelText('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toEqual([]);
  });

  it('cannot be closed by the frame; "Not now" says first what it leaves, and sends nothing', async () => {
    const server = fakeApi({ 'POST /reset-password': () => undefined });
    const { close } = renderPopup();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    const notNow = screen.getByRole('button', { name: 'Not now' });
    expect(notNow).toHaveAccessibleDescription(
      'Without a new password, your current one stays as it is. You stay signed in on this device until you log out; to choose a new password later, ask for another reset link from the sign-in window.',
    );
    await userEvent.click(notNow);
    expect(close).toHaveBeenCalledTimes(1);
    expect(server.calls).toEqual([]);
  });

  it('sets the new password with the link token, confirms and closes', async () => {
    const server = fakeApi({ 'POST /reset-password': () => undefined });
    const { close } = renderPopup();
    await choose('my-new-secret');
    await vi.waitFor(() =>
      expect(server.callsTo('POST /reset-password').map((call) => call.options.json)).toEqual([
        { token: 'reset-token', password: 'my-new-secret' },
      ]),
    );
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'Your new password is set.', variant: 'success' }));
    expect(close).toHaveBeenCalled();
  });

  it('asks a member who no longer exists to register first', async () => {
    fakeApi({
      'POST /reset-password': () => {
        throw new ApiError(404, 'User not found', { code: 'user-not-found' });
      },
    });
    const { close } = renderPopup();
    await choose('my-new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please register first.');
    expect(close).not.toHaveBeenCalled();
  });

  it.each([
    [400, 'Invalid or expired token'],
    [500, 'Internal Server Error'],
  ])('shows the generic error for any other failure (%i)', async (status, message) => {
    fakeApi({
      'POST /reset-password': () => {
        throw new ApiError(status, message);
      },
    });
    const { close } = renderPopup();
    await choose('my-new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Something went wrong, please try again later.', variant: 'error' }),
    );
    expect(close).not.toHaveBeenCalled();
  });
});
