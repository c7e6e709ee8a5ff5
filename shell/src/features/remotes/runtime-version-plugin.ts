// Federation runtime plugin: checks each remote's manifest against the shell's runtime version
// as soon as the manifest arrives, before the runtime fetches or runs the remote's entry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { assertSameRuntime } from './runtime-version';
// The fallback can only show a refusal after this plugin made one: its words come with it.
import './runtime-mismatch-catalogue';

export default function runtimeVersionPlugin(shellRuntime: string): ModuleFederationRuntimePlugin {
  return {
    name: 'heartline-runtime-version',
    loadRemoteSnapshot(args) {
      // A 'global' snapshot is one the runtime already holds: stored after its manifest passed here.
      if (args.from === 'manifest') assertSameRuntime(args.moduleInfo.name, args.manifestJson, shellRuntime);
      return args;
    },
  };
}
