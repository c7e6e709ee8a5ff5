// The routed application: everything but the visitor's first look at the landing page.
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { Provider } from 'jotai';
import { DEFAULT_LOCALE, brandAtom, preloadApiTransport } from '@heartline/contracts';
import { Link, NavLink, RouterProvider } from '@heartline/contracts/router';
import { store } from '../lib/store';
import { LinkImplementation, type AppLinkProps } from '../components/app-link';
import { followSession, setSessionNavigator } from '../features/session/session';
import { createAppRouter } from './router';
import { setAppRouter, type AppRouter } from './router-instance';
import { markRouterStarted } from '../lib/router-boot';
import { prepareLocaleData } from '../lib/prepare-locale-data';
import { followNavigations } from '../features/navigation-request/navigation-request';

// Started by the bootstrap on a member's direct visit to a remote's page, while the session loads.
export { preloadRemoteFor } from '../features/remotes/preload-remote';

function RouterLink({ to, nav, ...rest }: AppLinkProps) {
  return nav ? <NavLink to={to} {...rest} /> : <Link to={to} {...rest} />;
}

function settled(router: AppRouter): Promise<void> {
  if (router.state.initialized && router.state.navigation.state === 'idle') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
}

/**
 * Creates the router on the current address and renders it once its first page is ready.
 * `replacing`: the router's tree takes over from a page on screen (a visitor's router-less first
 * look), rendered at once so the caller can put the focus back on the same control. A first
 * render (a member's direct visit) is a transition instead: React yields to the browser every few
 * milliseconds while it builds the tree, where one synchronous render of a member's page was the
 * longest task of the page load (763 ms for /messages/inbox in a CPU profile at 4× CPU slowdown).
 */
export async function renderRouterApp(root: Root, { replacing = false }: { replacing?: boolean } = {}): Promise<void> {
  markRouterStarted();
  prepareLocaleData(store.get(brandAtom)?.locale ?? DEFAULT_LOCALE);
  // Routed pages call the API soon: its HTTP library comes along with them.
  preloadApiTransport();
  // After a visitor's router-less first look, the session is followed from here on.
  await followSession();
  const router = createAppRouter();
  setAppRouter(router);
  // A tap to a page whose list the app remembered sends that list beside the page's code.
  followNavigations(router);
  setSessionNavigator((to) => void router.navigate(to));
  // Swap only when the first page (and its lazy chunk) is in: no blank frame in between.
  await settled(router);
  const tree = (
    <StrictMode>
      <Provider store={store}>
        <LinkImplementation.Provider value={RouterLink}>
          <RouterProvider router={router} />
        </LinkImplementation.Provider>
      </Provider>
    </StrictMode>
  );
  // Taking over: synchronously, so the caller can put the focus back on the same control in the new tree.
  if (replacing) flushSync(() => root.render(tree));
  else startTransition(() => root.render(tree));
}
