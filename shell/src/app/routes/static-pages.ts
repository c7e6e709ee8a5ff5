// The shell's own pages. Each is a lazy chunk, so the landing page loads only itself.
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from '@heartline/contracts/router';

type LazyPage = LazyRouteFunction<RouteObject>;
type PageModule = () => Promise<{ default: ComponentType }>;

function page(load: PageModule): LazyPage {
  return async () => ({ Component: (await load()).default });
}

export const landingPage = page(() => import('../../features/public-pages/landing/landing-page'));

/** The public pages whose only ties to the router are their links (AppLink): a visitor's first look renders them without it. */
export const ROUTERLESS_PAGES: Readonly<Record<string, PageModule>> = {
  '/about-us': () => import('../../features/public-pages/about-us/about-us-page'),
  '/faq': () => import('../../features/public-pages/faq/faq-page'),
  '/prices': () => import('../../features/public-pages/prices/prices-page'),
  '/terms': () => import('../../features/public-pages/legal/terms-page'),
  '/privacy-policy': () => import('../../features/public-pages/legal/privacy-policy-page'),
  '/cookie-policy': () => import('../../features/public-pages/legal/cookie-policy-page'),
};

export const STATIC_PAGES: { path: string; lazy: LazyPage }[] = [
  ...Object.entries(ROUTERLESS_PAGES).map(([path, load]) => ({ path, lazy: page(load) })),
  { path: '/contact-us', lazy: page(() => import('./contact-us-page')) },
  { path: '/affiliates', lazy: page(() => import('./affiliates-page')) },
];
