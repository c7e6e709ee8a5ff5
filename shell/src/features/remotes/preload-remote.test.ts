import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { deferred } from '@heartline/remote-kit/testing';
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@heartline/contracts';
import { setFederation } from './federation';
import { setRegistry } from './registry';
import { preloadRemoteFor, preloadRoutePages } from './preload-remote';
import { remoteStatus } from './remote-loader';

const messaging = { name: 'mfe_preload_test', manifest: 'http://localhost:3003/mf-manifest.json', prefixes: ['/messages'] };
const messagingModule = { contract: 1, routes: {} };

/** Lets the promise chains queued so far run, as the rest of a browser task would; fires no timer. */
async function runMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

function fakeFederation() {
  const calls: string[] = [];
  const mf = {
    registerRemotes: vi.fn(() => calls.push('registerRemotes')),
    loadRemote: vi.fn(async (id: string) => {
      calls.push(`loadRemote ${id}`);
      return { default: messagingModule };
    }),
    loadShare: vi.fn(async (key: string) => {
      calls.push(`loadShare ${key}`);
      return () => ({});
    }),
  };
  setFederation(mf as unknown as ModuleFederation);
  return { mf, calls };
}

describe("a member's direct visit to a remote's page", () => {
  afterEach(() => setFederation(null));

  it('loads the remote that owns the page, and the kit modules every remote takes, once the registry and words are ready', async () => {
    setRegistry([messaging]);
    const { mf, calls } = fakeFederation();
    const ready = deferred<void>();
    const preloading = preloadRemoteFor('/messages/inbox', ready.promise);
    await Promise.resolve();
    // Nothing before the catalogues are in: the remote's words join them.
    expect(calls).toEqual([]);
    ready.resolve();
    await preloading;
    expect(mf.loadRemote).toHaveBeenCalledWith('mfe_preload_test/module');
    expect(remoteStatus('mfe_preload_test')).toBe('loaded');
    await vi.waitFor(() =>
      expect(mf.loadShare.mock.calls.map(([key]) => key).toSorted()).toEqual([
        '@heartline/contracts/i18n',
        '@heartline/contracts/router',
        '@heartline/contracts/rules',
        '@heartline/ui',
        '@tanstack/react-query',
      ]),
    );
  });

  it("asks for the remote's manifest first, then for each kit module in a task of its own", async () => {
    vi.useFakeTimers();
    try {
      setRegistry([{ ...messaging, name: 'mfe_preload_tasks' }]);
      const { mf, calls } = fakeFederation();
      void preloadRemoteFor('/messages/inbox', Promise.resolve());
      // Microtasks only: the remote's own chain starts in the turn the runtime is there, the kit waits.
      await runMicrotasks();
      expect(calls).toEqual(['registerRemotes', 'loadRemote mfe_preload_tasks/module']);
      expect(mf.loadShare).not.toHaveBeenCalled();
      const kitCallsByTask: number[] = [];
      while (vi.getTimerCount() > 0) {
        // One task: the next timer alone, then the microtasks it queued.
        vi.advanceTimersToNextTimer();
        await runMicrotasks();
        kitCallsByTask.push(mf.loadShare.mock.calls.length);
      }
      expect(kitCallsByTask).toEqual([1, 2, 3, 4, 5]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing for a page of the shell itself', async () => {
    setRegistry([messaging]);
    const { calls } = fakeFederation();
    await preloadRemoteFor('/faq', Promise.resolve());
    expect(calls).toEqual([]);
  });

  it('leaves a failure to the route: no error escapes, and the next load starts over', async () => {
    // Another remote than above: a loaded module stays loaded for the page's life.
    setRegistry([{ ...messaging, name: 'mfe_preload_failing' }]);
    const { mf } = fakeFederation();
    mf.loadRemote.mockRejectedValueOnce(new Error('network down'));
    await expect(preloadRemoteFor('/messages/inbox', Promise.resolve())).resolves.toBeUndefined();
    expect(remoteStatus('mfe_preload_failing')).toBe('failed');
  });

  it('starts the lazy code of the page the address opens, and of no other page', () => {
    const list = vi.fn(async () => ({}));
    const profile = vi.fn(async () => ({}));
    const matches = vi.fn(async () => ({}));
    const module: RemoteModule = {
      contract: REMOTE_CONTRACT_VERSION,
      routes: {
        authenticated: [
          {
            children: [
              { path: '/profiles', lazy: list },
              { path: '/profile/:id', lazy: profile },
            ],
          },
          { path: '/matches', lazy: matches },
        ],
      },
    };
    preloadRoutePages(module, '/profiles');
    expect(list).toHaveBeenCalledTimes(1);
    expect(profile).not.toHaveBeenCalled();
    expect(matches).not.toHaveBeenCalled();
    preloadRoutePages(module, '/profile/42');
    expect(profile).toHaveBeenCalledTimes(1);
  });
});
