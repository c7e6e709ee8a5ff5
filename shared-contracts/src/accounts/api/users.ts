import type { User } from '../entities/user';
import { api } from '../../platform/api/client';

export function getUser(id: string, options: { loader?: boolean } = {}): Promise<User> {
  return api.request<User>('get', `/user/${encodeURIComponent(id)}`, options);
}

/** Records on the member that they accepted these terms (member spec §2); answers the updated record. */
export function acceptTerms(id: string, version: string): Promise<User> {
  return api.request<User>('post', `/user/${encodeURIComponent(id)}/terms`, { json: { version }, loader: false });
}
