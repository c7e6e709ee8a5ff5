// Test helper: a remote's mf-manifest.json as a build writes it. Only tests import this file.

/** An mf-manifest.json as a remote build writes it (tooling/webpack.mjs adds federationRuntime). */
export function manifest(name: string, federationRuntime?: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: `@heartline/${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
      ...(federationRuntime ? { federationRuntime } : {}),
    },
    shared: [],
    remotes: [],
    exposes: [
      { id: `${name}:module`, name: 'module', path: './module', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
    ],
  };
}
