// The agent real-time channel (agent spec §7, §9) for the console: the contracts' one socket
// channel (heartbeat every 60 s, 6 tries 10 s apart, then a manual reconnect) on /ws/agent with the
// staff token. Its frames go to the caller: a member's message queued in the agent's brands, the
// forced logout ('New device login').
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  MESSAGES,
  STAFF_CHANNEL_PATH,
  api,
  authAtom,
  createSocketChannel,
  socketChannelUrl,
  type SocketChannel,
  type SocketChannelState,
  type StaffChannelEvent,
} from '@heartline/contracts';

export interface StaffChannelHandlers {
  onEvent(event: StaffChannelEvent): void;
  /** The API refused the token (4401 without a logout frame). */
  onUnauthorised(reason: string): void;
}

export interface StaffChannelControl {
  state: SocketChannelState;
  reconnect(): void;
  send(frame: { type: string; data?: unknown }): boolean;
}

/** `${apiUrl}/ws/agent?token=…` on ws: or wss:. */
export function staffChannelUrl(token: string): string {
  return socketChannelUrl(api.publicUrl('/'), STAFF_CHANNEL_PATH, token);
}

export function useStaffChannel(handlers: StaffChannelHandlers, createSocket?: (url: string) => WebSocket): StaffChannelControl {
  const { token } = useAtomValue(authAtom);
  const signedIn = token !== null;
  const [state, setState] = useState<SocketChannelState>('closed');
  // The newest token for each (re)connection; a refresh does not reconnect (the server checks the session on every ping).
  const currentUrl = useEffectEvent(() => (token ? staffChannelUrl(token) : null));
  const onEvent = useEffectEvent((event: StaffChannelEvent) => handlers.onEvent(event));
  const onUnauthorised = useEffectEvent(() => handlers.onUnauthorised(MESSAGES.sessionExpired));
  const channelRef = useRef<SocketChannel<{ type: string; data?: unknown }> | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    const channel = createSocketChannel<StaffChannelEvent, { type: string; data?: unknown }>({
      url: () => currentUrl(),
      createSocket,
      onEvent: (event) => onEvent(event),
      onUnauthorised: () => onUnauthorised(),
    });
    channelRef.current = channel;
    const off = channel.subscribe(() => setState(channel.getState()));
    channel.open();
    return () => {
      off();
      channel.close();
      channelRef.current = null;
    };
  }, [signedIn, createSocket]);

  return {
    state,
    reconnect: () => channelRef.current?.reconnect(),
    send: (frame) => channelRef.current?.send(frame) ?? false,
  };
}
