// The small harness for `npm run dev -w mfe-profiles`: the remote's routes and popups on their
// own, talking to the real API on 4000, without the shell. Not part of what the shell loads.
// Sign in with the form at the top (it keeps the token for this tab) or paste a token.
import { StrictMode, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, atom, createStore, useAtom, useAtomValue } from 'jotai';
import { NavLink, Outlet, RouterProvider, createBrowserRouter } from '@heartline/contracts/router';
import i18next from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import {
  api,
  authAtom,
  brandAtom,
  bus,
  getBrandByDomain,
  getUser,
  normaliseExpiry,
  signIn,
  userAtom,
  type PopupProps,
  type QueuedPopup,
} from '@heartline/contracts';
import profilesModule from '../exposed/module';

const TOKEN_KEY = 'mfe-profiles-harness:token';
const store = createStore();
api.configure({
  baseUrl: `http://${window.location.hostname}:4000`,
  publicApiKey: 'hl_public_local',
  getToken: () => store.get(authAtom).token,
});
bus.on('toast:show', (toast) => console.info(`[toast:${toast.variant ?? 'default'}]`, toast.text));

/** The member behind a token (its subject), loaded like the shell does. */
async function startSession(token: string, expiryDate: number): Promise<void> {
  store.set(authAtom, { isAuthenticated: true, token, expiryDate, tokenUpdateInterval: null });
  sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ token, expiryDate }));
  const subject = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub as string;
  store.set(userAtom, await getUser(subject, { loader: false }));
}
bus.on('user:refresh', () => {
  const user = store.get(userAtom);
  if (user) void getUser(user._id, { loader: false }).then((fresh) => store.set(userAtom, fresh));
});

function Frame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="harness-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-head">
        <h2 id="harness-modal-title">{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}

// Queued from the start, like the shell's queue: a page may ask for a popup before this renders.
const popupQueueAtom = atom<QueuedPopup[]>([]);
let popupCount = 0;
bus.on('popup:open', (request) =>
  store.set(popupQueueAtom, (queue) => [...queue, { id: String((popupCount += 1)), name: request.name, props: request.props ?? {} }]),
);

function PopupHost() {
  const [queue, setQueue] = useAtom(popupQueueAtom);
  const active = queue[0];
  const Popup = active ? (profilesModule.popups[active.name] as React.ComponentType<PopupProps> | undefined) : undefined;
  useEffect(() => {
    if (active && !Popup) {
      console.info('[popup] not in this remote:', active.name, active.props);
      setQueue((current) => current.slice(1));
    }
  }, [active, Popup, setQueue]);
  if (!active || !Popup) return null;
  return <Popup key={active.id} popup={active} close={() => setQueue((current) => current.slice(1))} Frame={Frame} />;
}

function SignInBar() {
  const user = useAtomValue(userAtom);
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
  if (user) return <span>Signed in as {user.username} ({user.isPremium ? 'VIP' : 'standard'})</span>;
  return (
    <form onSubmit={submit} style={{ display: 'inline-flex', gap: 8 }}>
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
        <strong>mfe-profiles harness</strong>
        <nav className="member-nav" aria-label="Harness">
          {['/profiles', '/matches', '/favorites', '/interests/viewed-me/1', '/user', '/user/edit'].map((to) => (
            <NavLink key={to} to={to}>
              {to}
            </NavLink>
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

const stored = sessionStorage.getItem(TOKEN_KEY);
const restore = stored ? (JSON.parse(stored) as { token: string; expiryDate: number }) : null;

void Promise.all([
  i18next.use(initReactI18next).init({ lng: 'en', resources: { en: profilesModule.catalogues }, interpolation: { escapeValue: false } }),
  getBrandByDomain(window.location.hostname).then(
    (brand) => store.set(brandAtom, brand),
    () => console.warn('brand not found for', window.location.hostname),
  ),
  restore && restore.expiryDate > Date.now() ? startSession(restore.token, restore.expiryDate).catch(() => sessionStorage.removeItem(TOKEN_KEY)) : null,
]).then(() => {
  const router = createBrowserRouter([
    {
      path: '/',
      element: <Harness />,
      children: [{ index: true, element: <p>Pick a route above (sign in first).</p> }, ...profilesModule.routes.authenticated],
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
});
