// How the remotes' server state (TanStack Query) behaves: the defaults of the shell's one
// QueryClient, and of the remote kit's harness and test clients, so a remote is tested as the
// shell runs it. Here, below both, because the kit stands in for the shell but imports no app.
// Plain values only: importing this loads nothing, and the contracts need no react-query (the
// QueryClient each of them builds checks the shape).

/** An answer counts as fresh this long: coming back to a page within it shows it without asking again. */
export const SERVER_STATE_FRESH_MS = 30_000;

export const SERVER_STATE_DEFAULTS = {
  queries: {
    staleTime: SERVER_STATE_FRESH_MS,
    // The API client already retries a GET once on 408, 409, 425, 429, 5xx and network failures;
    // a 4xx answer will not change on asking again. A second layer of retries would only hold
    // the member in front of a skeleton before the error and its "Try again".
    retry: false,
    // The user channel tells the pages what changed (invalidation from socket events); a refetch
    // on every return to the tab would move lists under the member's eyes (the kept profile list).
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
} as const;
