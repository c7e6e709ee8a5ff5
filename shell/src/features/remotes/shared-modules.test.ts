import { describe, expect, inject, it, vi } from 'vitest';
import type { SHARED_TABLE } from './shared-modules';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What tooling/webpack.mjs defines as __HEARTLINE_SHARED__ (see shell/vitest.config.mts). */
    sharedTable: typeof SHARED_TABLE;
  }
}

interface ProvidedModule {
  version?: string;
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
}

describe('the shared modules the shell provides', () => {
  // Loading every shared module cold (zod, react-hook-form, the router…) takes a few seconds on a busy machine.
  it('are every module the remotes share, each with its version, and each loads', { timeout: 30_000 }, async () => {
    const table = inject('sharedTable');
    vi.stubGlobal('__HEARTLINE_SHARED__', table);
    const { sharedModules } = await import('./shared-modules');
    // A module the shell did not provide would stop the first remote that asks for it.
    const provided = sharedModules() as Record<string, ProvidedModule>;
    expect(Object.keys(provided).toSorted()).toEqual(Object.keys(table.config).toSorted());
    for (const [key, entry] of Object.entries(provided)) {
      const module = entry.lib ? entry.lib() : (await entry.get!())();
      expect({ key, version: entry.version, loaded: Boolean(module) }).toEqual({
        key,
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        loaded: true,
      });
    }
    const ui = (await provided['@heartline/ui']!.get!())() as typeof import('@heartline/ui');
    expect(typeof ui.Dialog).toBe('function');
    vi.unstubAllGlobals();
  });
});
