import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@heartline/contracts/router';
import { bus } from '@heartline/contracts';
import { PROFILES_LIST_PATH, profilesListHrefAtom } from '../../lib/profiles-list-href';
import { queryKeys } from '../../lib/query-keys';
import { NO_LIST_SCROLL, listScrollAtom } from './profiles-list-state';

/**
 * The parent of /profiles and /profile/:id. It stays mounted while the member moves between the
 * list and a profile, and unmounts when they go anywhere else: the kept list belongs to one visit
 * (member spec §2). Leaving forgets its scroll and "Back to profiles" address; a logout too (and
 * the shell then clears every query).
 */
export function ProfilesSection() {
  const queryClient = useQueryClient();
  const setScroll = useSetAtom(listScrollAtom);
  const setListHref = useSetAtom(profilesListHrefAtom);
  // A new visit starts without the last visit's list. Dropped on the first render, before the
  // list page under it asks for its own: dropping it when leaving would, under StrictMode's
  // rehearsal unmount, cut the list page off the query it had just started.
  useState(() => queryClient.removeQueries({ queryKey: queryKeys.profileLists() }));
  useEffect(() => {
    const reset = () => {
      setScroll(NO_LIST_SCROLL);
      setListHref(PROFILES_LIST_PATH);
    };
    bus.on('session:ended', reset);
    return () => {
      bus.off('session:ended', reset);
      reset();
    };
  }, [setScroll, setListHref]);
  return <Outlet />;
}
