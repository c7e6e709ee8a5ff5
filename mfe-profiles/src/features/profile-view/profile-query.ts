import { queryOptions } from '@tanstack/react-query';
import { getProfile } from '@heartline/contracts';
import { queryKeys } from '../../lib/query-keys';

/** GET /profile/:id, for the profile page; the favourite toggle writes its answer into it. */
export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.profile(id),
    queryFn: ({ signal }) => getProfile(id, { loader: false, signal }),
  });
