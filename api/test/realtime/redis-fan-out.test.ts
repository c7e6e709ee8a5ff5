// Two API instances sharing a Redis, as behind a load balancer: an event raised on one reaches
// the member's sockets on the other. Needs Redis at HEARTLINE_TEST_REDIS_URL (default redis://127.0.0.1:6379).
import { randomBytes } from 'node:crypto';
import { REALTIME_UNAUTHORISED_CLOSE } from '@heartline/contracts/schemas';
import { decodeJwt } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisFanOut } from '../../src/realtime/fan-out';
import { setupTestApp } from '../helpers/app';
import { signInMember } from '../helpers/members';
import { ChannelClient, listen } from './channel-client';

const REDIS_URL = process.env.HEARTLINE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the user channel across instances (Redis)', () => {
  // A channel of its own, so parallel runs and other test files never hear each other.
  const redisConfig = { redisUrl: REDIS_URL, redisChannelPrefix: `heartline-test-${randomBytes(6).toString('hex')}` };
  const instanceA = setupTestApp({ config: redisConfig });
  const instanceB = setupTestApp({ config: redisConfig });
  const clients: ChannelClient[] = [];

  beforeAll(async () => {
    await Promise.all([listen(instanceA.app), listen(instanceB.app)]);
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  it('delivers an event raised on instance A to a socket on instance B', async () => {
    const demoOnB = await signInMember(instanceB.app, 'demo');
    const tabOnB = await ChannelClient.open(instanceB.app, demoOnB.token);
    clients.push(tabOnB);
    expect(await tabOnB.pingAndNext()).toEqual({ type: 'pong' });

    instanceA.app.domainEvents.emit('member.updated', { memberId: demoOnB.id, credits: 42 });

    expect(await tabOnB.next()).toEqual({ type: 'userUpdate', data: { credits: 42 } });
  });

  it('delivers once to a socket on the instance that raised the event (at once, not twice)', async () => {
    const demoOnA = await signInMember(instanceA.app, 'demo');
    const tabOnA = await ChannelClient.open(instanceA.app, demoOnA.token);
    clients.push(tabOnA);
    expect(await tabOnA.pingAndNext()).toEqual({ type: 'pong' });

    instanceA.app.domainEvents.emit('member.updated', { memberId: demoOnA.id, credits: 3 });

    expect(await tabOnA.next()).toEqual({ type: 'userUpdate', data: { credits: 3 } });
    expect(await tabOnA.pingAndNext()).toEqual({ type: 'pong' });
  });

  it('logs out the sessions on instance B, except the one that asked on instance A', async () => {
    // Each instance has its own test database here, so each session signs in where its socket is.
    const asking = await signInMember(instanceA.app, 'demo');
    const other = await signInMember(instanceB.app, 'demo');
    const askingTabOnA = await ChannelClient.open(instanceA.app, asking.token);
    const otherTabOnB = await ChannelClient.open(instanceB.app, other.token);
    clients.push(askingTabOnA, otherTabOnB);
    for (const tab of [askingTabOnA, otherTabOnB]) expect(await tab.pingAndNext()).toEqual({ type: 'pong' });

    instanceA.app.domainEvents.emit('member.logout', {
      memberId: asking.id,
      reason: 'deactivated',
      exceptSessionId: String(decodeJwt(asking.token).sid),
    });

    expect(await otherTabOnB.next()).toEqual({ type: 'logout', data: { reason: 'deactivated' } });
    expect((await otherTabOnB.closedWithin()).code).toBe(REALTIME_UNAUTHORISED_CLOSE);
    expect(await askingTabOnA.pingAndNext()).toEqual({ type: 'pong' });
  });
});

/** Two instances' fan-outs on a channel of their own, each knowing the other, and every Redis message between instances as sent. */
async function twoInstances(topic: string) {
  const channel = `heartline-test-${randomBytes(6).toString('hex')}:${topic}`;
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  const onA = vi.fn();
  const onB = vi.fn();
  const a = await redisFanOut({ url: REDIS_URL, channel, deliver: onA, log });
  const b = await redisFanOut({ url: REDIS_URL, channel, deliver: onB, log });
  await vi.waitFor(() => expect([a.peerCount(), b.peerCount()]).toEqual([1, 1]));
  const { Redis } = await import('ioredis');
  const spy = new Redis(REDIS_URL);
  const seen: string[] = [];
  const seenOn: string[] = [];
  // The two instances' own channels (a pattern subscription would count as a receiver of any instance's, a gone one's too).
  await spy.subscribe(...((await spy.pubsub('CHANNELS', `${channel}:instance:*`)) as string[]));
  spy.on('message', (to: string, message: string) => {
    seen.push(message);
    seenOn.push(to);
  });
  const close = async () => {
    spy.disconnect();
    await Promise.all([a.close(), b.close()]);
  };
  return { a, b, onA, onB, seen, seenOn, spy, channel, log, close };
}

