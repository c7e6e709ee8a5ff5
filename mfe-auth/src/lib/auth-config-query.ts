import { queryOptions } from '@tanstack/react-query';
import { getAuthConfig } from '@heartline/contracts';
import { queryKeys } from './query-keys';

/**
 * GET /auth/config, read once per page load by whoever needs it first (the captcha, the single
 * sign-on button): the settings do not change while the page is open. A failed read is asked
 * again by the next `fetchQuery`.
 */
export const authConfigQuery = queryOptions({
  queryKey: queryKeys.authConfig(),
  queryFn: () => getAuthConfig(),
  staleTime: Infinity,
});
