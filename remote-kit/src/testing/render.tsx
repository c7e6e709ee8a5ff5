// Renders like the shell does: inside a jotai store holding the member and the brand, and a router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Outlet, RouterProvider, createBrowserRouter, type RouteObject } from '@heartline/contracts/router';
import { brandAtom, bus, userAtom, type Brand, type User } from '@heartline/contracts';
import { BRAND } from './fixtures';

export interface RenderContext {
  user?: User | null;
  brand?: Brand | null;
}

type Store = ReturnType<typeof createStore>;

// Like the shell, the one owner of the member: a remote's `user:updated` lands in the store of the
// latest render, merged into the member it names.
let followed: Store | null = null;
bus.on('user:updated', (update) => {
  const current = followed?.get(userAtom);
  if (followed && current?._id === update._id) followed.set(userAtom, { ...current, ...update });
});

/** Makes a test's own store take `user:updated` as the shell does (the kit's renders do it themselves). */
export function followUserUpdates(store: Store): Store {
  followed = store;
  return store;
}

function storeWith({ user = null, brand = BRAND }: RenderContext) {
  const store = createStore();
  store.set(userAtom, user);
  store.set(brandAtom, brand);
  return followUserUpdates(store);
}

/** One component at a path, in a memory router. */
export function renderWithStore(ui: ReactElement, { path = '/', ...context }: RenderContext & { path?: string } = {}) {
  const store = storeWith(context);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/**
 * A remote's real route tree (lazy pages included) in a browser router, as the shell patches it
 * in; `elsewhere` are prefixes of other apps, each a stand-in page headed with its path, so a
 * link that leaves the remote can be followed.
 */
export function renderRoutes(routes: RouteObject[], path: string, { elsewhere = [], ...context }: RenderContext & { elsewhere?: string[] } = {}) {
  window.history.replaceState(null, '', path);
  const store = storeWith(context);
  const router = createBrowserRouter([
    {
      path: '/',
      element: <Outlet />,
      // The first page may be lazy: nothing to show until it is in (the shell has its boot loader).
      HydrateFallback: () => null,
      children: [...routes, ...elsewhere.map((prefix) => ({ path: `${prefix}/*`, element: <h1>{prefix}</h1> }))],
    },
  ]);
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, router, store };
}

/** The axe violations of a rendered page; contrast needs real layout, so the browser suite checks it. */
export async function axeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}
