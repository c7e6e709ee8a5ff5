import { Outlet, createBrowserRouter, type RouteObject } from '@heartline/contracts/router';
import type { LayoutId } from '@heartline/contracts';
import { AuthenticatedLayout, DefaultLayout, IndexPageLayout, SignInLayout, StaticLayout } from './layouts/layouts';
import { ConsoleLayout } from './layouts/console-layout';
import { RootShell } from './root-shell';
import { RootError } from './root-error';
import { UnmatchedRoute } from './unmatched-route';
import { patchRemoteRoutes } from '../features/remotes/patch-remote-routes';
import { hasValidSession } from '../features/session/session';
import { rootGuard } from './guards/root-guard';
import { layoutRouteId } from '../lib/route-ids';
import type { AppRouter } from './router-instance';
import { STATIC_PAGES, landingPage } from './routes/static-pages';

/**
 * The place in a layout that remotes patch their routes into (`layoutRouteId`): a pathless route
 * that loads the server-state provider with the first remote page under it.
 */
export function remoteSlot(layout: LayoutId): RouteObject {
  return { id: layoutRouteId(layout), lazy: async () => ({ Component: (await import('./routes/remote-slot')).default }), children: [] };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: rootGuard,
      // Guards must look at every navigation, not only at the first.
      shouldRevalidate: () => true,
      element: <RootShell />,
      errorElement: <RootError />,
      children: [
        {
          element: (
            <IndexPageLayout>
              <Outlet />
            </IndexPageLayout>
          ),
          children: [{ index: true, lazy: landingPage }, remoteSlot('index-page')],
        },
        {
          element: (
            <StaticLayout>
              <Outlet />
            </StaticLayout>
          ),
          children: [...STATIC_PAGES.map(({ path, lazy }) => ({ path, lazy })), remoteSlot('static')],
        },
        // Remotes patch their routes into each layout's slot on first navigation into their prefixes.
        {
          element: (
            <SignInLayout>
              <Outlet />
            </SignInLayout>
          ),
          children: [remoteSlot('sign-in')],
        },
        {
          element: (
            <DefaultLayout>
              <Outlet />
            </DefaultLayout>
          ),
          children: [remoteSlot('default')],
        },
        {
          element: (
            <AuthenticatedLayout>
              <Outlet />
            </AuthenticatedLayout>
          ),
          children: [remoteSlot('authenticated')],
        },
        {
          element: (
            <ConsoleLayout>
              <Outlet />
            </ConsoleLayout>
          ),
          children: [remoteSlot('console')],
        },
        { path: '*', element: <UnmatchedRoute /> },
      ],
    },
  ];
}

export function createAppRouter(): AppRouter {
  return createBrowserRouter(createRoutes(), { patchRoutesOnNavigation: (navigation) => patchRemoteRoutes(navigation, hasValidSession) });
}
