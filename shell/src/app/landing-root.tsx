// A visitor's first look at "/": the landing page in its layout, without the router. Links on
// it start the router (app/router-boot.ts); the page itself needs nothing else but the shell's
// own popups (the terms on a first visit).
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { Provider } from 'jotai';
import { store } from '../lib/store';
import { LandingLayout } from './layouts/landing-layout';
import { ToastHost } from '../features/toasts/toast-host';
import { PopupHost } from './popup-host';
import { SHELL_POPUPS } from './shell-popups';
import LandingPage from '../features/public-pages/landing/landing-page';

export function renderLandingApp(root: Root): void {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <LandingLayout>
          <LandingPage />
        </LandingLayout>
        {/* The terms popup greets a first visit here too (the router is not needed for it). */}
        <PopupHost shellPopups={SHELL_POPUPS} pathname="/" />
        <ToastHost />
      </Provider>
    </StrictMode>,
  );
}
