import { render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, authAtom } from '@heartline/contracts';
import { store } from '../../lib/store';
import { LandingLayout } from './landing-layout';

describe("the landing page's layout for a visitor", () => {
  it('has the header with sign-in and join, the page and the footer, and no member menus', () => {
    store.set(authAtom, SIGNED_OUT);
    render(
      <Provider store={store}>
        <LandingLayout>
          <h1>Welcome</h1>
        </LandingLayout>
      </Provider>,
    );
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('site-header-transparent');
    expect(within(header).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/sign-up');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
