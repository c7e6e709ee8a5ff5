// The keys of this remote's queries in the shell's one QueryClient, whose cache every remote
// shares. A key is the GET path's segments, then what else tells two answers apart
// (['profile', id] for GET /profile/:id), so the same answer has the same key whoever asks
// for it, and a prefix (['interests', 'favorites']) invalidates every page under it.
import type { InterestKind } from '@heartline/contracts/schemas';

export const queryKeys = {
  /** GET /profiles: every list, or the pages of one search (its searchKey: filters, sort, page size). */
  profileLists: () => ['profiles'] as const,
  profileList: (search: string) => ['profiles', search] as const,
  /** GET /profile/:id */
  profile: (id: string) => ['profile', id] as const,
  /** GET /interests/:kind: every page of a kind, or one page. */
  interests: (kind: InterestKind) => ['interests', kind] as const,
  interestsPage: (kind: InterestKind, page: number) => ['interests', kind, page] as const,
  /** GET /matches */
  matches: () => ['matches'] as const,
};
