import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  WEBSOCKET_HEARTBEAT_MS,
  WEBSOCKET_RECONNECT_DELAY_MS,
  WEBSOCKET_RECONNECT_TRIES,
  bus,
  type HeartlineEvents,
} from '@heartline/contracts';
import { createUserChannel, userChannelUrl, type UserChannel } from './user-channel';
import { FakeSocket, createFakeSocket } from '@heartline/remote-kit/testing';

/** Records every bus event of the given types, in order. */
function recordBus<K extends keyof HeartlineEvents>(...types: K[]) {
  const seen: Array<{ type: K; payload: HeartlineEvents[K] }> = [];
  const handlers = types.map((type) => {
    const handler = (payload: HeartlineEvents[K]) => seen.push({ type, payload });
    bus.on(type, handler);
    return () => bus.off(type, handler);
  });
  return { seen, stop: () => handlers.forEach((off) => off()) };
}

describe('userChannelUrl', () => {
  it('turns the API address into ws: or wss: with the user channel path and the token', () => {
    expect(userChannelUrl('http://localhost:4000', 'a.b.c')).toBe('ws://localhost:4000/ws/user?token=a.b.c');
    expect(userChannelUrl('https://api.example.com/', 't+/=')).toBe('wss://api.example.com/ws/user?token=t%2B%2F%3D');
  });
});

