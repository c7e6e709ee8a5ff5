// The federation runtime starts with the first remote the member needs (a route or a popup),
// never on the landing page: the shell provides its shared modules and loads remotes from the
// run-time registry, with the loaded-first strategy and our errorLoadRemote plugin.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';

let instance: Promise<ModuleFederation> | null = null;

export function federation(): Promise<ModuleFederation> {
  instance ??= Promise.all([
    import('@module-federation/enhanced/runtime'),
    import('./shared-modules'),
    import('./error-load-remote-plugin'),
  ]).then(([{ createInstance }, { SHARED_TABLE, sharedModules }, { default: errorLoadRemotePlugin }]) =>
    createInstance({
      name: 'shell',
      remotes: [],
      shared: sharedModules(),
      shareStrategy: SHARED_TABLE.shareStrategy,
      plugins: [errorLoadRemotePlugin()],
    }),
  );
  return instance;
}

/** Tests and harnesses swap the runtime. */
export function setFederation(next: ModuleFederation | null): void {
  instance = next ? Promise.resolve(next) : null;
}
