import type { AutologinResponse, TokenResponse } from '../entities/auth';
import { api } from '../../platform/api/client';

export function signIn(username: string, password: string): Promise<TokenResponse> {
  return api.request<TokenResponse>('post', '/authenticate', { json: { username, password }, anonymous: true });
}

/** PATCH /authenticate: holds every other request until the new token is in. */
export function refreshToken(): Promise<TokenResponse> {
  return api.request<TokenResponse>('patch', '/authenticate', { json: { refresh: true }, lock: true, loader: false });
}

export function autologin(token: string): Promise<AutologinResponse> {
  return api.request<AutologinResponse>('get', '/autologin', { searchParams: { token }, anonymous: true });
}

/** Ends the session on the server; the shell clears local state whatever the answer. */
export function signOut(): Promise<void> {
  return api.request<void>('delete', '/authenticate', { loader: false });
}
