// Federation runtime plugin: a remote that fails to load is reported once, in our words, and
// never takes the page down; the route fallback decides what the member sees.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'heartline-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`heartline: remote ${id} failed to load during ${lifecycle}`, error);
      // No failover module: loadRemote rejects and the shell shows the in-layout fallback.
      return undefined;
    },
  };
}
