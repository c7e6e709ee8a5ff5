// The shell's own pages. Each is a lazy chunk, so the landing page loads only itself.
import type { LazyRouteFunction, RouteObject } from '@heartline/contracts/router';

type LazyPage = LazyRouteFunction<RouteObject>;

function page(load: () => Promise<{ default: React.ComponentType }>): LazyPage {
  return async () => ({ Component: (await load()).default });
}

export const landingPage = page(() => import('../../features/public-pages/landing/landing-page'));

export const STATIC_PAGES: { path: string; lazy: LazyPage }[] = [
  { path: '/about-us', lazy: page(() => import('../../features/public-pages/about-us/about-us-page')) },
  { path: '/faq', lazy: page(() => import('../../features/public-pages/faq/faq-page')) },
  { path: '/prices', lazy: page(() => import('../../features/public-pages/prices/prices-page')) },
  { path: '/terms', lazy: page(() => import('../../features/public-pages/legal/terms-page')) },
  { path: '/privacy-policy', lazy: page(() => import('../../features/public-pages/legal/privacy-policy-page')) },
  { path: '/cookie-policy', lazy: page(() => import('../../features/public-pages/legal/cookie-policy-page')) },
  { path: '/contact-us', lazy: page(() => import('./contact-us-page')) },
  { path: '/affiliates', lazy: page(() => import('./affiliates-page')) },
];
