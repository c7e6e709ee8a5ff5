// The shell owns the session: start, restore, periodic refresh, and the logout sequence of
// member spec §4, including the broadcast to other tabs.
import {
  AUTHENTICATED_HOME,
  ApiError,
  ACCOUNTS_MESSAGES,
  PLATFORM_MESSAGES,
  VERIFY_PATH,
  SIGNED_OUT,
  TOKEN_REFRESH_CHECK_MS,
  api,
  authAtom,
  bus,
  getUser,
  isTokenValid,
  heldForVerificationAtom,
  popupQueueAtom,
  refreshToken,
  shouldRefreshToken,
  showToast,
  normaliseExpiry,
  readTokenClaims,
  userAtom,
  type AuthState,
  type SessionGrant,
  type User,
  type UserUpdate,
  ERROR_CODES,
  errorCodeOf,
} from '@heartline/contracts';
import { clearMemberStorage } from '../../lib/browser-storage';
import { now } from '../../lib/clock';
import { store } from '../../lib/store';
import { AUTH_STORAGE_KEY, readStoredAuth, readStoredUser, storeAuth, storeUser } from './auth-storage';

const CHANNEL_NAME = 'heartline:session';
type ChannelMessage = { type: 'logout' };

// Until the router exists, navigation is decided by the caller (bootstrap picks the first page).
let navigate: (to: string) => void = () => undefined;
let refreshTimer: ReturnType<typeof setInterval> | undefined;
let channel: BroadcastChannel | null = null;

/** The router hands its navigate function over once it exists. */
export function setSessionNavigator(fn: (to: string) => void): void {
  navigate = fn;
}

export function hasValidSession(): boolean {
  const auth = store.get(authAtom);
  return auth.isAuthenticated && auth.token !== null && isTokenValid(auth.expiryDate, now());
}

function setAuth(auth: AuthState): void {
  store.set(authAtom, auth);
  storeAuth(auth);
}

export function grantToAuth(grant: SessionGrant): AuthState {
  return { isAuthenticated: true, token: grant.token, expiryDate: grant.expiryDate, tokenUpdateInterval: TOKEN_REFRESH_CHECK_MS };
}

/** Sign-in or auto-login succeeded: keep the token, start refreshing, load the member. */
export async function startSession(grant: SessionGrant): Promise<User | null> {
  setAuth(grantToAuth(grant));
  scheduleRefresh();
  return loadCurrentUser();
}

export async function loadCurrentUser(): Promise<User | null> {
  const claims = readTokenClaims(store.get(authAtom).token);
  // Staff have no member record: the console loads its agent with the agent issue's calls.
  if (!claims || claims.role !== 'member') return null;
  const id = claims.sub;
  const user = await getUser(id, { loader: false });
  store.set(userAtom, user);
  storeUser(user);
  return user;
}

/** At start: take the stored session back if it is still valid. */
export async function restoreSession(): Promise<void> {
  const auth = readStoredAuth();
  if (!auth.isAuthenticated) return;
  if (!isTokenValid(auth.expiryDate, now())) {
    // Expired while away: deauthenticate quietly; the guard sends protected paths to '/'.
    store.set(authAtom, SIGNED_OUT);
    clearMemberStorage();
    return;
  }
  store.set(authAtom, auth);
  const storedUser = readStoredUser();
  store.set(userAtom, storedUser);
  scheduleRefresh();
  const fresh = loadCurrentUser().then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) endExpiredSession();
    },
  );
  // The member's own record from the last visit is enough to start the page (the guards, the
  // list's preferences), so a direct visit does not wait a round trip for it (issue 25): the
  // fresh one replaces it when it comes. Not when it is another member's, or one held for
  // verification (the guard would hold a member who has verified since).
  if (storedUser?._id === readTokenClaims(auth.token)?.sub && storedUser?.emailValidated === true) return;
  await fresh;
}

export function scheduleRefresh(): void {
  stopRefresh();
  refreshTimer = setInterval(() => void checkTokenRefresh(), TOKEN_REFRESH_CHECK_MS);
  void checkTokenRefresh();
}

function stopRefresh(): void {
  if (refreshTimer !== undefined) clearInterval(refreshTimer);
  refreshTimer = undefined;
}

