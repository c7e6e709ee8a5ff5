// Auth and user state persisted in local storage (member spec §3, §9).
import { SIGNED_OUT, type AuthState, type User } from '@heartline/contracts';

export const AUTH_STORAGE_KEY = 'heartline.auth';
export const USER_STORAGE_KEY = 'heartline.user';

export function readStoredAuth(): AuthState {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return SIGNED_OUT;
    const parsed = JSON.parse(raw) as Partial<AuthState>;
    if (typeof parsed.token !== 'string' || typeof parsed.expiryDate !== 'number') return SIGNED_OUT;
    return {
      isAuthenticated: true,
      token: parsed.token,
      expiryDate: parsed.expiryDate,
      tokenUpdateInterval: typeof parsed.tokenUpdateInterval === 'number' ? parsed.tokenUpdateInterval : null,
    };
  } catch {
    return SIGNED_OUT;
  }
}

export function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function storeAuth(state: AuthState): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
}

export function storeUser(user: User | null): void {
  if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_STORAGE_KEY);
}
