// Run-time configuration: inlined into index.html by the server that serves the shell, so the
// same build runs against any API and registry without a rebuild.
export interface RuntimeConfig {
  apiUrl: string;
  publicApiKey: string;
  registryUrl: string;
  /** The shell build this page was served with (its build.json), when the server knows it. */
  build: string | null;
}

declare global {
  interface Window {
    __HEARTLINE__?: Partial<RuntimeConfig>;
  }
}

export function readRuntimeConfig(): RuntimeConfig {
  const injected = window.__HEARTLINE__ ?? {};
  return {
    apiUrl: injected.apiUrl ?? `http://${window.location.hostname}:4000`,
    publicApiKey: injected.publicApiKey ?? 'hl_public_local',
    registryUrl: injected.registryUrl ?? '/remotes.json',
    build: typeof injected.build === 'string' ? injected.build : null,
  };
}
