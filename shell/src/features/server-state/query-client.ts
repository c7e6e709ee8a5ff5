// The one QueryClient of the page: every remote's queries share its cache (react-query is a
// federation singleton, so the remotes' hooks read the context the shell provides). This module
// loads with the first remote route or popup, never on the landing page.
import { QueryClient } from '@tanstack/react-query';
import { SERVER_STATE_DEFAULTS, bus } from '@heartline/contracts';

export const queryClient = new QueryClient({ defaultOptions: SERVER_STATE_DEFAULTS });

// What one member's pages loaded is never shown to the next one signing in on this tab.
bus.on('session:ended', () => queryClient.clear());
