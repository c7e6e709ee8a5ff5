// The small harness for `npm run dev -w mfe-auth`: the remote's routes and popups on their own,
// talking to the real API, without the shell. Not part of what the shell loads.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, createStore } from 'jotai';
import { RouterProvider } from '@heartline/contracts/router';
import { createBrowserRouter, Outlet } from '@heartline/contracts/router';
import i18next from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import { api, authAtom, bus, type PopupName, type PopupProps } from '@heartline/contracts';
import authModule from '../exposed/module';

const store = createStore();
api.configure({
  baseUrl: `http://${window.location.hostname}:4000`,
  publicApiKey: 'hl_public_local',
  getToken: () => store.get(authAtom).token,
});
bus.on('auth:signed-in', (grant) => {
  store.set(authAtom, { isAuthenticated: true, token: grant.token, expiryDate: grant.expiryDate, tokenUpdateInterval: null });
  console.info('signed in; token expires at', new Date(grant.expiryDate).toISOString());
});
bus.on('toast:show', (toast) => console.info(`[toast:${toast.variant ?? 'default'}]`, toast.text));

function Frame({ title, onClose, dismissible = true, children }: { title: string; onClose: () => void; dismissible?: boolean; children: React.ReactNode }) {
  return (
    <div role="dialog" aria-label={title} style={{ border: '1px solid #ccc', padding: 16, margin: 16 }}>
      <h2>{title}</h2>
      {children}
      {dismissible && (
        <button type="button" onClick={onClose}>
          Close
        </button>
      )}
    </div>
  );
}

/** Every route of every layout the remote contributes (the shell would put each in its layout). */
const ALL_ROUTES = Object.values(authModule.routes).flat();

function Harness() {
  const [popup, setPopup] = useState<PopupName | null>(null);
  bus.on('popup:open', (request) => setPopup(request.name));
  const Popup = popup ? (authModule.popups[popup as keyof typeof authModule.popups] as React.ComponentType<PopupProps>) : null;
  return (
    <div style={{ fontFamily: 'system-ui', padding: 16 }}>
      <p>
        mfe-auth harness · <button onClick={() => setPopup('sign-in')}>sign-in popup</button>{' '}
        <button onClick={() => setPopup('password-reset')}>password-reset popup</button> · pages:{' '}
        {ALL_ROUTES.map((route) => (
          <a key={route.path} href={route.path} style={{ marginRight: 8 }}>
            {route.path}
          </a>
        ))}
      </p>
      <Outlet />
      {Popup && <Popup popup={{ id: 'harness', name: popup!, props: {} }} close={() => setPopup(null)} Frame={Frame} />}
    </div>
  );
}

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: authModule.catalogues }, interpolation: { escapeValue: false } })
  .then(() => {
    const router = createBrowserRouter([{ path: '/', element: <Harness />, children: ALL_ROUTES }]);
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  });
