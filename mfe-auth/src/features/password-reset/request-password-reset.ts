import { api } from '@heartline/contracts';

/** POST /forgot-password: the answer never says whether the address has an account. */
export function requestPasswordReset(email: string): Promise<void> {
  return api.request<void>('post', '/forgot-password', { json: { email } });
}
