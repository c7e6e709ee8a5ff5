import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@heartline/remote-kit/testing';
import { CredentialsForm, type CredentialsFormLabels } from './credentials-form';

const LABELS: CredentialsFormLabels = { username: 'Username', password: 'Password', showPassword: 'Show password', submit: 'Sign in' };

async function fillIn(user: ReturnType<typeof userEvent.setup>, username = 'agent', password = 'agent12345') {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('the sign-in form (member and staff)', () => {
  it('sends what was typed, and shows progress while it runs', async () => {
    let finish: () => void = () => {};
    const onSignIn = vi.fn(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))));
    const user = userEvent.setup();
    render(<CredentialsForm labels={{ ...LABELS, submitting: 'Signing in…' }} onSignIn={onSignIn} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledWith({ username: 'agent', password: 'agent12345' });
    expect(await screen.findByRole('button', { name: /Signing in/ })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing while a field is empty; each says why and the caller hears of it', async () => {
    const onSignIn = vi.fn(async () => undefined);
    const onInvalid = vi.fn();
    const user = userEvent.setup();
    render(<CredentialsForm labels={LABELS} onSignIn={onSignIn} onInvalid={onInvalid} />);
    await user.type(screen.getByLabelText('Username'), 'agent');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onSignIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the caller's failure under the fields, and marks both fields when the credentials were wrong", async () => {
    const onSignIn = vi
      .fn()
      .mockResolvedValueOnce({ message: 'Too many tries, wait a minute' })
      .mockResolvedValueOnce({ message: 'Invalid credentials', markFields: true });
    const user = userEvent.setup();
    const { container } = render(<CredentialsForm labels={LABELS} onSignIn={onSignIn} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries, wait a minute');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    // The form is described by its error.
    expect(container.querySelector('form')).toHaveAccessibleDescription('Invalid credentials');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lets the caller put its own actions in the button's place, signing in with the fields' values", async () => {
    const onSignIn = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(
      <CredentialsForm
        labels={LABELS}
        onSignIn={onSignIn}
        notice={<p role="status">Your last session ended</p>}
        renderActions={({ submit }) => (
          <button type="button" onClick={submit}>
            Sign in here instead
          </button>
        )}
      >
        <a href="/help">Help</a>
      </CredentialsForm>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your last session ended');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Help' })).toBeVisible();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in here instead' }));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledWith({ username: 'agent', password: 'agent12345' }));
  });
});
