// The user real-time channel (member spec §7, §9): one websocket to the API opened with the access
// token, `open` from the API's first frame. It pings on opening and every WEBSOCKET_HEARTBEAT_MS;
// when the connection is lost it tries again WEBSOCKET_RECONNECT_TRIES times
// WEBSOCKET_RECONNECT_DELAY_MS apart, then goes `offline` and waits for a manual reconnect. A 4401
// close means the session is over: no retry.
import {
  REALTIME_UNAUTHORISED_CLOSE,
  USER_CHANNEL_PATH,
  WEBSOCKET_HEARTBEAT_MS,
  WEBSOCKET_RECONNECT_DELAY_MS,
  WEBSOCKET_RECONNECT_TRIES,
  MESSAGES,
  bus,
  type RealtimeState,
  type UserChannelEvent,
} from '@heartline/contracts';
import { now } from '../../lib/clock';
import { routeChannelEvent } from './channel-events';

const SOCKET_CONNECTING = 0;
const SOCKET_OPEN = 1;

/** The states the bus announces, and `closed` before the first open and after a close. */
export type ChannelState = RealtimeState | 'closed';

export interface UserChannel {
  /** Connects unless already connected, connecting or waiting to retry. */
  open(): void;
  /** Closes for good (signed out); nothing is retried. */
  close(): void;
  /** The manual reconnect: connects now with a fresh count of retries. */
  reconnect(): void;
  getState(): ChannelState;
  subscribe(listener: () => void): () => void;
}

export interface UserChannelOptions {
  /** The socket address with the current token, or null when there is no session. */
  url: () => string | null;
  createSocket?: (url: string) => WebSocket;
}

/** `${apiUrl}/ws/user?token=…` on ws: or wss:, as the API is on http: or https:. */
export function userChannelUrl(apiUrl: string, token: string): string {
  const base = apiUrl.replace(/\/+$/, '').replace(/^http(s?):/i, 'ws$1:');
  return `${base}${USER_CHANNEL_PATH}?token=${encodeURIComponent(token)}`;
}

export function createUserChannel({ url, createSocket = (address) => new WebSocket(address) }: UserChannelOptions): UserChannel {
  let state: ChannelState = 'closed';
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let lastHeardAt = 0;
  const listeners = new Set<() => void>();

  function setState(next: ChannelState): void {
    if (next === state) return;
    state = next;
    if (next !== 'closed') bus.emit('realtime:status', { state: next });
    for (const listener of listeners) listener();
  }

  function stopTimers(): void {
    clearInterval(heartbeat);
    clearTimeout(retryTimer);
    heartbeat = undefined;
    retryTimer = undefined;
  }

  function drop(current: WebSocket): void {
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    if (current.readyState === SOCKET_CONNECTING || current.readyState === SOCKET_OPEN) current.close(1000);
    if (socket === current) socket = null;
  }

  function connect(): void {
    const address = url();
    if (!address) {
      setState('closed');
      return;
    }
    const current = createSocket(address);
    socket = current;
    // The socket opens before the API has checked the session and joined it to the member's
    // channel; an event published in between never reaches it. So the channel is `open` (what the
    // pages catch up on) only at the first frame, which the API sends once joined: a ping sent at
    // once gets its pong then, if the unread counts have not come first.
    current.onopen = () => {
      lastHeardAt = now();
      current.send(JSON.stringify({ type: 'ping' }));
      heartbeat = setInterval(() => beat(current), WEBSOCKET_HEARTBEAT_MS);
    };
    current.onmessage = (message: MessageEvent) => {
      lastHeardAt = now();
      const event = parse(message.data);
      // The session is over: stop here, so the 4401 close that follows is not taken for a loss.
      if (event?.type === 'logout') {
        channel.close();
        routeChannelEvent(event);
        return;
      }
      if (state !== 'open') {
        retries = 0;
        setState('open');
      }
      if (event) routeChannelEvent(event);
    };
    current.onclose = (event: CloseEvent) => {
      drop(current);
      stopTimers();
      if (state === 'closed') return;
      if (event.code === REALTIME_UNAUTHORISED_CLOSE) {
        setState('closed');
        // Refused without a logout frame: the token is no longer accepted.
        bus.emit('auth:logout', { reason: MESSAGES.sessionExpired });
        return;
      }
      lost();
    };
  }

  function beat(current: WebSocket): void {
    // Nothing heard for two heartbeats (not even a pong): the connection is dead without a close.
    if (now() - lastHeardAt > 2 * WEBSOCKET_HEARTBEAT_MS) {
      drop(current);
      stopTimers();
      lost();
      return;
    }
    current.send(JSON.stringify({ type: 'ping' }));
  }

  function lost(): void {
    if (retries >= WEBSOCKET_RECONNECT_TRIES) {
      setState('offline');
      return;
    }
    retries += 1;
    setState('reconnecting');
    retryTimer = setTimeout(connect, WEBSOCKET_RECONNECT_DELAY_MS);
  }

  const channel: UserChannel = {
    open() {
      if (state !== 'closed') return;
      retries = 0;
      setState('connecting');
      connect();
    },
    close() {
      stopTimers();
      setState('closed');
      if (socket) drop(socket);
    },
    reconnect() {
      if (state === 'open' || state === 'connecting') return;
      stopTimers();
      if (socket) drop(socket);
      retries = 0;
      setState('connecting');
      connect();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return channel;
}

function parse(data: unknown): UserChannelEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event: unknown = JSON.parse(data);
    return event && typeof event === 'object' && typeof (event as { type?: unknown }).type === 'string'
      ? (event as UserChannelEvent)
      : null;
  } catch {
    return null;
  }
}
