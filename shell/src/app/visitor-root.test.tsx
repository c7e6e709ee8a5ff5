// The router-less frame of a visitor's first look at a public page (app/visitor-root.tsx).
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { SIGNED_OUT, authAtom } from '@heartline/contracts';
import { store } from '../lib/store';
import { renderVisitorApp } from './visitor-root';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function renderAt(pathname: string) {
  store.set(authAtom, SIGNED_OUT);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => renderVisitorApp(root!, pathname, () => <h1>The page</h1>));
}

describe('a visitor page without the router', () => {
  it("draws a public page in the static layout: the visitor's header, the page, the footer", () => {
    renderAt('/faq');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('site-header-transparent');
    expect(within(header).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/sign-up');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'The page' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveClass('page');
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("draws the landing page in the landing's layout (its header over the hero)", () => {
    renderAt('/');
    expect(screen.getByRole('banner')).toHaveClass('site-header-transparent');
    expect(screen.getByRole('main')).not.toHaveClass('page');
  });
});
