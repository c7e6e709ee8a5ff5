// The member's memberships: stopping a renewal (the membership stays until its end date).
import type { Subscription } from '../../accounts/entities/user';
import { api } from '../../platform/api/client';

/** Stops the membership's renewal; answers it with `renews: false`. */
export function stopRenewal(subscriptionId: string): Promise<Subscription> {
  return api.request<Subscription>('patch', `/subscriptions/${encodeURIComponent(subscriptionId)}`, {
    json: { renews: false },
    loader: false,
  });
}
