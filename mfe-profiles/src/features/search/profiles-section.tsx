import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { Outlet } from '@heartline/contracts/router';
import { bus } from '@heartline/contracts';
import { resetProfilesListAtom } from './profiles-list-state';

/**
 * The parent of /profiles and /profile/:id. It stays mounted while the member moves between the
 * list and a profile, and unmounts when they go anywhere else: that is when the kept list is
 * reset (member spec §2). A logout resets it too.
 */
export function ProfilesSection() {
  const reset = useSetAtom(resetProfilesListAtom);
  useEffect(() => {
    const onSessionEnded = () => reset();
    bus.on('session:ended', onSessionEnded);
    return () => {
      bus.off('session:ended', onSessionEnded);
      reset();
    };
  }, [reset]);
  return <Outlet />;
}
