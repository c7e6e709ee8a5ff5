// The one QueryClient of the page: every remote's queries share its cache (react-query is a
// federation singleton, so the remotes' hooks read the context the shell provides). This module
// loads with the first remote route or popup, never on the landing page.
import { QueryClient } from '@tanstack/react-query';
import { SERVER_STATE_DEFAULTS, bus, userAtom } from '@heartline/contracts';
import { store } from '../../lib/store';

export const queryClient = new QueryClient({ defaultOptions: SERVER_STATE_DEFAULTS });

// What one member's pages loaded is never shown to the next one signing in on this tab.
bus.on('session:ended', () => queryClient.clear());

// A membership bought, renewed or ended changes what the server answers the member (every photo of
// a profile, the favourites): when VIP changes (this tab's purchase, or another tab's through the
// user channel's userUpdate), the pages on screen read their data again, without a reload.
let wasPremium = store.get(userAtom)?.isPremium;
store.sub(userAtom, () => {
  const user = store.get(userAtom);
  const isPremium = user?.isPremium;
  if (user && wasPremium !== undefined && isPremium !== wasPremium) void queryClient.invalidateQueries();
  wasPremium = isPremium;
});
