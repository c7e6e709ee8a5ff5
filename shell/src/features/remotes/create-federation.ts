// The shell's federation instance, loaded as one chunk with the first remote a member needs.
// It is the page's one copy of the runtime: remotes are built with externalRuntime, and the
// external-runtime plugin puts this runtime core on globalThis._FEDERATION_RUNTIME_CORE while the
// instance is created (before any remote entry runs), which is where their remoteEntry.js reads
// it. A remote whose manifest states another runtime version is refused (runtime-version-plugin).
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import errorLoadRemotePlugin from './error-load-remote-plugin';
import runtimeVersionPlugin from './runtime-version-plugin';
import { SHARED_TABLE, sharedModules } from './shared-modules';

export function createFederation(): ModuleFederation {
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
}
