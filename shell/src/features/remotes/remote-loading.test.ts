import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { SIGNED_OUT, authAtom } from '@heartline/contracts';
import { i18n } from '../../lib/i18n';
import { store } from '../../lib/store';
import { setFederation } from './federation';
import { setRegistry } from './registry';
import { patchRemoteRoutes, loadAndPatch } from './patch-remote-routes';
import { loadRemoteModule, remoteFailure, remoteStatus } from './remote-loader';
import { RemoteRuntimeMismatchError } from './runtime-version';

const auth = { name: 'mfe_auth', manifest: 'http://localhost:3001/mf-manifest.json', prefixes: ['/sign-in'] };
const profiles = { name: 'mfe_profiles', manifest: 'http://localhost:3002/mf-manifest.json', prefixes: ['/profiles'] };
const signInRoute = { path: '/sign-in', element: null };
const authModule = { contract: 1, routes: { 'sign-in': [signInRoute] }, catalogues: { 'auth-test': { hello: 'Hello from the remote' } } };

function fakeFederation(loadRemote: ModuleFederation['loadRemote']) {
  const registerRemotes = vi.fn();
  setFederation({ registerRemotes, loadRemote } as unknown as ModuleFederation);
  return { registerRemotes };
}

describe('loading remotes into the router', () => {
  afterEach(() => {
    setFederation(null);
    store.set(authAtom, SIGNED_OUT);
  });

  it('marks a remote that fails as failed and patches nothing, then recovers on retry with a forced re-registration', async () => {
    setRegistry([auth]);
    const loadRemote = vi.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce({ default: authModule });
    const { registerRemotes } = fakeFederation(loadRemote);
    const patch = vi.fn();

    await patchRemoteRoutes({ path: '/sign-in', patch }, () => true);
    expect(remoteStatus('mfe_auth')).toBe('failed');
    expect(patch).not.toHaveBeenCalled();

    await loadAndPatch(auth, patch);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_auth', entry: auth.manifest }], { force: true });
    expect(loadRemote).toHaveBeenLastCalledWith('mfe_auth/module');
    expect(patch).toHaveBeenCalledWith('layout:sign-in', [signInRoute]);
    expect(remoteStatus('mfe_auth')).toBe('loaded');
    expect(i18n.t('hello', { ns: 'auth-test' })).toBe('Hello from the remote');

    // Patched once: later navigations into the prefix do not patch again.
    await patchRemoteRoutes({ path: '/sign-in', patch }, () => true);
    expect(patch).toHaveBeenCalledTimes(1);
  });

  it('refuses a module that does not satisfy the RemoteModule contract', async () => {
    const broken = { name: 'mfe_broken', manifest: 'http://localhost:3009/mf-manifest.json', prefixes: ['/broken'] };
    setRegistry([broken]);
    fakeFederation(vi.fn().mockResolvedValue({ default: { routes: {} } }));
    const patch = vi.fn();
    await patchRemoteRoutes({ path: '/broken', patch }, () => true);
    expect(remoteStatus('mfe_broken')).toBe('failed');
    expect(patch).not.toHaveBeenCalled();
  });

  it('keeps why a remote built for another runtime failed, and forgets it once a retry loads it', async () => {
    const next = { name: 'mfe_next', manifest: 'http://localhost:3008/mf-manifest.json', prefixes: ['/next'] };
    const loadRemote = vi
      .fn()
      .mockRejectedValueOnce(new RemoteRuntimeMismatchError('mfe_next', '2.8.0', '2.9.2'))
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce({ default: authModule });
    fakeFederation(loadRemote);

    await expect(loadRemoteModule(next)).rejects.toThrow('The mfe_next module could not be loaded.');
    expect(remoteStatus('mfe_next')).toBe('failed');
    expect(remoteFailure('mfe_next')).toEqual({ reason: 'runtime-mismatch', built: '2.8.0', shell: '2.9.2' });

    await expect(loadRemoteModule(next)).rejects.toThrow('The mfe_next module could not be loaded.');
    expect(remoteFailure('mfe_next')).toEqual({ reason: 'unavailable' });

    await loadRemoteModule(next);
    expect(remoteStatus('mfe_next')).toBe('loaded');
    expect(remoteFailure('mfe_next')).toBeUndefined();
  });

  it('does not fetch a member-only remote for a visitor (the guard sends them to /)', async () => {
    setRegistry([profiles]);
    const loadRemote = vi.fn();
    fakeFederation(loadRemote);
    await patchRemoteRoutes({ path: '/profiles', patch: vi.fn() }, () => false);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('ignores paths no remote owns', async () => {
    setRegistry([auth]);
    const loadRemote = vi.fn();
    fakeFederation(loadRemote);
    await patchRemoteRoutes({ path: '/about-us', patch: vi.fn() }, () => true);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
