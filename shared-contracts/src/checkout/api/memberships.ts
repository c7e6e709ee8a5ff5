// The member's memberships and purchases: stopping a renewal (the membership stays until its end
// date), and a paid order's receipt mailed again.
import type { Subscription } from '../../accounts/entities/user';
import { api } from '../../platform/api/client';

/** Stops the membership's renewal; answers it with `renews: false`. */
export function stopRenewal(subscriptionId: string): Promise<Subscription> {
  return api.request<Subscription>('patch', `/subscriptions/${encodeURIComponent(subscriptionId)}`, {
    json: { renews: false },
    loader: false,
  });
}

/** Mails the receipt of a paid order again; answers the sentence to show. */
export function resendReceipt(orderId: string): Promise<{ message: string }> {
  return api.request<{ message: string }>('post', `/order/${encodeURIComponent(orderId)}/receipt`, { loader: false });
}
