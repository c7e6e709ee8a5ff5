// One real-time channel (member spec §7, agent spec §4 and §9), shared by the shell's user channel
// and the agent console's staff channel: a websocket to the API opened with the access token,
// `open` from the API's first frame. It pings on opening and every WEBSOCKET_HEARTBEAT_MS; when
// the connection is lost it tries again WEBSOCKET_RECONNECT_TRIES times
// WEBSOCKET_RECONNECT_DELAY_MS apart, then goes `offline` and waits for a manual reconnect. A 4401
// close means the session is over: no retry. What a frame means is the caller's (`onEvent`).
import { now } from './clock';
import { REALTIME_UNAUTHORISED_CLOSE } from './realtime';
import { WEBSOCKET_HEARTBEAT_MS, WEBSOCKET_RECONNECT_DELAY_MS, WEBSOCKET_RECONNECT_TRIES } from './constants';

const SOCKET_CONNECTING = 0;
const SOCKET_OPEN = 1;

/** `offline`: the retries ran out and a manual reconnect is offered; `closed` before the first open and after a close. */
export type SocketChannelState = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

export interface SocketChannel<Frame> {
  /** Connects unless already connected, connecting or waiting to retry. */
  open(): void;
  /** Closes for good (signed out); nothing is retried. */
  close(): void;
  /** The manual reconnect: connects now with a fresh count of retries. */
  reconnect(): void;
  /** Sends a frame now if the socket is open; false when it is not. */
  send(frame: Frame): boolean;
  getState(): SocketChannelState;
  subscribe(listener: () => void): () => void;
}

export interface SocketChannelOptions<Event extends { type: string }> {
  /** The socket address with the current token, or null when there is no session. */
  url: () => string | null;
  createSocket?: (url: string) => WebSocket;
  /** A frame arrived. A `logout` frame has closed the channel already (the 4401 that follows is no loss). */
  onEvent: (event: Event) => void;
  /** Every state but `closed`, as it changes. */
  onState?: (state: Exclude<SocketChannelState, 'closed'>) => void;
  /** Refused with 4401 and no logout frame: the token is no longer accepted. */
  onUnauthorised?: () => void;
}

/** `${apiUrl}${path}?token=…` on ws: or wss:, as the API is on http: or https:. */
export function socketChannelUrl(apiUrl: string, path: string, token: string): string {
  const base = apiUrl.replace(/\/+$/, '').replace(/^http(s?):/i, 'ws$1:');
  return `${base}${path}?token=${encodeURIComponent(token)}`;
}

export function createSocketChannel<Event extends { type: string }, Frame = unknown>({
  url,
  createSocket = (address) => new WebSocket(address),
  onEvent,
  onState,
  onUnauthorised,
}: SocketChannelOptions<Event>): SocketChannel<Frame> {
  let state: SocketChannelState = 'closed';
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let lastHeardAt = 0;
  const listeners = new Set<() => void>();

  function setState(next: SocketChannelState): void {
    if (next === state) return;
    state = next;
    if (next !== 'closed') onState?.(next);
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
    // The socket opens before the API has checked the session and joined it to its channel; an
    // event published in between never reaches it. So the channel is `open` (what the pages catch
    // up on) only at the first frame, which the API sends once joined: a ping sent at once gets
    // its pong then, if nothing else came first.
    current.onopen = () => {
      lastHeardAt = now();
      current.send(JSON.stringify({ type: 'ping' }));
      heartbeat = setInterval(() => beat(current), WEBSOCKET_HEARTBEAT_MS);
    };
    current.onmessage = (message: MessageEvent) => {
      lastHeardAt = now();
      const event = parse<Event>(message.data);
      // The session is over: stop here, so the 4401 close that follows is not taken for a loss.
      if (event?.type === 'logout') {
        channel.close();
        onEvent(event);
        return;
      }
      if (state !== 'open') {
        retries = 0;
        setState('open');
      }
      if (event) onEvent(event);
    };
    current.onclose = (event: CloseEvent) => {
      drop(current);
      stopTimers();
      if (state === 'closed') return;
      if (event.code === REALTIME_UNAUTHORISED_CLOSE) {
        setState('closed');
        onUnauthorised?.();
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

  const channel: SocketChannel<Frame> = {
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
    send(frame) {
      if (state !== 'open' || !socket || socket.readyState !== SOCKET_OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return channel;
}

function parse<Event>(data: unknown): Event | null {
  if (typeof data !== 'string') return null;
  try {
    const event: unknown = JSON.parse(data);
    return event && typeof event === 'object' && typeof (event as { type?: unknown }).type === 'string' ? (event as Event) : null;
  } catch {
    return null;
  }
}
