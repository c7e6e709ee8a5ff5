// Start-up (member spec §1): the loader stays up while authentication and the brand for this
// domain are initialised; only then does the first page render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { RouterProvider } from 'react-router/dom';
import { api, authAtom, pageLoaderCountAtom } from '@heartline/contracts';
import './styles/global.css';
import { readRuntimeConfig } from './lib/config';
import { initI18n } from './lib/i18n';
import { store } from './lib/store';
import { createAppRouter } from './app/router';
import { setAppRouter } from './app/router-instance';
import { loadBrand } from './features/brand/load-brand';
import { fetchRegistry } from './features/remotes/registry';
import { listenToSessionEvents, restoreSession, setSessionNavigator } from './features/session/session';
import { readQueryAction, withoutHandledKeys } from './features/session/query-actions';
import { runQueryAction } from './features/session/run-query-action';
import { listenToPopupRequests } from './features/popups/popup-queue';
import { listenToToasts } from './features/toasts/toast-host';
import { BrandErrorPage } from './features/brand/brand-error-page';
import { hideBootLoader } from './features/loader/boot-loader';

async function start(): Promise<void> {
  const config = readRuntimeConfig();
  api.configure({
    baseUrl: config.apiUrl,
    publicApiKey: config.publicApiKey,
    getToken: () => store.get(authAtom).token,
    onLoader: (delta) => store.set(pageLoaderCountAtom, (count) => Math.max(0, count + delta)),
  });
  listenToToasts();
  listenToPopupRequests();
  listenToSessionEvents();

  const root = createRoot(document.getElementById('root')!);
  // Brand, session, registry and translations in parallel: nothing renders before all are in.
  const [brand] = await Promise.allSettled([loadBrand(), restoreSession(), fetchRegistry(config.registryUrl), initI18n()]);
  if (brand.status === 'rejected') {
    root.render(<BrandErrorPage message={(brand.reason as Error).message} />);
    hideBootLoader();
    return;
  }

  const action = readQueryAction(new URLSearchParams(window.location.search));
  if (action.kind !== 'none') {
    const url = new URL(window.location.href);
    const goTo = await runQueryAction(action);
    window.history.replaceState(null, '', goTo ?? withoutHandledKeys(url));
  }

  const router = createAppRouter();
  setAppRouter(router);
  setSessionNavigator((to) => void router.navigate(to));
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

void start();
