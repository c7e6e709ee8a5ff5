// A short-lived cache of serialised GET /profiles answers. The list does not depend on who asks
// (only on the brand, the query and the host the image URLs are built from), and the same first
// pages are asked for again and again; a few seconds of staleness only delays an "online" tag.

const MAX_ENTRIES = 500;

export interface ListCache {
  get(key: string): string | undefined;
  set(key: string, json: string): void;
  clear(): void;
}

export function createListCache(ttlMs: number, clock: () => number = Date.now): ListCache {
  const entries = new Map<string, { json: string; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= clock()) {
        entries.delete(key);
        return undefined;
      }
      return entry.json;
    },
    set(key, json) {
      if (ttlMs <= 0) return;
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { json, expiresAt: clock() + ttlMs });
    },
    clear: () => entries.clear(),
  };
}
