// The run-time registry: which remotes exist, where their manifests are and which route
// prefixes they own. Read at start from /remotes.json (the page server hands it over with the
// page), so a new remote version goes live by changing that file.
import { matchesPrefix, type PopupName, type RemoteRegistry, type RemoteRegistryEntry } from '@heartline/contracts';

let entries: RemoteRegistryEntry[] = [];

/** The registry: the one the page was served with (`served`), else fetched from `url`. */
export async function fetchRegistry(url: string, served: RemoteRegistry | null = null): Promise<RemoteRegistryEntry[]> {
  try {
    const registry = served ?? (await fetchRegistryFile(url));
    entries = Array.isArray(registry.remotes) ? registry.remotes.filter(isEntry) : [];
  } catch (error) {
    // Without a registry the shell still serves its own pages; remote routes show not-found.
    console.error('heartline: remote registry unavailable', error);
    entries = [];
  }
  return entries;
}

async function fetchRegistryFile(url: string): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`registry answered ${response.status}`);
  return (await response.json()) as RemoteRegistry;
}

/** Tests set the registry without fetching it. */
export function setRegistry(next: RemoteRegistryEntry[]): void {
  entries = next;
}

export function findRemoteForPath(pathname: string): RemoteRegistryEntry | undefined {
  return entries.find((entry) => entry.prefixes.some((prefix) => matchesPrefix(pathname, prefix)));
}

export function findRemoteForPopup(name: PopupName): RemoteRegistryEntry | undefined {
  return entries.find((entry) => entry.popups?.includes(name));
}

function isEntry(value: unknown): value is RemoteRegistryEntry {
  const entry = value as Partial<RemoteRegistryEntry> | null;
  return (
    typeof entry?.name === 'string' &&
    typeof entry.manifest === 'string' &&
    Array.isArray(entry.prefixes) &&
    entry.prefixes.every((prefix) => typeof prefix === 'string')
  );
}
