// The harness and the test kit stand in for the shell, so each gives the remote a QueryClient of
// its own built with the shell's defaults (from the contracts, which both import: one definition,
// and a remote is tested with the freshness and retries it runs with).
import { QueryClient } from '@tanstack/react-query';
import { SERVER_STATE_DEFAULTS } from '@heartline/contracts';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: SERVER_STATE_DEFAULTS });
}
