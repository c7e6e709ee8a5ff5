// Loaded once a member is signed in (see user-channel-mount.tsx): follows the session with the
// user channel and shows the offline banner when the retries ran out.
import { useEffect, useSyncExternalStore } from 'react';
import { bus } from '@heartline/contracts';
import { OfflineBanner } from './offline-banner';
import { followSession, sessionUserChannel } from './session-channel';
import type { UserChannel } from './user-channel';

export function RealtimePanel({ channel }: { channel: UserChannel }) {
  const state = useSyncExternalStore(channel.subscribe, channel.getState);
  return state === 'offline' ? <OfflineBanner onReconnect={() => bus.emit('realtime:reconnect', undefined)} /> : null;
}

export default function SessionRealtimePanel() {
  useEffect(followSession, []);
  return <RealtimePanel channel={sessionUserChannel()} />;
}
