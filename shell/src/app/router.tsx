import { Outlet, createBrowserRouter, type RouteObject } from '@heartline/contracts/router';
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
        { id: layoutRouteId('index-page'), element: <IndexPageLayout><Outlet /></IndexPageLayout>, children: [{ index: true, lazy: landingPage }] },
        {
          id: layoutRouteId('static'),
          element: <StaticLayout><Outlet /></StaticLayout>,
          children: STATIC_PAGES.map(({ path, lazy }) => ({ path, lazy })),
        },
        // Remotes patch their routes in here on first navigation into their prefixes.
        { id: layoutRouteId('sign-in'), element: <SignInLayout><Outlet /></SignInLayout>, children: [] },
        { id: layoutRouteId('default'), element: <DefaultLayout><Outlet /></DefaultLayout>, children: [] },
        { id: layoutRouteId('authenticated'), element: <AuthenticatedLayout><Outlet /></AuthenticatedLayout>, children: [] },
        { id: layoutRouteId('console'), element: <ConsoleLayout><Outlet /></ConsoleLayout>, children: [] },
        { path: '*', element: <UnmatchedRoute /> },
      ],
    },
  ];
}


export function createAppRouter(): AppRouter {
  return createBrowserRouter(createRoutes(), { patchRoutesOnNavigation: (navigation) => patchRemoteRoutes(navigation, hasValidSession) });
}
