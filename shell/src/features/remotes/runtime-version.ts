// Production remotes are built with externalRuntime: their remoteEntry.js runs on the shell's
// copy of the federation runtime, so a remote built against another runtime version must not run
// at all. Its manifest says which version it was built against; the shell refuses it before it
// loads the remote's entry, and the fallback says why.

/** The manifest field (in metaData) that tooling/federation.mjs writes as RUNTIME_VERSION_KEY. */
const RUNTIME_VERSION_KEY = 'federationRuntime';

/** The i18n namespace of the fallback's words for a refused remote (runtime-mismatch-catalogue.ts). */
export const RUNTIME_MISMATCH_NS = 'remotes';

export class RemoteRuntimeMismatchError extends Error {
  override name = 'RemoteRuntimeMismatchError';
  constructor(
    readonly remote: string,
    /** null when the manifest does not say (a remote not built with our tooling). */
    readonly built: string | null,
    readonly shell: string,
  ) {
    super(`${remote} was built for federation runtime ${built ?? '(not stated)'}, the shell runs ${shell}`);
  }
}

/** The runtime version a remote's mf-manifest.json says it was built against. */
export function builtRuntimeVersion(manifest: unknown): string | null {
  const metaData = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const version = metaData?.[RUNTIME_VERSION_KEY];
  return typeof version === 'string' ? version : null;
}

/** Throws RemoteRuntimeMismatchError unless the remote was built against the shell's runtime. */
export function assertSameRuntime(remote: string, manifest: unknown, shellRuntime: string): void {
  const built = builtRuntimeVersion(manifest);
  if (built !== shellRuntime) throw new RemoteRuntimeMismatchError(remote, built, shellRuntime);
}
