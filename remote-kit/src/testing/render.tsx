// Renders like the shell does: inside a jotai store holding the member and the brand, a
// QueryClient with the shell's defaults, and a router.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { Provider, createStore } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Outlet, RouterProvider, createBrowserRouter, type RouteObject } from '@heartline/contracts/router';
import { SIGNED_OUT, authAtom, brandAtom, bus, userAtom, type AuthState, type Brand, type User } from '@heartline/contracts';
import { BRAND } from './fixtures';
import { createQueryClient } from '../server-state';

export interface RenderContext {
  user?: User | null;
  brand?: Brand | null;
  /** The session as the shell holds it (signed out unless given). */
  auth?: AuthState;
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

function storeWith({ user = null, brand = BRAND, auth = SIGNED_OUT }: RenderContext) {
  const store = createStore();
  store.set(authAtom, auth);
  store.set(userAtom, user);
  store.set(brandAtom, brand);
  return followUserUpdates(store);
}

// Each render is a page load: a new QueryClient, so nothing one render loaded answers the next.
// Like the shell's, it forgets everything when the session ends; the setup clears them all
// after each test (which also stops their garbage-collection timers).
const queryClients = new Set<QueryClient>();
bus.on('session:ended', () => queryClients.forEach((client) => client.clear()));

function newQueryClient(): QueryClient {
  const client = createQueryClient();
  queryClients.add(client);
  return client;
}

export function clearQueryClients(): void {
  queryClients.forEach((client) => client.clear());
  queryClients.clear();
}

function Providers({ store, queryClient, children }: { store: Store; queryClient: QueryClient; children: ReactNode }) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
}

/** One component at a path, in a memory router. */
export function renderWithStore(ui: ReactElement, { path = '/', ...context }: RenderContext & { path?: string } = {}) {
  const store = storeWith(context);
  const queryClient = newQueryClient();
  const result = render(
    <Providers store={store} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, store, queryClient };
}

/**
 * A remote's real route tree (lazy pages included) in a browser router, as the shell patches it
 * in; `elsewhere` are prefixes of other apps, each a stand-in page headed with its path, so a
 * link that leaves the remote can be followed.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { elsewhere = [], ...context }: RenderContext & { elsewhere?: string[] } = {},
) {
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
  const queryClient = newQueryClient();
  const result = render(
    <Providers store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, store, queryClient };
}

/** The axe violations of a rendered page; contrast needs real layout, so the browser suite checks it. */
export async function axeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}
