// The routes {{app}} contributes under the {{layout}} layout. Pages load on demand (route `lazy`).
import type { RouteObject } from '@heartline/contracts/router';

export const routes: RouteObject[] = [
  { path: '{{prefix}}', lazy: () => import('../features/home/home-page').then((module) => ({ Component: module.HomePage })) },
];