describe('the user channel', () => {
  let channel: UserChannel;
  let token: string | null;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
    token = 'token-1';
    channel = createUserChannel({ url: () => (token ? userChannelUrl('http://api.test', token) : null), createSocket: createFakeSocket });
  });

  afterEach(() => {
    channel.close();
    vi.useRealTimers();
  });

  it('opens with the current token, pings at once and then every 60 s', () => {
    channel.open();
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://api.test/ws/user?token=token-1');
    socket.serverAccepts();
    expect(channel.getState()).toBe('open');
    expect(socket.sent).toEqual([{ type: 'ping' }]);

    vi.advanceTimersByTime(WEBSOCKET_HEARTBEAT_MS - 1);
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    socket.serverSends({ type: 'pong' });
    vi.advanceTimersByTime(WEBSOCKET_HEARTBEAT_MS);
    expect(socket.sent).toEqual([{ type: 'ping' }, { type: 'ping' }, { type: 'ping' }]);
  });

  it('is open only once the API has joined the socket (its first frame), so a page catches up after that and misses nothing', () => {
    const status = recordBus('realtime:status');
    channel.open();
    FakeSocket.latest().serverCloses(1006);
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS);
    const socket = FakeSocket.latest();
    // The upgrade is done but the session is still being checked: a message published now would
    // not reach this socket, so a catch-up must not run yet.
    socket.serverOpens();
    expect(channel.getState()).toBe('reconnecting');
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    socket.serverSends({ type: 'unreadMessageCount', data: { total: 0, inbox: 0, archive: 0, conversation: 0 } });
    expect(channel.getState()).toBe('open');
    expect(status.seen.map(({ payload }) => payload.state)).toEqual(['connecting', 'reconnecting', 'open']);
    status.stop();
  });

  it('retries 6 times 10 s apart after a lost connection, then goes offline and stops', () => {
    const status = recordBus('realtime:status');
    channel.open();
    FakeSocket.latest().serverAccepts();
    FakeSocket.latest().serverCloses(1006);
    expect(channel.getState()).toBe('reconnecting');

    for (let attempt = 1; attempt <= WEBSOCKET_RECONNECT_TRIES; attempt += 1) {
      vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS - 1);
      expect(FakeSocket.instances).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(attempt + 1);
      expect(FakeSocket.latest().url).toBe('ws://api.test/ws/user?token=token-1');
      FakeSocket.latest().serverCloses(1006);
    }

    expect(channel.getState()).toBe('offline');
    vi.advanceTimersByTime(10 * WEBSOCKET_RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1 + WEBSOCKET_RECONNECT_TRIES);
    expect(status.seen.map((event) => event.payload.state)).toEqual(['connecting', 'open', 'reconnecting', 'offline']);
    status.stop();
  });

  it('starts the count again after a successful reconnect', () => {
    channel.open();
    FakeSocket.latest().serverAccepts();
    FakeSocket.latest().serverCloses(1006);
    for (let attempt = 1; attempt < WEBSOCKET_RECONNECT_TRIES; attempt += 1) {
      vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS);
      FakeSocket.latest().serverCloses(1006);
    }
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS);
    FakeSocket.latest().serverAccepts();
    expect(channel.getState()).toBe('open');

    FakeSocket.latest().serverCloses(1006);
    for (let attempt = 1; attempt <= WEBSOCKET_RECONNECT_TRIES; attempt += 1) {
      expect(channel.getState()).toBe('reconnecting');
      vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS);
      FakeSocket.latest().serverCloses(1006);
    }
    expect(channel.getState()).toBe('offline');
  });

  it('reconnects at once on a manual reconnect, with the token of that moment', () => {
    channel.open();
    FakeSocket.latest().serverCloses(1006);
    for (let attempt = 1; attempt <= WEBSOCKET_RECONNECT_TRIES; attempt += 1) {
      vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS);
      FakeSocket.latest().serverCloses(1006);
    }
    expect(channel.getState()).toBe('offline');
    token = 'token-2';

    channel.reconnect();
    expect(FakeSocket.latest().url).toBe('ws://api.test/ws/user?token=token-2');
    FakeSocket.latest().serverAccepts();
    expect(channel.getState()).toBe('open');
  });

  it('does not retry a 4401 close: the session is over, so the shell logs out', () => {
    const logouts = recordBus('auth:logout');
    channel.open();
    FakeSocket.latest().serverAccepts();
    FakeSocket.latest().serverCloses(4401);
    vi.advanceTimersByTime(10 * WEBSOCKET_RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(channel.getState()).toBe('closed');
    expect(logouts.seen).toEqual([{ type: 'auth:logout', payload: { reason: MESSAGES.sessionExpired } }]);
    logouts.stop();
  });

  it('treats two silent heartbeats as a lost connection', () => {
    channel.open();
    FakeSocket.latest().serverAccepts();
    vi.advanceTimersByTime(3 * WEBSOCKET_HEARTBEAT_MS);
    expect(channel.getState()).toBe('reconnecting');
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('closes for good when asked: no retry, the socket is closed', () => {
    channel.open();
    const socket = FakeSocket.latest();
    socket.serverAccepts();
    channel.close();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(10 * WEBSOCKET_RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('routes each event to the bus', () => {
    const events = recordBus('unread:changed', 'message:new', 'user:refresh', 'credits:changed');
    channel.open();
    const socket = FakeSocket.latest();
    socket.serverAccepts();
    const unread = { total: 3, inbox: 2, archive: 0, conversation: 1 };
    const message = { conversationId: '5', profileId: '8', preview: 'Hello', dateSent: '2026-01-01T10:00:00.000Z' };

    socket.serverSends({ type: 'unreadMessageCount', data: unread });
    socket.serverSends({ type: 'newMessage', data: message });
    socket.serverSends({ type: 'userUpdate', data: { credits: 12 } });
    socket.serverSends({ type: 'userUpdate', data: { emailValidated: true } });
    socket.serverSends({ type: 'pong' });

    expect(events.seen).toEqual([
      { type: 'unread:changed', payload: unread },
      { type: 'message:new', payload: message },
      // The credits' new number is taken in as it is: the member is not loaded again for it.
      { type: 'credits:changed', payload: { credits: 12 } },
      { type: 'user:refresh', payload: undefined },
    ]);
    events.stop();
  });

  it.each([
    ['password-changed', MESSAGES.signedOutPasswordChanged],
    ['deactivated', MESSAGES.signedOutDeactivated],
    ['session-revoked', MESSAGES.sessionExpired],
    ['signed-out', MESSAGES.sessionExpired],
  ] as const)('asks the shell to log out on logout %s, with its message, once, and does not retry', (reason, message) => {
    const logouts = recordBus('auth:logout');
    channel.open();
    const socket = FakeSocket.latest();
    socket.serverAccepts();
    socket.serverSends({ type: 'logout', data: { reason } });
    socket.serverCloses(4401);
    vi.advanceTimersByTime(10 * WEBSOCKET_RECONNECT_DELAY_MS);
    expect(logouts.seen).toEqual([{ type: 'auth:logout', payload: { reason: message } }]);
    expect(FakeSocket.instances).toHaveLength(1);
    logouts.stop();
  });
});
