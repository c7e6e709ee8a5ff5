import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, api, authAtom } from '@heartline/contracts';
import { store } from '../../lib/store';
import { ConsoleLayout } from './console-layout';

const staffToken = (role: string) => `h.${btoa(JSON.stringify({ sub: '2', kind: 'agent', role })).replace(/=+$/, '')}.s`;

function renderAs(role: string) {
  store.set(authAtom, { isAuthenticated: true, token: staffToken(role), expiryDate: Date.UTC(2099, 0, 1), tokenUpdateInterval: null });
  return render(
    <Provider store={store}>
      <ConsoleLayout>
        <p>queue</p>
      </ConsoleLayout>
    </Provider>,
  );
}

describe('the console layout', () => {
  afterEach(() => {
    store.set(authAtom, SIGNED_OUT);
    vi.restoreAllMocks();
  });

  it('says whose console it is, with the logo leading back to the console', () => {
    renderAs('admin');
    expect(screen.getByText('Admin console')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('queue');
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/chat');
  });

  it('offers no log-out before the staff sign-in', () => {
    render(
      <Provider store={store}>
        <ConsoleLayout>
          <p>sign in</p>
        </ConsoleLayout>
      </Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('logs the agent out', async () => {
    vi.spyOn(api, 'request').mockResolvedValue(undefined);
    renderAs('agent');
    expect(screen.getByText('Agent console')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });
});
