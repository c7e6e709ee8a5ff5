// The queue counts pusher (realtime/queue-counts.ts): changes gathered into one push per scope,
// and a shutdown that waits for a push under way, so no count is asked of a closed database.
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createQueueCountsPusher } from '../../src/realtime/queue-counts';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
const counts = { MessageStock: 2, FollowUpStock: 0, MeetUpStock: 0, total: 2 };

describe('the queue counts pusher', () => {
  it('gathers changes into one count per scope, pushed once to all of its staff', async () => {
    const asked: number[][] = [];
    const published: number[][] = [];
    const pusher = createQueueCountsPusher({
      gatherMs: 5,
      scopesOf: async () => [
        { agentId: 1, brandIds: [1, 2] },
        { agentId: 2, brandIds: [1, 2] },
      ],
      counts: async (brandIds) => {
        asked.push([...brandIds]);
        return counts;
      },
      publish: async (agentIds) => {
        published.push(agentIds.toSorted());
      },
      log,
    });
    pusher.changed([1]);
    pusher.changed([2]);
    await vi.waitFor(() => expect(published).toEqual([[1, 2]]));
    expect(asked).toEqual([[1, 2]]);
    await pusher.close();
  });

  it('closes only once a push under way has finished, and pushes nothing after', async () => {
    let answer!: () => void;
    const events: string[] = [];
    const pusher = createQueueCountsPusher({
      gatherMs: 1,
      scopesOf: async () => [{ agentId: 7, brandIds: [1] }],
      counts: () =>
        new Promise((resolve) => {
          events.push('counting');
          answer = () => resolve(counts);
        }),
      publish: async () => {
        events.push('published');
      },
      log,
    });
    pusher.changed([1]);
    await vi.waitFor(() => expect(events).toEqual(['counting']));
    const closing = pusher.close().then(() => events.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events, 'close waits for the count under way').toEqual(['counting']);
    answer();
    await closing;
    expect(events).toEqual(['counting', 'published', 'closed']);
    pusher.changed([1]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toHaveLength(3);
  });

  it("pushes nothing while another instance holds the scope's window, and pushes a count taken after the change a window later", async () => {
    const events: string[] = [];
    let windowFree = false;
    const pusher = createQueueCountsPusher({
      gatherMs: 20,
      scopesOf: async () => [{ agentId: 7, brandIds: [1] }],
      counts: async () => {
        events.push('counted');
        return counts;
      },
      publish: async () => {
        events.push('published');
      },
      claimWindow: async (key, ms) => {
        events.push(`window ${key} ${ms} ${windowFree ? 'taken' : 'held elsewhere'}`);
        return windowFree;
      },
      log,
    });
    pusher.changed([1]);
    // Refused, it tries again every window, and counts nothing meanwhile.
    await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(2));
    expect(new Set(events)).toEqual(new Set(['window 1 20 held elsewhere']));
    windowFree = true;
    await vi.waitFor(() => expect(events.at(-1)).toBe('published'));
    expect(events.slice(-3)).toEqual(['window 1 20 taken', 'counted', 'published']);
    const pushed = events.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(events, 'nothing more once pushed').toHaveLength(pushed);
    await pusher.close();
  });
});
