// The profiles list for the search in the address (or the member's preferences on a plain
// /profiles): one infinite query per search, whose first fetch asks for pages 1 to the address's
// page at once and "load more" for the next one. A kept list is shown as it was. Changing
// filters, sort or page size is a new history entry, so the back button returns to the previous
// search; "load more" only moves the page in the current entry.
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@heartline/contracts/router';
import { searchProfiles, userAtom } from '@heartline/contracts';
import type { ProfileFilters, ProfileSorting } from '@heartline/contracts/schemas';
import { queryKeys } from '../../lib/query-keys';
import { preferredFilters } from './member-preferences';
import {
  NO_LIST_SCROLL,
  PROFILE_FIRST_PAGE,
  listOf,
  listScrollAtom,
  nextPages,
  type ListAnchor,
  type PageRange,
  type PagesAnswer,
} from './profiles-list-state';
import { DEFAULT_SORTING, readSearch, searchKey, searchOfKey, writeSearch, type ProfileSearch } from './search-address';
import { toSearchParams } from './search-query';
import { rememberPlainListWhenIdle } from './early-list';

export type ListStatus = 'idle' | 'loading' | 'loading-more' | 'failed';

/** A shared address may say page 40: the list shows at most this many pages at once on arrival. */
const MAX_PAGES_ON_ARRIVAL = 10;

async function fetchPages({ filters, sorting }: ProfileSearch, { first, last }: PageRange, signal: AbortSignal): Promise<PagesAnswer> {
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const answers = await Promise.all(
    pages.map((page) => searchProfiles(toSearchParams(filters, { ...sorting, page }), { loader: false, signal })),
  );
  const lastAnswer = answers.at(-1)!;
  return { profiles: answers.flatMap((answer) => answer.profiles), total: lastAnswer.total, last, lastCount: lastAnswer.profiles.length };
}

/** `grid`: where the cards are drawn, measured for the next direct visit's early paint. */
export function useProfilesList(grid?: RefObject<HTMLElement | null>) {
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const scroll = useAtomValue(listScrollAtom);
  const setScroll = useSetAtom(listScrollAtom);
  const [params, setParams] = useSearchParams();

  const preferences = useMemo(() => preferredFilters(user), [user]);
  const explicit = useMemo(() => readSearch(params), [params]);
  const key = searchKey(explicit ?? { filters: preferences, sorting: DEFAULT_SORTING });
  // Rebuilt from its key, so it stays the same object while the search does.
  const search = useMemo(() => searchOfKey(key), [key]);
  const { filters, sorting } = search;
  const wantedPage = Math.min(explicit?.sorting.page ?? PROFILE_FIRST_PAGE, MAX_PAGES_ON_ARRIVAL);
  /** The search on screen now, for a "load more" that answers after the member changed it. */
  const currentKey = useRef(key);

  const query = useInfiniteQuery({
    queryKey: queryKeys.profileList(key),
    queryFn: ({ pageParam, signal }) => fetchPages(search, pageParam, signal),
    initialPageParam: { first: PROFILE_FIRST_PAGE, last: wantedPage } as PageRange,
    getNextPageParam: (_last, answers) => nextPages(answers),
    // The kept list (member spec §2) is shown as it was until the member leaves the profiles pages.
    staleTime: Infinity,
  });

  // One kept list, the current search's (as before this list had a cache): the back button to an
  // earlier search loads that search afresh.
  useEffect(() => {
    currentKey.current = key;
    queryClient.removeQueries({ queryKey: queryKeys.profileLists(), predicate: (cached) => cached.queryKey[1] !== key });
  }, [queryClient, key]);

  // A plain /profiles, once its first page is in: remembered for the member's next direct visit.
  const arrived = query.data !== undefined;
  const member = user?._id;
  useEffect(() => {
    if (!arrived || !member || explicit !== null) return undefined;
    return rememberPlainListWhenIdle(member, search, () => grid?.current ?? null);
  }, [arrived, member, explicit, search, grid]);

  const loadMore = async () => {
    const forKey = key;
    const result = await query.fetchNextPage();
    if (result.isError || currentKey.current !== forKey || !result.data) return;
    // The page joins the address once its cards are in, so the list above is not loaded again.
    const { page } = listOf(result.data.pages);
    setParams(writeSearch({ filters, sorting: { ...sorting, page } }), { replace: true, preventScrollReset: true });
  };

  const go = (next: { filters?: ProfileFilters; sorting?: Partial<ProfileSorting> }) =>
    setParams(writeSearch({ filters: next.filters ?? filters, sorting: { ...sorting, ...next.sorting, page: PROFILE_FIRST_PAGE } }));

  const kept = query.data !== undefined;
  const status: ListStatus =
    query.isError && !query.isFetching ? 'failed' : !kept ? 'loading' : query.isFetchingNextPage ? 'loading-more' : 'idle';
  // The same list object while the answer is: the page draws its cards in slices from it (cards-in-slices.ts).
  const list = useMemo(() => listOf(query.data?.pages ?? []), [query.data]);
  // Where this search's kept list was left; none for a list loaded afresh.
  const left = kept && scroll.key === key ? scroll : NO_LIST_SCROLL;
  return {
    /** The list of the search in the address, once it has arrived; the scroll it was left at. */
    state: { ...list, loaded: kept, scrollY: left.scrollY, anchor: left.anchor },
    search,
    preferences,
    status,
    applyFilters: (next: ProfileFilters) => go({ filters: next }),
    setSort: (sortBy: ProfileSorting['sortBy']) => go({ sorting: { sortBy } }),
    setLimit: (limit: number) => go({ sorting: { limit } }),
    loadMore: () => void loadMore(),
    retry: () => void (kept ? loadMore() : query.refetch()),
    rememberScroll: (scrollY: number, anchor?: ListAnchor) => setScroll({ key, scrollY, ...(anchor && { anchor }) }),
  };
}
