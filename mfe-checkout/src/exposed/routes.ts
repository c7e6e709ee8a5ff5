// The routes mfe-checkout contributes under the authenticated layout. Pages load on demand (route
// `lazy`): the offers on /upgrade, the card form only on /upgrade/checkout.
import type { RouteObject } from '@heartline/contracts/router';

const offers = () => import('../features/catalogue/upgrade-page');

export const routes: RouteObject[] = [
  { path: '/upgrade', lazy: () => offers().then((module) => ({ Component: module.UpgradeHomePage })) },
  { path: '/upgrade/credits', lazy: () => offers().then((module) => ({ Component: module.UpgradeCreditsPage })) },
  { path: '/upgrade/premium', lazy: () => offers().then((module) => ({ Component: module.UpgradePremiumPage })) },
  {
    path: '/upgrade/checkout',
    lazy: () => import('../features/checkout/checkout-page').then((module) => ({ Component: module.CheckoutPage })),
  },
];
