// The dev harness every remote runs in with `npm run dev -w <remote>`: the remote's routes (all
// layouts) and popups on their own, talking to the real API on port 4000 of the same host, without
// the shell. It provides what the shell would: the store with the member and the brand, a
// QueryClient with the shell's defaults, a popup queue with an accessible dialog frame, i18n with
// the remote's catalogues, sign-in (kept for the tab), and console lines for toasts. Not part of
// what the shell loads.
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, atom, createStore, useAtom, useAtomValue } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { NavLink, Outlet, RouterProvider, createBrowserRouter } from '@heartline/contracts/router';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import {
  api,
  authAtom,
  brandAtom,
  bus,
  getBrandByDomain,
  getUser,
  normaliseExpiry,
  readTokenClaims,
  signIn,
  userAtom,
  type PopupProps,
  type QueuedPopup,
  type RemoteModule,
} from '@heartline/contracts';
import { brandThemeCss } from '@heartline/ui/theme';
import '@heartline/ui/tokens.css';
import '@heartline/ui/base.css';
import { HarnessFrame } from './harness-frame';
import { createQueryClient } from '../server-state';

export interface HarnessOptions {
  /** Shown in the harness bar, e.g. 'mfe-profiles'. */
  name: string;
  /** Pages to link to from the bar (the remote's main routes). */
  links: string[];
  /** The remote's i18next instance (each package resolves its own copy; the pages use that one). */
  i18n: I18n;
  /** The API's port on this host (default 4000). */
  apiPort?: number;
}

/** Starts the harness for a remote module in #root. */
export function createHarness(module: RemoteModule, { name, links, i18n, apiPort = 4000 }: HarnessOptions): Promise<void> {
  const tokenKey = `${name}-harness:token`;
  const store = createStore();
  const queryClient = createQueryClient();
  api.configure({
    baseUrl: `http://${window.location.hostname}:${apiPort}`,
    publicApiKey: 'hl_public_local',
    getToken: () => store.get(authAtom).token,
  });

  async function startSession(token: string, expiryDate: number): Promise<void> {
    store.set(authAtom, { isAuthenticated: true, token, expiryDate, tokenUpdateInterval: null });
    sessionStorage.setItem(tokenKey, JSON.stringify({ token, expiryDate }));
    const claims = readTokenClaims(token);
    if (claims?.role === 'member') store.set(userAtom, await getUser(claims.sub, { loader: false }));
  }

  bus.on('toast:show', (toast) => console.info(`[toast:${toast.variant ?? 'default'}]`, toast.text));
  bus.on('auth:signed-in', (grant) => void startSession(grant.token, grant.expiryDate));
  bus.on('auth:logout', () => {
    sessionStorage.removeItem(tokenKey);
    store.set(authAtom, { isAuthenticated: false, token: null, expiryDate: null, tokenUpdateInterval: null });
    store.set(userAtom, null);
    queryClient.clear();
  });
  bus.on('user:updated', (update) => {
    const current = store.get(userAtom);
    if (current?._id === update._id) store.set(userAtom, { ...current, ...update });
  });
  bus.on('user:refresh', () => {
    const user = store.get(userAtom);
    if (user) void getUser(user._id, { loader: false }).then((fresh) => store.set(userAtom, fresh));
  });

  // Queued from the start, like the shell's queue: a page may ask for a popup before this renders.
  const popupQueueAtom = atom<QueuedPopup[]>([]);
  let popupCount = 0;
  bus.on('popup:open', (request) =>
    store.set(popupQueueAtom, (queue) => [...queue, { id: String((popupCount += 1)), name: request.name, props: request.props ?? {} }]),
  );

  function PopupHost() {
    const [queue, setQueue] = useAtom(popupQueueAtom);
    const active = queue[0];
    const Popup = active ? (module.popups?.[active.name] as React.ComponentType<PopupProps> | undefined) : undefined;
    useEffect(() => {
      if (active && !Popup) {
        console.info('[popup] not in this remote:', active.name, active.props);
        setQueue((current) => current.slice(1));
      }
    }, [active, Popup, setQueue]);
    if (!active || !Popup) return null;
    return <Popup key={active.id} popup={active} close={() => setQueue((current) => current.slice(1))} Frame={HarnessFrame} />;
  }

  function SignInBar() {
    const user = useAtomValue(userAtom);
    const { isAuthenticated } = useAtomValue(authAtom);
    const [error, setError] = useState('');
    const submit = async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      try {
        const answer = await signIn(String(form.get('username')), String(form.get('password')));
        await startSession(answer.access_token, normaliseExpiry(answer.expires_at));
        setError('');
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      }
    };
    if (user)
      return (
        <span>
          Signed in as {user.username} ({user.isPremium ? 'VIP' : 'standard'})
        </span>
      );
    if (isAuthenticated) return <span>Signed in</span>;
    return (
      <form onSubmit={(event) => void submit(event)} style={{ display: 'inline-flex', gap: 8 }}>
        <input name="username" aria-label="Username" defaultValue="demo" />
        <input name="password" aria-label="Password" type="password" defaultValue="demo12345" />
        <button type="submit">Sign in</button>
        {error && <span role="alert">{error}</span>}
      </form>
    );
  }

  function Harness() {
    return (
      <div className="layout">
        <header className="site-header">
          <strong>{name} harness</strong>
          <nav className="member-nav" aria-label="Harness">
            {links.map((to) => (
              <NavLink key={to} to={to}>
                {to}
              </NavLink>
            ))}
            {Object.keys(module.popups ?? {}).map((popup) => (
              <button key={popup} type="button" onClick={() => bus.emit('popup:open', { name: popup as QueuedPopup['name'] })}>
                {popup}
              </button>
            ))}
          </nav>
          <SignInBar />
        </header>
        <main id="main" className="page page-wide">
          <Outlet />
        </main>
        <PopupHost />
      </div>
    );
  }

  const stored = sessionStorage.getItem(tokenKey);
  const restore = stored ? (JSON.parse(stored) as { token: string; expiryDate: number }) : null;
  return Promise.all([
    i18n.use(initReactI18next).init({ lng: 'en', resources: { en: module.catalogues ?? {} }, interpolation: { escapeValue: false } }),
    getBrandByDomain(window.location.hostname).then(
      (brand) => {
        store.set(brandAtom, brand);
        // The brand's look, as the shell's page server writes it (no CSP in development).
        const style = document.createElement('style');
        style.textContent = brandThemeCss(brand.theme);
        document.head.append(style);
      },
      () => console.warn('brand not found for', window.location.hostname),
    ),
    restore && restore.expiryDate > Date.now()
      ? startSession(restore.token, restore.expiryDate).catch(() => sessionStorage.removeItem(tokenKey))
      : null,
  ]).then(() => {
    // Every layout's routes side by side: the shell would put each in its layout.
    const routes = Object.values(module.routes).flatMap((layoutRoutes) => layoutRoutes ?? []);
    const router = createBrowserRouter([
      {
        path: '/',
        element: <Harness />,
        children: [{ index: true, element: <p>Pick a page above (sign in first for member pages).</p> }, ...routes],
      },
    ]);
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Provider store={store}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </Provider>
      </StrictMode>,
    );
  });
}
