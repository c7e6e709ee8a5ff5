// The federation runtime starts with the first remote the member needs (a route or a popup),
// never on the landing page: the shell provides its shared modules and loads remotes from the
// run-time registry, with the loaded-first strategy and our errorLoadRemote plugin.
//
// It is the page's one copy of the runtime: remotes are built with externalRuntime, and the
// external-runtime plugin puts this runtime core on globalThis._FEDERATION_RUNTIME_CORE (while the
// instance is created, before any remote entry runs), which is where their remoteEntry.js reads
// it. A remote built against another runtime version is refused from its manifest.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';

let instance: Promise<ModuleFederation> | null = null;

export function federation(): Promise<ModuleFederation> {
  // One chunk for all of it: split by import, the runtime came in five requests.
  instance ??= Promise.all([
    import(/* webpackChunkName: "federation" */ '@module-federation/enhanced/runtime'),
    import(/* webpackChunkName: "federation" */ '@module-federation/inject-external-runtime-core-plugin'),
    import(/* webpackChunkName: "federation" */ './shared-modules'),
    import(/* webpackChunkName: "federation" */ './error-load-remote-plugin'),
    import(/* webpackChunkName: "federation" */ './runtime-version-plugin'),
  ]).then(
    ([
      { createInstance },
      { default: injectExternalRuntimeCorePlugin },
      { SHARED_TABLE, sharedModules },
      { default: errorLoadRemotePlugin },
      { default: runtimeVersionPlugin },
    ]) => {
      const mf = createInstance({
        name: 'shell',
        remotes: [],
        shared: sharedModules(),
        shareStrategy: SHARED_TABLE.shareStrategy,
        plugins: [injectExternalRuntimeCorePlugin(), errorLoadRemotePlugin()],
      });
      // The version of the runtime actually running, the one remotes will call into.
      mf.registerPlugins([runtimeVersionPlugin(mf.version)]);
      return mf;
    },
  );
  return instance;
}

/** Tests and harnesses swap the runtime. */
export function setFederation(next: ModuleFederation | null): void {
  instance = next ? Promise.resolve(next) : null;
}
