// The hub of one process's sockets (realtime/user-channel-hub.ts): a delivery addressed to several
// members reaches each of their sockets with one serialisation, skips the session it excepts and
// no one else.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createUserChannelHub } from '../../src/realtime/user-channel-hub';

function fakeSocket() {
  return { OPEN: 1, readyState: 1, send: vi.fn(), on: vi.fn(), close: vi.fn(), terminate: vi.fn() };
}

describe('the channel hub', () => {
  it("sends one event to every addressed member's sockets, the same text to each, except the excepted session", () => {
    const hub = createUserChannelHub<{ type: string; data?: unknown }>({
      heartbeatMs: 60_000,
      isSessionLive: async () => true,
      log: { debug: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger,
    });
    const sockets = { one: fakeSocket(), oneOther: fakeSocket(), two: fakeSocket(), three: fakeSocket() };
    hub.attach(sockets.one as unknown as WebSocket, { memberId: 1, sessionId: 's1' });
    hub.attach(sockets.oneOther as unknown as WebSocket, { memberId: 1, sessionId: 's1b' });
    hub.attach(sockets.two as unknown as WebSocket, { memberId: 2, sessionId: 's2' });
    hub.attach(sockets.three as unknown as WebSocket, { memberId: 3, sessionId: 's3' });
    const stringify = vi.spyOn(JSON, 'stringify');

    hub.deliver({ memberId: [1, 2, 4], event: { type: 'queueCounts', data: { total: 3 } }, exceptSessionId: 's1b' });

    const text = JSON.stringify({ type: 'queueCounts', data: { total: 3 } });
    expect(stringify).toHaveBeenCalledTimes(2); // the hub's one, and the line above
    stringify.mockRestore();
    expect(sockets.one.send).toHaveBeenCalledWith(text);
    expect(sockets.two.send).toHaveBeenCalledWith(text);
    expect(sockets.oneOther.send).not.toHaveBeenCalled();
    expect(sockets.three.send).not.toHaveBeenCalled();
    hub.close();
  });
});
