import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInstance } from '@module-federation/enhanced/runtime';
import { RemoteRuntimeMismatchError, assertSameRuntime, builtRuntimeVersion } from './runtime-version';
import runtimeVersionPlugin from './runtime-version-plugin';
import { manifest } from './manifest.test-utils';

describe('the runtime version check', () => {
  it('accepts a remote built against the shell runtime', () => {
    expect(builtRuntimeVersion(manifest('mfe_a', '2.9.2'))).toBe('2.9.2');
    expect(() => assertSameRuntime('mfe_a', manifest('mfe_a', '2.9.2'), '2.9.2')).not.toThrow();
  });

  it('refuses a remote built against another runtime, naming both versions', () => {
    expect(() => assertSameRuntime('mfe_a', manifest('mfe_a', '2.8.0'), '2.9.2')).toThrow(
      expect.objectContaining({ name: 'RemoteRuntimeMismatchError', remote: 'mfe_a', built: '2.8.0', shell: '2.9.2' }),
    );
  });

  it('refuses a manifest that does not state its runtime', () => {
    expect(builtRuntimeVersion(manifest('mfe_a'))).toBeNull();
    expect(builtRuntimeVersion(null)).toBeNull();
    expect(() => assertSameRuntime('mfe_a', manifest('mfe_a'), '2.9.2')).toThrow(RemoteRuntimeMismatchError);
  });
});

describe('the runtime version plugin in a federation runtime', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  // The runtime logs every failed load; the assertions below say what failed.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  /** A runtime with only the version check, whose fetch answers the manifest and records every request. */
  function runtimeServing(name: string, served: ReturnType<typeof manifest>) {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(String(url));
        return new Response(JSON.stringify(served), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const mf = createInstance({ name: `shell-${name}`, remotes: [], plugins: [runtimeVersionPlugin('2.9.2')] });
    mf.registerRemotes([{ name, entry: `http://localhost:3999/${name}/mf-manifest.json` }]);
    return { mf, requests };
  }

  it('rejects loadRemote with the mismatch before the remote entry is requested or run', async () => {
    const { mf, requests } = runtimeServing('mfe_old', manifest('mfe_old', '2.8.0'));
    await expect(mf.loadRemote('mfe_old/module')).rejects.toMatchObject({
      name: 'RemoteRuntimeMismatchError',
      built: '2.8.0',
      shell: '2.9.2',
    });
    expect(requests).toEqual(['http://localhost:3999/mfe_old/mf-manifest.json']);
    expect(document.querySelector('script[src*="remoteEntry"]')).toBeNull();
  });
});
