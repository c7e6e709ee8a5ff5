// The one QueryClient of the page: every remote's queries share its cache (react-query is a
// federation singleton, so the remotes' hooks read the context the shell provides). This module
// loads with the first remote route or popup, never on the landing page.
import { QueryClient } from '@tanstack/react-query';
import { SERVER_STATE_DEFAULTS, bus, userAtom } from '@heartline/contracts';
import type { User } from '@heartline/contracts/schemas';
import { store } from '../../lib/store';

export const queryClient = new QueryClient({ defaultOptions: SERVER_STATE_DEFAULTS });

// What one member's pages loaded is never shown to the next one signing in on this tab.
bus.on('session:ended', () => queryClient.clear());

// A membership bought, renewed or ended changes what the server answers the member (every photo of
// a profile, the favourites): when VIP or what the membership grants changes (this tab's purchase,
// or another tab's through the user channel's userUpdate), the pages on screen read their data
// again, without a reload.
const membershipOf = (user: User | null | undefined) =>
  user ? `${user.isPremium}:${(user.membershipFeatures ?? []).join(',')}` : undefined;
let wasMembership = membershipOf(store.get(userAtom));
store.sub(userAtom, () => {
  const user = store.get(userAtom);
  const membership = membershipOf(user);
  if (user && wasMembership !== undefined && membership !== wasMembership) void queryClient.invalidateQueries();
  wasMembership = membership;
});
