// The user real-time channel (member spec §7, §9): the contracts' one socket channel
// (platform/socket-channel.ts: heartbeat, 6 tries 10 s apart, then a manual reconnect, 4401 ends
// the session) on /ws/user, its frames routed onto the bus.
import {
  USER_CHANNEL_PATH,
  MESSAGES,
  bus,
  createSocketChannel,
  socketChannelUrl,
  type SocketChannel,
  type SocketChannelState,
  type UserChannelEvent,
} from '@heartline/contracts';
import { routeChannelEvent } from './channel-events';

/** The states the bus announces, and `closed` before the first open and after a close. */
export type ChannelState = SocketChannelState;

export type UserChannel = SocketChannel<{ type: 'ping' }>;

export interface UserChannelOptions {
  /** The socket address with the current token, or null when there is no session. */
  url: () => string | null;
  createSocket?: (url: string) => WebSocket;
}

/** `${apiUrl}/ws/user?token=…` on ws: or wss:, as the API is on http: or https:. */
export function userChannelUrl(apiUrl: string, token: string): string {
  return socketChannelUrl(apiUrl, USER_CHANNEL_PATH, token);
}

export function createUserChannel({ url, createSocket }: UserChannelOptions): UserChannel {
  return createSocketChannel<UserChannelEvent, { type: 'ping' }>({
    url,
    createSocket,
    onEvent: routeChannelEvent,
    onState: (state) => bus.emit('realtime:status', { state }),
    // Refused without a logout frame: the token is no longer accepted.
    onUnauthorised: () => bus.emit('auth:logout', { reason: MESSAGES.sessionExpired }),
  });
}
