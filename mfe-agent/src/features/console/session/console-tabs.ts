// Several console tabs of one agent (agent spec §4): exactly one leads (the Web Locks API grants
// one lock per origin, and hands it to the next tab when the leader closes), and every tab hears
// the others' broadcasts (BroadcastChannel). The leading tab broadcasts the session while it runs
// (at every change and every RESTORE_CHECK_MS); a tab that has heard nothing for RESTORE_STALE_MS
// and leads restarts a preserved session or break (use-work-session.ts). Only the leader plays
// sounds and shows desktop notifications.
import { now } from '@heartline/contracts';
import type { WorkSessionState } from './work-session';

export const LEAD_LOCK = 'heartline:agent-console:lead';
export const TABS_CHANNEL = 'heartline:agent-console';

export interface TabMessage {
  type: 'session';
  state: WorkSessionState;
  from: string;
}

export interface ConsoleTabs {
  readonly id: string;
  isLeader(): boolean;
  /** When another tab was last heard (ms), 0 if never. */
  lastHeard(): number;
  broadcast(message: Omit<TabMessage, 'from'>): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  onLeadership(listener: (leader: boolean) => void): () => void;
  close(): void;
}

export interface ConsoleTabsOptions {
  locks?: Pick<LockManager, 'request'> | undefined;
  createChannel?: ((name: string) => BroadcastChannel) | undefined;
}

export function joinConsoleTabs({
  locks = typeof navigator !== 'undefined' ? navigator.locks : undefined,
  createChannel = typeof BroadcastChannel !== 'undefined' ? (name) => new BroadcastChannel(name) : undefined,
}: ConsoleTabsOptions = {}): ConsoleTabs {
  const id = Math.random().toString(36).slice(2);
  const listeners = new Set<(message: TabMessage) => void>();
  const leadershipListeners = new Set<(leader: boolean) => void>();
  let leader = false;
  let heardAt = 0;
  let closed = false;
  let releaseLock: (() => void) | undefined;
  const abort = new AbortController();

  const setLeader = (next: boolean) => {
    if (leader === next) return;
    leader = next;
    for (const listener of leadershipListeners) listener(next);
  };

  const channel = createChannel?.(TABS_CHANNEL) ?? null;
  if (channel) {
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const message = event.data;
      if (!message || message.from === id) return;
      heardAt = now();
      for (const listener of listeners) listener(message);
    };
  }

  if (locks) {
    // Waits in line for the lock; holds it until this tab closes or leaves the console.
    locks
      .request(LEAD_LOCK, { signal: abort.signal }, () => {
        if (closed) return undefined;
        setLeader(true);
        return new Promise<void>((resolve) => {
          releaseLock = resolve;
        });
      })
      .catch(() => undefined);
  } else {
    // No Web Locks (an old browser): every tab leads its own console.
    queueMicrotask(() => setLeader(true));
  }

  return {
    id,
    isLeader: () => leader,
    lastHeard: () => heardAt,
    broadcast(message) {
      channel?.postMessage({ ...message, from: id } as TabMessage);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLeadership(listener) {
      leadershipListeners.add(listener);
      return () => leadershipListeners.delete(listener);
    },
    close() {
      closed = true;
      abort.abort();
      releaseLock?.();
      setLeader(false);
      channel?.close();
      listeners.clear();
      leadershipListeners.clear();
    },
  };
}
