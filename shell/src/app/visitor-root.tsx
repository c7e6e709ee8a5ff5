// A visitor's first look at "/" or one of the public pages that need nothing but their links
// (ROUTERLESS_PAGES): the page in its layout, without the router. Links on it start the router
// (lib/router-boot.ts); the page itself needs nothing else but the shell's own popups (the terms
// on a first visit). React Router is ~32 KB gzip of code and a round trip before the page: a
// visitor who reads the FAQ or the prices and leaves never loads it.
import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { Provider } from 'jotai';
import { store } from '../lib/store';
import { CurrentPath } from '../components/current-path';
import { LandingLayout } from './layouts/landing-layout';
import { LayoutFrame } from './layouts/layout-frame';
import { VisitorHeader } from './layouts/visitor-header';
import { ToastHost } from '../features/toasts/toast-host';
import { PopupHost } from './popup-host';
import { SHELL_POPUPS } from './shell-popups';
import { servedBuild, useNewBuildAvailable } from '../features/build-check/build-check';

const NewVersionBanner = lazy(() => import('../features/build-check/new-version-notice'));

/** The build check of every page (member spec §9); the notice's code loads once a new build is found. */
function BuildCheck() {
  return useNewBuildAvailable(servedBuild()) ? (
    <Suspense fallback={null}>
      <NewVersionBanner />
    </Suspense>
  ) : null;
}

/** `pathname`'s page (already loaded) in the layout its route has: the landing's on "/", the static one elsewhere. */
export function renderVisitorApp(root: Root, pathname: string, Page: ComponentType): void {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <CurrentPath.Provider value={pathname}>
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <BuildCheck />
          {pathname === '/' ? (
            <LandingLayout>
              <Page />
            </LandingLayout>
          ) : (
            <LayoutFrame id="static" Header={VisitorHeader}>
              <Page />
            </LayoutFrame>
          )}
          {/* The terms popup greets a first visit here too (the router is not needed for it). */}
          <PopupHost shellPopups={SHELL_POPUPS} pathname={pathname} />
          <ToastHost />
        </CurrentPath.Provider>
      </Provider>
    </StrictMode>,
  );
}
