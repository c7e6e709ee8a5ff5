// In the root shell: loads the user channel's code only for a signed-in member, so a visitor's
// pages never download it.
import { Suspense, lazy } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom } from '@heartline/contracts';

const SessionRealtimePanel = lazy(() => import('./realtime-panel'));

export function UserChannelMount() {
  const { isAuthenticated } = useAtomValue(authAtom);
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <SessionRealtimePanel />
    </Suspense>
  );
}
