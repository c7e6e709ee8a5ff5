import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { Outlet } from '@heartline/contracts/router';
import { bus } from '@heartline/contracts';
import { PROFILES_LIST_PATH, profilesListHrefAtom } from '../../lib/profiles-list-href';
import { resetProfilesListAtom } from './profiles-list-state';

/**
 * The parent of /profiles and /profile/:id. It stays mounted while the member moves between the
 * list and a profile, and unmounts when they go anywhere else: that is when the kept list is
 * reset (member spec §2). A logout resets it too.
 */
export function ProfilesSection() {
  const resetList = useSetAtom(resetProfilesListAtom);
  const setListHref = useSetAtom(profilesListHrefAtom);
  useEffect(() => {
    const reset = () => {
      resetList();
      setListHref(PROFILES_LIST_PATH);
    };
    bus.on('session:ended', reset);
    return () => {
      bus.off('session:ended', reset);
      reset();
    };
  }, [resetList, setListHref]);
  return <Outlet />;
}
