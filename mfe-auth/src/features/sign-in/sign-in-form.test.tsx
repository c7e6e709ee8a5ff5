import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type AuthConfig, type TokenResponse } from '@heartline/contracts';
import { BRAND, fakeApi, renderWithStore } from '@heartline/remote-kit/testing';
import { SignInForm } from './sign-in-form';
import { SignInPopup } from './sign-in-popup';

function renderForm(send: (username: string, password: string) => Promise<TokenResponse>) {
  const onSignedIn = vi.fn();
  renderWithStore(<SignInForm send={send} onSignedIn={onSignedIn} onForgotPassword={() => undefined} />);
  return { onSignedIn };
}

const AUTH_CONFIG: AuthConfig = {
  captcha: { provider: 'local' },
  sso: { name: 'Heartline ID', verifyUrl: 'http://localhost:4000/sso/verify/' },
};

describe('sign-in form', () => {
  // The single sign-on button under the form asks GET /auth/config where the provider is.
  beforeEach(() => {
    fakeApi({ 'GET /auth/config': () => AUTH_CONFIG });
  });

  it('offers single sign-on with the provider named', async () => {
    renderForm(vi.fn());
    expect(await screen.findByRole('button', { name: 'Sign in with Heartline ID' })).toBeEnabled();
  });

  it('offers no single sign-on on a brand without one (Velvet Hour)', () => {
    renderWithStore(<SignInForm send={vi.fn()} onSignedIn={vi.fn()} onForgotPassword={() => undefined} />, {
      brand: { ...BRAND, productName: 'Velvet Hour', locale: 'en-US', sso: null },
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    expect(screen.queryByText(/Heartline ID/)).toBeNull();
  });

  it('lets the member see the password they type with the eye inside the field, and shows progress while signing in', async () => {
    let answer!: (token: TokenResponse) => void;
    const send = vi.fn(() => new Promise<TokenResponse>((resolve) => (answer = resolve)));
    const { onSignedIn } = renderForm(send);
    await userEvent.type(screen.getByLabelText('Username or email'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12345');
    const eye = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    answer({ access_token: 'jwt', token_type: 'Bearer', expires_at: 1_900_000_000 });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('demo', 'demo12345');
  });

  it('sends nothing and warns when the username or password is empty', async () => {
    const send = vi.fn();
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    renderForm(send);
    await userEvent.type(screen.getByLabelText('Username or email'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(send).not.toHaveBeenCalled();
    expect(await screen.findByText('Please enter your password')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username or email')).not.toHaveAttribute('aria-invalid');
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'warning', text: 'Invalid credentials: please enter your username and password.' }),
    );
    bus.off('toast:show', toasts);
  });

  it('hands the session to the shell with the expiry normalised to milliseconds', async () => {
    const expiresAtSeconds = 1_900_000_000;
    const send = vi.fn().mockResolvedValue({ access_token: 'jwt', token_type: 'Bearer', expires_at: expiresAtSeconds });
    const signedIn = vi.fn();
    bus.on('auth:signed-in', signedIn);
    const { onSignedIn } = renderForm(send);
    await userEvent.type(screen.getByLabelText('Username or email'), ' demo ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(send).toHaveBeenCalledWith('demo', 'demo12345');
    expect(signedIn).toHaveBeenCalledWith({ token: 'jwt', expiryDate: expiresAtSeconds * 1000 });
    expect(onSignedIn).toHaveBeenCalled();
    bus.off('auth:signed-in', signedIn);
  });

  it('signs in with an email address, sent to POST /authenticate as typed', async () => {
    const server = fakeApi({
      'GET /auth/config': () => AUTH_CONFIG,
      'POST /authenticate': () => ({ access_token: 'jwt', token_type: 'Bearer', expires_at: 1_900_000_000 }),
    });
    const signedIn = vi.fn();
    bus.on('auth:signed-in', signedIn);
    renderWithStore(
      <SignInPopup
        popup={{ id: 'p', name: 'sign-in', props: {} }}
        close={() => undefined}
        Frame={({ children }) => <div>{children}</div>}
      />,
    );
    await userEvent.type(screen.getByLabelText('Username or email'), ' Demo@Heartline.example ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledWith({ token: 'jwt', expiryDate: 1_900_000_000_000 }));
    expect(server.calls.filter((call) => call.method === 'post').map(({ path, options }) => ({ path, json: options.json }))).toEqual([
      { path: '/authenticate', json: { username: 'Demo@Heartline.example', password: 'demo12345' } },
    ]);
    expect(screen.getByLabelText('Username or email')).not.toHaveAttribute('aria-invalid');
    bus.off('auth:signed-in', signedIn);
  });

  it.each([
    [401, 'Invalid credentials: please check your username and password.'],
    [409, 'You are already logged in.'],
    [500, 'Something went wrong, please try again later.'],
  ])('explains a %i answer', async (status, message) => {
    renderForm(vi.fn().mockRejectedValue(new ApiError(status, 'server words')));
    await userEvent.type(screen.getByLabelText('Username or email'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('tells a deactivated member how to come back', async () => {
    renderForm(
      vi
        .fn()
        .mockRejectedValue(
          new ApiError(403, 'This account has been deactivated. Contact support to reactivate it.', { code: 'account-deactivated' }),
        ),
    );
    await userEvent.type(screen.getByLabelText('Username or email'), 'leaving');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been deactivated. Contact support to reactivate it.');
  });
});
