// The profiles list for the search in the address (or the member's preferences on a plain
// /profiles): pages 1 to the address's page whenever nothing is kept for that search, the next
// page on "load more". A kept list is shown as it was. Changing filters, sort or page size is a
// new history entry, so the back button returns to the previous search; "load more" only moves
// the page in the current entry.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useSearchParams } from '@heartline/contracts/router';
import { searchProfiles, userAtom } from '@heartline/contracts';
import type { ProfileFilters, ProfileSorting, ProfilesPage } from '@heartline/contracts/schemas';
import { preferredFilters } from './member-preferences';
import { PROFILE_FIRST_PAGE, initialListState, profilesListAtom, withPage } from './profiles-list-state';
import { DEFAULT_SORTING, readSearch, searchKey, searchOfKey, writeSearch } from './search-address';
import { toSearchParams } from './search-query';

export type ListStatus = 'idle' | 'loading' | 'loading-more' | 'failed';

/** A shared address may say page 40: the list shows at most this many pages at once on arrival. */
const MAX_PAGES_ON_ARRIVAL = 10;

export function useProfilesList() {
  const store = useStore();
  const state = useAtomValue(profilesListAtom);
  const user = useAtomValue(userAtom);
  const [params, setParams] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  /** The arrival load that failed, and the state of "load more", each for the search it was for. */
  const [failedLoad, setFailedLoad] = useState<string | null>(null);
  const [moreLoad, setMoreLoad] = useState<{ key: string; failed: boolean } | null>(null);
  const more = useRef<AbortController | null>(null);

  const preferences = useMemo(() => preferredFilters(user), [user]);
  const explicit = useMemo(() => readSearch(params), [params]);
  const key = searchKey(explicit ?? { filters: preferences, sorting: DEFAULT_SORTING });
  // Rebuilt from its key, so it stays the same object while the search does.
  const search = useMemo(() => searchOfKey(key), [key]);
  const { filters, sorting } = search;
  const wantedPage = Math.min(explicit?.sorting.page ?? PROFILE_FIRST_PAGE, MAX_PAGES_ON_ARRIVAL);
  const kept = state.key === key && state.loaded;
  const loadId = `${attempt}:${wantedPage}:${key}`;

  // Pages 1 to the address's page, unless the kept list already holds them.
  useEffect(() => {
    const current = store.get(profilesListAtom);
    if (current.key === key && current.loaded && current.page >= wantedPage) return;
    const controller = new AbortController();
    more.current?.abort();
    store.set(profilesListAtom, initialListState(key));
    const pages = Array.from({ length: wantedPage }, (_, index) => index + PROFILE_FIRST_PAGE);
    const asked = pages.map((page) => searchProfiles(toSearchParams(search.filters, { ...search.sorting, page }), { loader: false, signal: controller.signal }));
    Promise.all(asked).then(
      (answers: ProfilesPage[]) =>
        store.set(profilesListAtom, (list) => answers.reduce((next, answer, index) => withPage(next, pages[index]!, answer.profiles, answer.total), list)),
      () => {
        if (!controller.signal.aborted) setFailedLoad(loadId);
      },
    );
    return () => controller.abort();
  }, [key, search, wantedPage, loadId, store]);

  useEffect(() => () => more.current?.abort(), []);

  const loadMore = async () => {
    more.current?.abort();
    const controller = new AbortController();
    more.current = controller;
    const page = store.get(profilesListAtom).page + 1;
    setMoreLoad({ key, failed: false });
    try {
      const answer = await searchProfiles(toSearchParams(filters, { ...sorting, page }), { loader: false, signal: controller.signal });
      store.set(profilesListAtom, (list) => withPage(list, page, answer.profiles, answer.total));
      // The page joins the address once its cards are in, so the list above is not loaded again.
      setParams(writeSearch({ filters, sorting: { ...sorting, page } }), { replace: true, preventScrollReset: true });
      if (!controller.signal.aborted) setMoreLoad(null);
    } catch {
      if (!controller.signal.aborted) setMoreLoad({ key, failed: true });
    }
  };

  const go = (next: { filters?: ProfileFilters; sorting?: Partial<ProfileSorting> }) =>
    setParams(writeSearch({ filters: next.filters ?? filters, sorting: { ...sorting, ...next.sorting, page: PROFILE_FIRST_PAGE } }));

  const moreOfThisSearch = moreLoad?.key === key ? moreLoad : null;
  const status: ListStatus = failedLoad === loadId || moreOfThisSearch?.failed ? 'failed' : !kept ? 'loading' : moreOfThisSearch ? 'loading-more' : 'idle';
  return {
    /** The kept list, once it answers the search in the address. */
    state: kept ? state : initialListState(key),
    search,
    preferences,
    status,
    applyFilters: (next: ProfileFilters) => go({ filters: next }),
    setSort: (sortBy: ProfileSorting['sortBy']) => go({ sorting: { sortBy } }),
    setLimit: (limit: number) => go({ sorting: { limit } }),
    loadMore: () => void loadMore(),
    retry: () => (kept ? void loadMore() : setAttempt((n) => n + 1)),
    rememberScroll: (scrollY: number) => store.set(profilesListAtom, (current) => ({ ...current, scrollY })),
  };
}
