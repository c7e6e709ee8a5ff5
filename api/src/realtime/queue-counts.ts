// The queue's counts pushed on the staff channel (issue 27 item 4: "counts are pushed over the
// agent socket the moment they change"). A change names its brands; changes are gathered for
// QUEUE_COUNTS_GATHER_MS and then each staff member of those brands gets `queueCounts` for all of
// its own brands, computed once per distinct set of brands (staff sharing a scope share a query
// and one delivery).
// At 100 member messages a second a brand's staff get at most 1000 / QUEUE_COUNTS_GATHER_MS frames
// a second, and the database answers one count per scope in that time, whatever the traffic.
// With several instances, each hears only its own requests' changes but publishes to every
// instance's sockets: a scope's push is made by the one instance that takes the scope's window
// (`claimWindow`, Redis SET NX PX for QUEUE_COUNTS_GATHER_MS). An instance that does not get it
// keeps its change and tries again a window later, so a count taken before its change committed is
// always followed by one taken after. Before, both instances of bench:agents counted the same scope
// every window and each agent got every push twice.
import type { StaffChannelEvent, StockQueueCounts } from '@heartline/contracts/schemas';
import type { FastifyBaseLogger } from 'fastify';

export const QUEUE_COUNTS_GATHER_MS = 100;

export interface QueueCountsPusher {
  /** The queue of these brands changed. */
  changed(brandIds: readonly number[]): void;
  /** Pushes nothing more; resolves once a push under way has finished (before the database and the fan-out close). */
  close(): Promise<void>;
}

export function createQueueCountsPusher(deps: {
  gatherMs?: number;
  scopesOf: (brandIds: readonly number[]) => Promise<Array<{ agentId: number; brandIds: number[] }>>;
  counts: (brandIds: readonly number[]) => Promise<StockQueueCounts>;
  /** To these staff members' sockets: one delivery for all who share a scope. */
  publish: (agentIds: number[], event: Extract<StaffChannelEvent, { type: 'queueCounts' }>) => Promise<void>;
  /** Whether this instance pushes the scope (`key`) for the next `ms` (FanOut.claimWindow); always, when absent. */
  claimWindow?: (key: string, ms: number) => Promise<boolean>;
  log: FastifyBaseLogger;
}): QueueCountsPusher {
  const dirty = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let pushing: Promise<void> | null = null;

  const gatherMs = deps.gatherMs ?? QUEUE_COUNTS_GATHER_MS;

  async function flush(): Promise<void> {
    timer = null;
    const brandIds = [...dirty];
    dirty.clear();
    const scopes = await deps.scopesOf(brandIds);
    const byScope = new Map<string, { brandIds: number[]; agentIds: number[] }>();
    for (const { agentId, brandIds: own } of scopes) {
      const key = own.join(',');
      const entry = byScope.get(key) ?? { brandIds: own, agentIds: [] };
      entry.agentIds.push(agentId);
      byScope.set(key, entry);
    }
    const changedBrands = new Set(brandIds);
    await Promise.all(
      [...byScope].map(async ([key, { brandIds: own, agentIds }]) => {
        if (deps.claimWindow && !(await deps.claimWindow(key, gatherMs))) {
          // Another instance pushes this scope now: this change is pushed a window later.
          changed(own.filter((id) => changedBrands.has(id)));
          return;
        }
        const counts = await deps.counts(own);
        await deps.publish(agentIds, { type: 'queueCounts', data: counts });
      }),
    );
  }

  function changed(brandIds: readonly number[]): void {
    if (closed || brandIds.length === 0) return;
    for (const id of brandIds) dirty.add(id);
    if (timer) return;
    timer = setTimeout(() => {
      pushing = flush()
        .catch((error: unknown) => deps.log.error({ err: error }, 'staff channel: could not push the queue counts'))
        .finally(() => {
          pushing = null;
        });
    }, gatherMs);
    timer.unref?.();
  }

  return {
    changed,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      dirty.clear();
      await pushing;
    },
  };
}
