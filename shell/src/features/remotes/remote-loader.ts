// Loads a remote's exposed module through the federation runtime and keeps its status, so the
// fallback can tell "failed" from "not found" and Retry can start over.
import { REMOTE_EXPOSED_MODULE, isRemoteModule, type RemoteModule, type RemoteRegistryEntry } from '@heartline/contracts';
import { addCatalogue } from '../../lib/i18n';
import { federation } from './federation';
import { RemoteRuntimeMismatchError } from './runtime-version';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A remote that could not be loaded (network, bad manifest, runtime error, wrong contract). */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} module could not be loaded.`, options);
  }
}

/** Why a remote failed, as far as the member is told: down, or built for another runtime. */
export type RemoteFailure = { reason: 'unavailable' } | { reason: 'runtime-mismatch'; built: string | null; shell: string };

const modules = new Map<string, RemoteModule>();
const failures = new Map<string, RemoteFailure>();
const pending = new Map<string, Promise<RemoteModule>>();
const statuses = new Map<string, RemoteStatus>();
const registered = new Set<string>();
const listeners = new Set<() => void>();

export function remoteStatus(name: string): RemoteStatus {
  return statuses.get(name) ?? 'idle';
}

/** Set while the remote's status is 'failed'. */
export function remoteFailure(name: string): RemoteFailure | undefined {
  return failures.get(name);
}

export function subscribeRemoteStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setStatus(name: string, status: RemoteStatus): void {
  statuses.set(name, status);
  for (const listener of listeners) listener();
}

/** Loads the remote's module once; after a failure the next call starts over from the manifest. */
export function loadRemoteModule(entry: RemoteRegistryEntry): Promise<RemoteModule> {
  const loaded = modules.get(entry.name);
  if (loaded) return Promise.resolve(loaded);
  const inFlight = pending.get(entry.name);
  if (inFlight) return inFlight;

  const promise = (async () => {
    failures.delete(entry.name);
    setStatus(entry.name, 'loading');
    try {
      const mf = await federation();
      // force on a second attempt: drop the manifest and entry the runtime cached from the failed one.
      mf.registerRemotes([{ name: entry.name, entry: entry.manifest }], { force: registered.has(entry.name) });
      registered.add(entry.name);
      const exposed = await mf.loadRemote<{ default?: unknown }>(`${entry.name}/${REMOTE_EXPOSED_MODULE.replace('./', '')}`);
      const candidate = exposed?.default ?? exposed;
      if (!isRemoteModule(candidate)) throw new Error(`${entry.name} does not satisfy the RemoteModule contract`);
      for (const [namespace, catalogue] of Object.entries(candidate.catalogues ?? {})) addCatalogue(namespace, catalogue);
      modules.set(entry.name, candidate);
      setStatus(entry.name, 'loaded');
      return candidate;
    } catch (cause) {
      failures.set(entry.name, failureOf(cause));
      setStatus(entry.name, 'failed');
      throw cause instanceof RemoteUnavailableError ? cause : new RemoteUnavailableError(entry.name, { cause });
    } finally {
      pending.delete(entry.name);
    }
  })();
  pending.set(entry.name, promise);
  return promise;
}

function failureOf(error: unknown): RemoteFailure {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RemoteRuntimeMismatchError) return { reason: 'runtime-mismatch', built: cause.built, shell: cause.shell };
  }
  return { reason: 'unavailable' };
}
