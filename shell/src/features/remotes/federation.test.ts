import { afterEach, describe, expect, it, vi } from 'vitest';
import { federation, setFederation } from './federation';
import { manifest } from './manifest.test-utils';

const REMOTE = { name: 'mfe_elsewhere', entry: 'http://localhost:3999/mfe_elsewhere/mf-manifest.json' };

describe("the shell's federation runtime", () => {
  afterEach(() => {
    setFederation(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lends its runtime core to remotes built with externalRuntime and refuses a remote built for another runtime version', async () => {
    // The runtime and our errorLoadRemote plugin log the failed load; the assertion says what failed.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // What tooling/webpack.mjs defines at build time; an empty table is enough here.
    vi.stubGlobal('__HEARTLINE_SHARED__', { versions: {}, config: {}, shareStrategy: 'loaded-first' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(manifest(REMOTE.name, '0.0.1'))),
    );
    const mf = await federation();

    // Where a remote's remoteEntry.js, built with externalRuntime, reads @module-federation/runtime-core.
    const core = (globalThis as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } })._FEDERATION_RUNTIME_CORE;
    expect(core?.ModuleFederation).toBe(mf.constructor);

    mf.registerRemotes([REMOTE]);
    await expect(mf.loadRemote(`${REMOTE.name}/module`)).rejects.toMatchObject({
      name: 'RemoteRuntimeMismatchError',
      built: '0.0.1',
      shell: mf.version,
    });
  });
});
