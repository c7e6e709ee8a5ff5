// Shared jotai atoms. The shell holds the one store; remotes read these with hooks because
// `jotai` and `@heartline/contracts` are shared singletons.
import { atom } from 'jotai';
import type { Brand } from './entities/brand';
import type { User } from '../accounts/entities/user';
import type { QueuedPopup } from './popups';
import { readTokenClaims, type SessionRole } from '../accounts/rules/session-role';

export interface AuthState {
  isAuthenticated: boolean;
  token: string | null;
  /** Millisecond timestamp. */
  expiryDate: number | null;
  /** How often the shell checks for a refresh, in ms. */
  tokenUpdateInterval: number | null;
}

export const SIGNED_OUT: AuthState = { isAuthenticated: false, token: null, expiryDate: null, tokenUpdateInterval: null };

export const authAtom = atom<AuthState>(SIGNED_OUT);
/** The role of the signed-in session (member, agent or admin), read from its token; null when signed out. */
export const sessionRoleAtom = atom<SessionRole | null>((get) =>
  get(authAtom).isAuthenticated ? (readTokenClaims(get(authAtom).token)?.role ?? null) : null,
);
export const userAtom = atom<User | null>(null);
export const brandAtom = atom<Brand | null>(null);
export const popupQueueAtom = atom<QueuedPopup[]>([]);
/** Requests currently showing the page loader; the loader shows while it is above zero. */
export const pageLoaderCountAtom = atom(0);
export const pageLoaderVisibleAtom = atom((get) => get(pageLoaderCountAtom) > 0);
