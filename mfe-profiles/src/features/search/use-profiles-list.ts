// Loads the profiles list into the kept atom: the first page whenever nothing is kept for the
// current filters and sorting, the next page on "load more". A kept list is shown as it was.
import { useEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { searchProfiles } from '@heartline/contracts';
import type { ProfileFilters, ProfileSorting } from '@heartline/contracts/schemas';
import { PROFILE_FIRST_PAGE, profilesListAtom, withPage } from './profiles-list-state';
import { toSearchParams } from './search-query';

export type ListStatus = 'idle' | 'loading' | 'loading-more' | 'failed';

export function useProfilesList() {
  const [state, setState] = useAtom(profilesListAtom);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const more = useRef<AbortController | null>(null);
  const { loaded, filters, sorting } = state;

  // The first page, whenever the list was reset (new filters or sorting, or nothing kept).
  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    searchProfiles(toSearchParams(filters, { ...sorting, page: PROFILE_FIRST_PAGE }), { loader: false, signal: controller.signal }).then(
      (answer) => setState((current) => withPage(current, PROFILE_FIRST_PAGE, answer.profiles, answer.total)),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [loaded, filters, sorting, setState]);

  useEffect(() => () => more.current?.abort(), []);

  const loadMore = async () => {
    more.current?.abort();
    const controller = new AbortController();
    more.current = controller;
    const page = sorting.page + 1;
    setLoadingMore(true);
    setFailed(false);
    try {
      const answer = await searchProfiles(toSearchParams(filters, { ...sorting, page }), { loader: false, signal: controller.signal });
      setState((current) => withPage(current, page, answer.profiles, answer.total));
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      if (!controller.signal.aborted) setLoadingMore(false);
    }
  };

  const restart = (patch: { filters?: ProfileFilters; sorting?: Partial<ProfileSorting> }) => {
    more.current?.abort();
    setFailed(false);
    setLoadingMore(false);
    setState((current) => ({
      ...current,
      filters: patch.filters ?? current.filters,
      sorting: { ...current.sorting, ...patch.sorting, page: PROFILE_FIRST_PAGE },
      profiles: [],
      total: 0,
      canLoadMore: false,
      scrollY: 0,
      loaded: false,
    }));
  };

  const status: ListStatus = failed ? 'failed' : !loaded ? 'loading' : loadingMore ? 'loading-more' : 'idle';
  return {
    state,
    status,
    applyFilters: (next: ProfileFilters) => restart({ filters: next }),
    setSort: (sortBy: ProfileSorting['sortBy']) => restart({ sorting: { sortBy } }),
    setLimit: (limit: number) => restart({ sorting: { limit } }),
    loadMore: () => void loadMore(),
    retry: () => {
      setFailed(false);
      if (loaded) void loadMore();
      // A new filters object with the same values asks for the first page again.
      else setState((current) => ({ ...current, filters: { ...current.filters } }));
    },
    rememberScroll: (scrollY: number) => setState((current) => ({ ...current, scrollY })),
  };
}
