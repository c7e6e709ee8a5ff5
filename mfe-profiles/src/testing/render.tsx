// Renders inside a jotai store (holding the member and the brand) and a router, like the shell.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from '@heartline/contracts/router';
import { brandAtom, userAtom, type Brand, type User } from '@heartline/contracts';
import { BRAND } from './fixtures';

export function renderWithStore(ui: ReactElement, { user = null, brand = BRAND, path = '/' }: { user?: User | null; brand?: Brand | null; path?: string } = {}) {
  const store = createStore();
  store.set(userAtom, user);
  store.set(brandAtom, brand);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/** The axe violations of a rendered page; contrast needs real layout, so the browser suite checks it. */
export async function axeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}
