import type { User } from '../entities/user';
import { api } from './client';

export function getUser(id: string, options: { loader?: boolean } = {}): Promise<User> {
  return api.request<User>('get', `/user/${encodeURIComponent(id)}`, options);
}
