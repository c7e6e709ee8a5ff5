// Start-up (member spec §1): the loader stays up while authentication and the brand for this
// domain are initialised; only then does the first page render. A visitor's first look at "/" or
// a public page that needs only its links (ROUTERLESS_PAGES) renders without the router, which
// loads on intent or navigation (lib/router-boot.ts).
import { createRoot } from 'react-dom/client';
import {
  AUTHENTICATED_HOME,
  api,
  authAtom,
  isTokenValid,
  pageLoaderCountAtom,
  preloadApiTransport,
  sessionRoleAtom,
} from '@heartline/contracts';
import '@heartline/ui/tokens.css';
import '@heartline/ui/base.css';
import './styles/global.css';
import './styles/layout.css';
import { readRuntimeConfig } from './lib/config';
import { initI18n } from './lib/i18n';
import { now } from './lib/clock';
import { store } from './lib/store';
import { loadBrand } from './features/brand/load-brand';
import { fetchRegistry, findRemoteForPath } from './features/remotes/registry';
import { readStoredAuth } from './features/session/auth-storage';
import { readQueryAction, withoutHandledKeys } from './features/session/query-actions';
import { listenToPopupRequests } from './features/popups/popup-queue';
import { listenToToasts } from './features/toasts/toast-host';
import { hideBootLoader } from './lib/boot-loader';
import { whenIdle } from './lib/when-idle';
import { registerRouterStarter } from './lib/router-boot';
import { watchTerms } from './features/terms/terms-watch';
import { ROUTERLESS_PAGES } from './app/routes/static-pages';
// The router-less frame of a visitor's first look (header, footer, popup and toast hosts) comes
// with this chunk: every first page draws most of it, so it is not one more request before it.
import { renderVisitorApp } from './app/visitor-root';

const loadRouterApp = () => import('./app/router-root');
// The session's code (restore, refresh, logout, its events): loaded at start only when a session
// is stored or a link brings one; otherwise the router brings it when it starts.
const loadSession = () => import('./features/session/session');
const loadLandingPage = () => import('./features/public-pages/landing/landing-page');

async function start(): Promise<void> {
  // When the app's own work began (after a returning member's early photos: lib/early-paint-hold.ts).
  performance.mark('heartline:app-start');
  const config = readRuntimeConfig();
  api.configure({
    baseUrl: config.apiUrl,
    publicApiKey: config.publicApiKey,
    getToken: () => store.get(authAtom).token,
    onLoader: (delta) => store.set(pageLoaderCountAtom, (count) => Math.max(0, count + delta)),
  });
  // The list request the page started for a returning member: the app's first one adopts it.
  if (config.earlyRequest) api.offerEarlyRequest(config.earlyRequest);
  listenToToasts();
  listenToPopupRequests();

  const action = readQueryAction(new URLSearchParams(window.location.search));
  const stored = readStoredAuth();
  const pathname = window.location.pathname;
  const visitor = action.kind === 'none' && !(stored.isAuthenticated && isTokenValid(stored.expiryDate, now()));
  const visitorOnLanding = visitor && pathname === '/';
  // A visitor's first look at "/" or a router-less public page: only the page's own chunk.
  const loadVisitorPage = visitorOnLanding
    ? loadLandingPage
    : visitor && Object.hasOwn(ROUTERLESS_PAGES, pathname)
      ? ROUTERLESS_PAGES[pathname]
      : undefined;
  // Fetch the first page's code while the brand and session load; a visitor's first look at a
  // public page makes no request through the API client, so its HTTP library waits until needed.
  const firstApp = loadVisitorPage ? loadVisitorPage() : loadRouterApp();
  if (!loadVisitorPage) preloadApiTransport();

  const session = action.kind !== 'none' || stored.isAuthenticated ? loadSession().then(({ followSession }) => followSession()) : undefined;

  const root = createRoot(document.getElementById('root')!);
  const registry = fetchRegistry(config.registryUrl, config.registry);
  const catalogues = initI18n();
  // Someone signed in, opening a remote's page: that remote starts loading as soon as the router's
  // code is here, beside the session (features/remotes/preload-remote.ts). The registry the page
  // was served with is known at once; a visitor's first look, or a shell page, loads no remote.
  if (!visitor && findRemoteForPath(pathname))
    void loadRouterApp().then(({ preloadRemoteFor }) => preloadRemoteFor(pathname, Promise.all([registry, catalogues])));
  const [brand] = await Promise.allSettled([loadBrand(), session, registry, catalogues]);
  if (brand.status === 'rejected') {
    // Rare, so its code (and the EmptyState it shows) is not in what every first visit loads.
    const { BrandErrorPage } = await import('./features/brand/brand-error-page');
    root.render(<BrandErrorPage message={(brand.reason as Error).message} />);
    hideBootLoader();
    return;
  }

  if (action.kind !== 'none') {
    const url = new URL(window.location.href);
    // Links from mails and single sign-on only: its code is not in what every first visit loads.
    const { runQueryAction } = await import('./features/session/run-query-action');
    const goTo = await runQueryAction(action);
    window.history.replaceState(null, '', goTo ?? withoutHandledKeys(url));
  }
  // Brand and member known: the terms go first in the popup queue if they are still to accept.
  watchTerms();

  registerRouterStarter(
    async (to) => {
      const { renderRouterApp } = await loadRouterApp();
      if (to && to !== window.location.pathname) window.history.pushState(null, '', to);
      // The router's tree replaces the landing page's: keep the keyboard focus where it was.
      const focusedId = document.activeElement instanceof HTMLElement ? document.activeElement.id : '';
      await renderRouterApp(root, { replacing: true });
      if (focusedId) document.getElementById(focusedId)?.focus();
    },
    () => void loadRouterApp(),
  );

  if (loadVisitorPage) {
    const page = (await firstApp) as Awaited<ReturnType<typeof loadVisitorPage>>;
    renderVisitorApp(root, pathname, page.default);
    requestAnimationFrame(hideBootLoader);
  } else {
    const { renderRouterApp, preloadRemoteFor } = (await firstApp) as Awaited<ReturnType<typeof loadRouterApp>>;
    await renderRouterApp(root);
    // A member on a shell page (/faq, /help): the home section's remote (Profiles), its page and
    // the kit every remote takes load once the browser is idle after the first paint, so a tap on
    // Profiles does not wait for them (issue 25). A visitor's first look loads none of it.
    if (!visitor && !findRemoteForPath(window.location.pathname) && store.get(sessionRoleAtom) === 'member')
      whenIdle(() => void preloadRemoteFor(AUTHENTICATED_HOME, Promise.all([registry, catalogues])));
  }
}

void start();
