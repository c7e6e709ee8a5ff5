// The routes mfe-agent contributes under the console layout. Pages load on demand (route `lazy`).
import type { RouteObject } from '@heartline/contracts/router';

export const routes: RouteObject[] = [
  {
    path: '/chat/sign-in',
    lazy: () => import('../features/sign-in/sign-in-page').then((module) => ({ Component: module.SignInPage })),
  },
  { path: '/chat', lazy: () => import('../features/console/console-page').then((module) => ({ Component: module.ConsolePage })) },
];
