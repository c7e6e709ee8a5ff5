// The session's shared jotai atoms: the token, the role it carries and the member. The shell holds
// the one store and is their one writer; remotes read them with hooks because `jotai` and
// `@heartline/contracts` are shared singletons.
import { atom } from 'jotai';
import type { User } from './entities/user';
import { readTokenClaims, type SessionRole } from './rules/session-role';

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
/**
 * The page an unverified member asked for when the shell's guard held them on /verify (null when
 * none): the verify page says why they are there and opens that page once the email is confirmed.
 */
export const heldForVerificationAtom = atom<string | null>(null);
