import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '@heartline/contracts';
import { joinConsoleTabs, type ConsoleTabs } from './console-tabs';
import { OFFLINE } from './work-session';

/** The Web Locks API as a browser grants it: one holder per name, the next in line when it lets go. */
function fakeLocks() {
  const queue: Array<() => void> = [];
  let held = false;
  const next = () => {
    if (held) return;
    const grant = queue.shift();
    if (grant) grant();
  };
  return {
    request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void> | undefined) {
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          held = true;
          void Promise.resolve(callback()).finally(() => {
            held = false;
            resolve();
            next();
          });
        };
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(grant);
          if (index >= 0) queue.splice(index, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
        queue.push(grant);
        next();
      });
    },
  } as unknown as LockManager;
}

/** BroadcastChannels that reach every other channel of the same name in this test. */
function fakeChannels() {
  const open = new Set<{ name: string; onmessage: ((event: MessageEvent) => void) | null }>();
  return (name: string) => {
    const channel = {
      name,
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of open) if (other !== channel && other.name === name) other.onmessage?.({ data } as MessageEvent);
      },
      close() {
        open.delete(channel);
      },
    };
    open.add(channel);
    return channel as unknown as BroadcastChannel;
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('console tabs', () => {
  const joined: ConsoleTabs[] = [];
  afterEach(() => {
    joined.splice(0).forEach((tabs) => tabs.close());
    setClock(undefined);
  });

  it('lets exactly one of three tabs lead, and hands the lead on when that tab closes', async () => {
    const locks = fakeLocks();
    const createChannel = fakeChannels();
    const tabs = [0, 1, 2].map(() => joinConsoleTabs({ locks, createChannel }));
    joined.push(...tabs);
    await settle();
    expect(tabs.map((tab) => tab.isLeader())).toEqual([true, false, false]);

    tabs[0]!.close();
    await settle();
    expect(tabs.slice(1).map((tab) => tab.isLeader())).toEqual([true, false]);
  });

  it("hears the other tabs' broadcasts, not its own, and remembers when it last heard one", async () => {
    setClock(() => 1_000);
    const createChannel = fakeChannels();
    const first = joinConsoleTabs({ locks: fakeLocks(), createChannel });
    const second = joinConsoleTabs({ locks: fakeLocks(), createChannel });
    joined.push(first, second);
    const heard: string[] = [];
    first.subscribe((message) => heard.push(`first:${message.state.status}`));
    second.subscribe((message) => heard.push(`second:${message.state.status}`));

    first.broadcast({ type: 'session', state: { ...OFFLINE, status: 'online' } });
    expect(heard).toEqual(['second:online']);
    expect(second.lastHeard()).toBe(1_000);
    expect(first.lastHeard()).toBe(0);
  });
});