/** Refresh when fewer than TOKEN_REFRESH_MARGIN_MS remain; a 403 answer ends the session. */
export async function checkTokenRefresh(): Promise<void> {
  const auth = store.get(authAtom);
  if (!auth.isAuthenticated) return;
  const at = now();
  if (!isTokenValid(auth.expiryDate, at)) {
    logout({ reason: ACCOUNTS_MESSAGES.sessionExpired, callServer: false });
    return;
  }
  if (!shouldRefreshToken(auth.expiryDate, at)) return;
  try {
    const answer = await refreshToken();
    setAuth(grantToAuth({ token: answer.access_token, expiryDate: normaliseExpiry(answer.expires_at) }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) endExpiredSession();
  }
}

/** The session is over on the server: log out once, with the spec's message (§8 token expired). */
function endExpiredSession(): void {
  if (store.get(authAtom).isAuthenticated) logout({ reason: ACCOUNTS_MESSAGES.sessionExpired, callServer: false });
}

/**
 * Any request refused because the session ended (401 or 403 with the session-expired message:
 * revoked elsewhere, expired while the tab slept) logs the member out here too. Other refusals
 * (wrong password, forbidden) are the caller's to show.
 */
export function endSessionOnRefusal(error: ApiError): void {
  if (errorCodeOf(error) === ERROR_CODES.sessionExpired) endExpiredSession();
}

export interface LogoutOptions {
  reason?: string;
  /** Tell the other tabs (false when this logout came from another tab). */
  broadcast?: boolean;
  /** Revoke the session on the server (false when it is already gone). */
  callServer?: boolean;
  /** Go to '/' (false when a route guard is already redirecting). */
  goHome?: boolean;
}

/** The logout sequence of member spec §4, in its order. */
export function logout({ reason, broadcast = true, callServer = true, goHome = true }: LogoutOptions = {}): void {
  const { token } = store.get(authAtom);
  if (broadcast) channel?.postMessage({ type: 'logout' } satisfies ChannelMessage);
  stopRefresh();
  if (callServer && token) {
    void api.request('delete', '/authenticate', { loader: false, headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  }
  store.set(authAtom, SIGNED_OUT);
  if (goHome) navigate('/');
  // Remotes close their sockets and reset their own stores (cart, profiles, conversations, agent session).
  bus.emit('session:ended', { reason });
  clearMemberStorage();
  store.set(userAtom, null);
  store.set(heldForVerificationAtom, null);
  store.set(popupQueueAtom, []);
  if (reason) showToast(reason, 'info');
}

let followed = false;

/**
 * Follows the session from now on: its events (once) and the stored one, if this page has not
 * taken it yet. The bootstrap calls it at start when someone may be signed in; after a visitor's
 * router-less first look, the router calls it as it starts (a session signed in meanwhile in
 * another tab is taken over then), so that first look does not load this module.
 */
export async function followSession(): Promise<void> {
  if (!followed) {
    followed = true;
    listenToSessionEvents();
  }
  if (!store.get(authAtom).isAuthenticated) await restoreSession();
}

/**
 * Session events: sign-in and logout requests from remotes over the bus; from other tabs,
 * a logout there logs out here and a refresh there updates the token here.
 */
export function listenToSessionEvents(): () => void {
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      if (event.data?.type === 'logout' && store.get(authAtom).isAuthenticated) logout({ broadcast: false, callServer: false });
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== AUTH_STORAGE_KEY) return;
    const stored = readStoredAuth();
    if (!stored.isAuthenticated) {
      if (store.get(authAtom).isAuthenticated) logout({ broadcast: false, callServer: false });
    } else {
      store.set(authAtom, stored);
    }
  };
  window.addEventListener('storage', onStorage);
  api.configure({ onError: endSessionOnRefusal });
  const offLogout = onLogoutRequest();
  const offSignIn = onSignedIn();
  const offUserRefresh = onUserRefreshRequest();
  const offUserUpdated = onUserUpdated();
  const offCreditsChanged = onCreditsChanged();
  return () => {
    offSignIn();
    offUserRefresh();
    offUserUpdated();
    offCreditsChanged();
    channel?.close();
    channel = null;
    window.removeEventListener('storage', onStorage);
    api.configure({ onError: undefined });
    offLogout();
  };
}

/** A remote signed the member in: take the session over and open the right first page. */
function onSignedIn(): () => void {
  const handler = (grant: SessionGrant & { redirectTo?: string }) => {
    startSession(grant).then(
      (user) => navigate(grant.redirectTo ?? (user && !user.emailValidated ? VERIFY_PATH : AUTHENTICATED_HOME)),
      () => showToast(PLATFORM_MESSAGES.generic, 'error'),
    );
  };
  bus.on('auth:signed-in', handler);
  return () => bus.off('auth:signed-in', handler);
}

/**
 * The shell is the one owner of the current user: a remote's call returned the member (or the
 * fields it changed), and the shell takes it in and keeps the stored copy with it.
 */
export function applyUserUpdate(update: UserUpdate): void {
  const current = store.get(userAtom);
  if (!store.get(authAtom).isAuthenticated || !current || current._id !== update._id) return;
  const user = { ...current, ...update };
  store.set(userAtom, user);
  storeUser(user);
}

function onUserUpdated(): () => void {
  bus.on('user:updated', applyUserUpdate);
  return () => bus.off('user:updated', applyUserUpdate);
}

/** The server counted the member's credits anew (the user channel says so): taken in, nothing reloaded. */
function onCreditsChanged(): () => void {
  const handler = ({ credits }: { credits: number }) => {
    const current = store.get(userAtom);
    if (current) applyUserUpdate({ _id: current._id, credits });
  };
  bus.on('credits:changed', handler);
  return () => bus.off('credits:changed', handler);
}

/** A remote changed something about the member (credits, promotions): reload the user everywhere. */
function onUserRefreshRequest(): () => void {
  const handler = () => {
    if (store.get(authAtom).isAuthenticated) void loadCurrentUser().catch(() => undefined);
  };
  bus.on('user:refresh', handler);
  return () => bus.off('user:refresh', handler);
}

/** Remotes ask for a logout over the bus. */
function onLogoutRequest(): () => void {
  // Several voices may ask for one logout (the settings page after deactivating, and the user
  // channel's `logout` from the server): the first one ends the session, the others are no-ops.
  const handler = (event: { reason?: string }) => {
    if (store.get(authAtom).isAuthenticated) logout({ reason: event.reason });
  };
  bus.on('auth:logout', handler);
  return () => bus.off('auth:logout', handler);
}
