// Renders the remote's real route tree (lazy pages included) in a browser router, as the shell
// patches it in, with a stand-in page for routes of other remotes.
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { Outlet, RouterProvider, createBrowserRouter } from '@heartline/contracts/router';
import { brandAtom, userAtom, type Brand, type User } from '@heartline/contracts';
import { authenticatedRoutes } from '../exposed/routes';
import { BRAND } from './fixtures';

export function renderRoutes(path: string, { user = null, brand = BRAND }: { user?: User | null; brand?: Brand | null } = {}) {
  window.history.replaceState(null, '', path);
  const store = createStore();
  store.set(userAtom, user);
  store.set(brandAtom, brand);
  const router = createBrowserRouter([
    {
      path: '/',
      element: <Outlet />,
      // The first page may be lazy: nothing to show until it is in (the shell has its boot loader).
      HydrateFallback: () => null,
      children: [...authenticatedRoutes, { path: '/messages/*', element: <h1>Messages</h1> }, { path: '/upgrade/*', element: <h1>Upgrade</h1> }],
    },
  ]);
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, router, store };
}
