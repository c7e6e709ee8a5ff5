// Shared jotai atoms. The shell holds the one store; remotes read these with hooks because
// `jotai` and `@heartline/contracts` are shared singletons.
import { atom } from 'jotai';
import type { Brand } from './entities/brand';
import type { User } from './entities/user';
import type { QueuedPopup } from './popups';

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
export const userAtom = atom<User | null>(null);
export const brandAtom = atom<Brand | null>(null);
export const popupQueueAtom = atom<QueuedPopup[]>([]);
/** Requests currently showing the page loader; the loader shows while it is above zero. */
export const pageLoaderCountAtom = atom(0);
export const pageLoaderVisibleAtom = atom((get) => get(pageLoaderCountAtom) > 0);
