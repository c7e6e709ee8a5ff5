import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@heartline/contracts/router';
import { ApiError, MESSAGES, bus, heldForVerificationAtom, userAtom, type ToastRequest, type User } from '@heartline/contracts';
import { fakeApi as fakeNetworkApi, member, renderWithStore, type FakeHandler } from '@heartline/remote-kit/testing';
import { VerifyPage } from './verify-page';

type Handler = FakeHandler;

/** The API on the fake network (the kit's fakeApi): a handler per route; `callsTo` gives each call's JSON body. */
function fakeApi(routes: Record<string, Handler>) {
  const server = fakeNetworkApi(routes);
  return { callsTo: (route: string) => server.callsTo(route).map((call) => call.options.json) };
}

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const MEMBER: User = member({ username: 'anna_k', email: 'anna@example.com', emailValidated: false });

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage({ signedIn = true, user = MEMBER }: { signedIn?: boolean; user?: User | null } = {}) {
  const auth = signedIn ? { isAuthenticated: true, token: 'jwt', expiryDate: NOW + 3_600_000, tokenUpdateInterval: null } : undefined;
  const { store } = renderWithStore(
    <>
      <VerifyPage />
      <Location />
    </>,
    { path: '/verify', user: signedIn ? user : null, auth },
  );
  return store;
}

/**
 * Real turns of the event loop (for a test that fakes only Date and timeouts) until the fake network's
 * answer is on the page: one turn on a quiet machine, more on a busy one. The fake clock stays put.
 */
async function untilShown(testId: string, withinMs = 5_000): Promise<void> {
  const until = performance.now() + withinMs;
  while (!screen.queryByTestId(testId) && performance.now() < until) await act(() => new Promise((resolve) => setImmediate(resolve)));
}

const resendButton = () => screen.getByRole('button', { name: 'Resend email' });