describe('an instance and Redis', () => {
  it('delivers to its own sockets at once and publishes only to the other instance: no message comes back to it', async () => {
    const { a, b, onA, onB, seenOn, close } = await twoInstances('own');
    try {
      const delivery = { memberId: 5, event: { type: 'userUpdate', data: { credits: 4 } } };
      await a.publish(delivery as never);
      // Delivered on A as the publish resolves, before any Redis message could have come back.
      expect(onA.mock.calls).toEqual([[delivery]]);
      await vi.waitFor(() => expect(onB.mock.calls).toEqual([[delivery]]));
      await b.publish(delivery as never);
      await vi.waitFor(() => expect(onA.mock.calls).toHaveLength(2));
      // One message each way, each on the other instance's channel; nothing more arrives.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seenOn).toHaveLength(2);
      expect(new Set(seenOn).size).toBe(2);
      expect([onA.mock.calls.length, onB.mock.calls.length]).toEqual([2, 2]);
    } finally {
      await close();
    }
  });

  it('is heard again by the others once its lost connection comes back', async () => {
    const { a, b, onB, spy, close } = await twoInstances('reconnect');
    // Only B may count as hearing B's channel.
    await spy.unsubscribe();
    const { Redis } = await import('ioredis');
    const admin = new Redis(REDIS_URL);
    try {
      const clients = String(await admin.client('LIST'));
      const id = /id=(\d+) .*name=(\S+)/g;
      const subscriberOfB = [...clients.matchAll(id)].find(([, , name]) => name === `${b.ownChannel}:subscriber`)?.[1];
      expect(subscriberOfB).toBeDefined();
      await admin.client('KILL', 'ID', subscriberOfB!);
      // A publish no one hears on B's channel forgets B; B's connection comes back and says hello.
      const delivery = { memberId: 8, event: { type: 'userUpdate', data: { credits: 2 } } };
      await vi.waitFor(
        async () => {
          await a.publish(delivery as never);
          expect(onB.mock.calls.length).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 100 },
      );
      expect(a.peerCount()).toBe(1);
    } finally {
      admin.disconnect();
      await close();
    }
  });

  it('reaches an instance started later at once, and forgets one that stopped', async () => {
    const { a, onB, channel, log, close } = await twoInstances('peers');
    const onC = vi.fn();
    const c = await redisFanOut({ url: REDIS_URL, channel, deliver: onC, log });
    try {
      expect(c.peerCount()).toBe(2);
      await vi.waitFor(() => expect(a.peerCount()).toBe(2));
      const delivery = { memberId: 6, event: { type: 'userUpdate', data: { credits: 1 } } };
      await a.publish(delivery as never);
      await vi.waitFor(() => expect([onB.mock.calls.length, onC.mock.calls.length]).toEqual([1, 1]));
      await c.close();
      // The first publish no one receives on C's channel (Redis drops a closed connection's subscriptions at once, or a moment later) forgets C.
      await vi.waitFor(async () => {
        await a.publish(delivery as never);
        expect(a.peerCount()).toBe(1);
      });
      await vi.waitFor(() => expect(onB.mock.calls.length).toBeGreaterThanOrEqual(2));
      expect(onC.mock.calls).toHaveLength(1);
    } finally {
      await close();
    }
  });
});

describe('a delivery to several members', () => {
  it('is one Redis message that reaches each addressed member on each instance, and no one else', async () => {
    const { a, onA, onB, seen, close } = await twoInstances('staff');
    try {
      const event = { type: 'queueCounts', data: { MessageStock: 1, FollowUpStock: 0, MeetUpStock: 0, total: 1 } };
      await a.publish({ memberId: [11, 12, 13], event } as never);
      await vi.waitFor(() => expect([onA.mock.calls.length, onB.mock.calls.length]).toEqual([1, 1]));
      expect(onB.mock.calls[0]![0]).toEqual({ memberId: [11, 12, 13], event });
      await vi.waitFor(() => expect(seen).toHaveLength(1));
    } finally {
      await close();
    }
  });
});

describe('deliveries published in one turn', () => {
  it('go as one Redis message and reach every instance each, in the order they were published', async () => {
    const { a, onA, onB, seen, close } = await twoInstances('user');
    try {
      // A member's send: the new message, then the new balance, back to back.
      const sent = [
        { memberId: 7, event: { type: 'newMessage', data: { conversationId: '1' } } },
        { memberId: 7, event: { type: 'userUpdate', data: { credits: 9 } } },
      ];
      await Promise.all(sent.map((delivery) => a.publish(delivery as never)));
      await vi.waitFor(() => expect([onA.mock.calls.length, onB.mock.calls.length]).toEqual([2, 2]));
      for (const deliver of [onA, onB]) expect(deliver.mock.calls.map(([delivery]) => delivery)).toEqual(sent);
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      // The next turn's delivery is a message of its own.
      await a.publish({ memberId: 7, event: { type: 'userUpdate', data: { credits: 8 } } } as never);
      await vi.waitFor(() => expect([onA.mock.calls.length, onB.mock.calls.length, seen.length]).toEqual([3, 3, 2]));
    } finally {
      await close();
    }
  });
});

describe('the user channel with an unreachable Redis', () => {
  // The realtime plugin awaits this at start, so the API stops with this message (server.ts:
  // "could not start: …") instead of running without fan-out.
  it('refuses to start, naming REDIS_URL and the address', async () => {
    const deliver = vi.fn();
    await expect(
      redisFanOut({
        url: 'redis://:secret@127.0.0.1:1',
        channel: 'heartline-test:unreachable',
        deliver,
        log: { warn: vi.fn() } as unknown as FastifyBaseLogger,
      }),
    ).rejects.toThrow(/^REDIS_URL is set but Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1\/? is unreachable/);
    expect(deliver).not.toHaveBeenCalled();
  });
});

describe('a window taken across instances (Redis)', () => {
  it('goes to one instance until it lapses, then to whichever asks', async () => {
    const { a, b, close } = await twoInstances('window');
    try {
      expect(await a.claimWindow('scope-1', 150)).toBe(true);
      expect(await b.claimWindow('scope-1', 150)).toBe(false);
      expect(await a.claimWindow('scope-1', 150)).toBe(false);
      // Another key is another window.
      expect(await b.claimWindow('scope-2', 150)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await b.claimWindow('scope-1', 150)).toBe(true);
    } finally {
      await close();
    }
  });
});