let toasts: (toast: ToastRequest) => void;
let refreshes: () => void;
beforeEach(() => {
  toasts = vi.fn<(toast: ToastRequest) => void>();
  refreshes = vi.fn<() => void>();
  bus.on('toast:show', toasts);
  bus.on('user:refresh', refreshes);
});
afterEach(() => {
  bus.off('toast:show', toasts);
  bus.off('user:refresh', refreshes);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the verify page', () => {
  it('offers a visitor the sign-in popup', async () => {
    const popups = vi.fn();
    bus.on('popup:open', popups);
    renderPage({ signedIn: false });
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(popups).toHaveBeenCalledWith({ name: 'sign-in' });
    bus.off('popup:open', popups);
  });

  it('shows the address and blocks resend with a ticking m:ss countdown until the server allows it', async () => {
    // The clock and the countdown's timeouts are the test's; the fake network's delivery is not.
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    fakeApi({ 'GET /verification-status': () => ({ email: 'anna@example.com', emailValidated: false, nextResendAt: NOW + 65_000 }) });
    renderPage();
    await untilShown('verify-address');
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(screen.getByTestId('verify-address')).toHaveTextContent('We have sent an email to anna@example.com.');
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveAccessibleDescription('You can ask for another email in 1:05.');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('You can ask for another email in 1:04.')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByText('You can ask for another email in 0:59.')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(58_999);
    });
    expect(screen.getByText('You can ask for another email in 0:01.')).toBeVisible();
    expect(resendButton()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByText(/You can ask for another email/)).toBeNull();
  });

  it('resends the email, says so and starts a new countdown', async () => {
    vi.useFakeTimers({ now: NOW });
    const server = fakeApi({
      'GET /verification-status': () => ({ email: 'anna@example.com', emailValidated: false, nextResendAt: NOW - 1 }),
      'POST /resend-email': () => ({ email: 'anna@example.com', nextResendAt: Date.now() + 60_000 }),
    });
    renderPage();
    await act(async () => undefined);
    expect(resendButton()).toBeEnabled();
    await act(async () => fireEvent.click(resendButton()));
    expect(server.callsTo('POST /resend-email')).toEqual([{}]);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'A new verification email is on its way.', variant: 'success' }));
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('You can ask for another email in 1:00.')).toBeVisible();
  });

  it('shows why a resend was refused (429)', async () => {
    fakeApi({
      'GET /verification-status': () => ({ email: 'anna@example.com', emailValidated: false, nextResendAt: Date.now() - 1 }),
      'POST /resend-email': () => {
        throw new ApiError(429, MESSAGES.resendTooSoon);
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before asking for another email.');
  });

  it('changes the address: the new one shows and the countdown starts again; a taken one is refused beside the field', async () => {
    let taken = true;
    const server = fakeApi({
      'GET /verification-status': () => ({ email: 'anna@example.com', emailValidated: false, nextResendAt: Date.now() - 1 }),
      'POST /resend-email': (options) => {
        if (taken) throw new ApiError(409, MESSAGES.emailTaken);
        return { email: (options.json as { new_email: string }).new_email, nextResendAt: Date.now() + 60_000 };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    const field = screen.getByLabelText('New email address');
    await userEvent.type(field, 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect(field).toHaveAccessibleDescription('please enter a valid email address');
    expect(server.callsTo('POST /resend-email')).toEqual([]);

    await userEvent.type(field, 'example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect(await screen.findByText('This email address is already registered.')).toBeVisible();
    expect(field).toHaveAccessibleDescription('This email address is already registered.');

    taken = false;
    await userEvent.clear(field);
    await userEvent.type(field, 'anna.k@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect(await screen.findByTestId('verify-address')).toHaveTextContent('We have sent an email to anna.k@example.org.');
    expect(server.callsTo('POST /resend-email').at(-1)).toEqual({ new_email: 'anna.k@example.org' });
    expect(screen.queryByLabelText('New email address')).toBeNull();
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText(/You can ask for another email in (1:00|0:59)\./)).toBeVisible();
    expect(refreshes).toHaveBeenCalled();
  });

  it('says why the member is here when held from a page, and opens that page once the email is confirmed', async () => {
    fakeApi({
      'GET /verification-status': () => ({ email: 'anna@example.com', emailValidated: false, nextResendAt: Date.now() + 60_000 }),
      'PATCH /user/member-1/is-doi': () => ({ ...MEMBER, emailValidated: true }),
    });
    const store = renderPage();
    expect(screen.queryByText(/the page you asked for opens/)).toBeNull();
    act(() => store.set(heldForVerificationAtom, '/messages/inbox'));
    expect(screen.getByText('Confirm your email address to go on: the page you asked for opens as soon as it is confirmed.')).toBeVisible();
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123459');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/messages/inbox'));
  });

  it('confirms the 6-digit code and goes to the profiles; a wrong code is refused beside the field', async () => {
    let right = false;
    const server = fakeApi({
      'GET /verification-status': () => ({ email: 'anna@example.com', emailValidated: false, nextResendAt: Date.now() + 60_000 }),
      'PATCH /user/member-1/is-doi': () => {
        if (!right) throw new ApiError(400, MESSAGES.invalidVerificationCode);
        return { ...MEMBER, emailValidated: true };
      },
    });
    renderPage();
    const code = await screen.findByLabelText('6-digit code');
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(code).toHaveAccessibleDescription('This code is not valid, please check the email we sent you.');
    expect(server.callsTo('PATCH /user/member-1/is-doi')).toEqual([]);

    await userEvent.type(code, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText('This code is not valid, please check the email we sent you.')).toBeVisible();
    expect(server.callsTo('PATCH /user/member-1/is-doi')).toEqual([{ code: '123459' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/verify');

    right = true;
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profiles'));
    // The answer held the verified member: nothing is loaded again.
    expect(refreshes).not.toHaveBeenCalled();
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Thank you, your email address is verified.', variant: 'success' }),
    );
  });

  it('asks for the code when the box is empty, without calling the server', async () => {
    const server = fakeApi({
      'GET /verification-status': () => ({ email: 'anna@example.com', emailValidated: false, nextResendAt: Date.now() + 60_000 }),
    });
    renderPage();
    const code = await screen.findByLabelText('6-digit code');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(code).toHaveAccessibleDescription('Please enter the 6-digit code from the email.');
    expect(server.callsTo('PATCH /user/member-1/is-doi')).toEqual([]);
  });

  it('refuses a new address with more than 64 characters before the @, without calling the server', async () => {
    const server = fakeApi({
      'GET /verification-status': () => ({ email: 'anna@example.com', emailValidated: false, nextResendAt: Date.now() - 1 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    const field = screen.getByLabelText('New email address');
    fireEvent.change(field, { target: { value: `${'a'.repeat(300)}@example.com` } });
    await userEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect(field).toHaveAccessibleDescription('please enter a valid email address');
    expect(server.callsTo('POST /resend-email')).toEqual([]);
  });

  it('moves on when the member turns verified elsewhere (the link opened in another tab)', async () => {
    fakeApi({
      'GET /verification-status': () => ({ email: 'anna@example.com', emailValidated: false, nextResendAt: Date.now() + 60_000 }),
    });
    const store = renderPage();
    await screen.findByTestId('verify-address');
    expect(screen.getByTestId('location')).toHaveTextContent('/verify');
    act(() => store.set(userAtom, { ...MEMBER, emailValidated: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profiles');
  });

  it('shows the generic error when the status cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /verification-status': () => {
        if (fail) throw new ApiError(500, 'boom');
        return { email: 'anna@example.com', emailValidated: false, nextResendAt: Date.now() };
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('verify-address')).toHaveTextContent('anna@example.com');
  });
});
