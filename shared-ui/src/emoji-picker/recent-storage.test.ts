import { describe, expect, it, vi } from 'vitest';
import { fakeIndexedDb } from '../testing/fake-indexed-db';
import {
  browserRecentStorage,
  fallbackRecentStorage,
  indexedDbRecentStorage,
  memoryRecentStorage,
  RECENT_LOCAL_STORAGE_KEY,
  webStorageRecentStorage,
} from './recent-storage';
import type { RecentEmoji, RecentEmojiStorage } from './types';

const WAVE: RecentEmoji = { u: '1f44b', n: ['Waving Hand', 'wave'] };
const HEART: RecentEmoji = { u: '2764-fe0f', n: ['Red Heart', 'heart'] };

/** A Storage whose every call throws, as in a sandboxed frame or a private window with no quota. */
function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse, key: refuse, length: 0 };
}

function mapStorage(): Storage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}

describe('the recent list in IndexedDB', () => {
  it('is one record, id 0, holding the list as JSON, in store `emojis` (keyed by id) of database EMJ version 3', async () => {
    const { factory, databases } = fakeIndexedDb();
    const storage = indexedDbRecentStorage(factory);
    expect(await storage.load()).toEqual([]);
    await storage.save([WAVE, HEART]);
    const database = databases.get('EMJ')!;
    expect(database.version).toBe(3);
    expect([...database.stores.keys()]).toEqual(['emojis']);
    const store = database.stores.get('emojis')!;
    expect(store.keyPath).toBe('id');
    expect([...store.records.values()]).toEqual([{ id: 0, value: JSON.stringify([WAVE, HEART]) }]);
    // Another picker (a reload) reads it back.
    expect(await indexedDbRecentStorage(factory).load()).toEqual([WAVE, HEART]);
  });

  it('reads an unreadable record as an empty list', async () => {
    const { factory, databases } = fakeIndexedDb();
    await indexedDbRecentStorage(factory).save([WAVE]);
    databases.get('EMJ')!.stores.get('emojis')!.records.set(0, { id: 0, value: '{not json' });
    expect(await indexedDbRecentStorage(factory).load()).toEqual([]);
  });

  it('rejects when the browser refuses the database, so a fallback can take over', async () => {
    await expect(indexedDbRecentStorage(fakeIndexedDb({ failOpen: 'throw' }).factory).load()).rejects.toThrow(/did not allow mutations/);
    await expect(indexedDbRecentStorage(fakeIndexedDb({ failOpen: 'error' }).factory).load()).rejects.toThrow(/unrelated to the database/);
    await expect(indexedDbRecentStorage(fakeIndexedDb({ failWrites: true }).factory).save([WAVE])).rejects.toThrow(/quota/);
  });
});

describe('the fallback storages', () => {
  it('keep the list in localStorage under one key', async () => {
    const local = mapStorage();
    await webStorageRecentStorage(local).save([HEART]);
    expect(local.entries.get(RECENT_LOCAL_STORAGE_KEY)).toBe(JSON.stringify([HEART]));
    expect(await webStorageRecentStorage(local).load()).toEqual([HEART]);
  });

  it('keep the list in memory', async () => {
    const memory = memoryRecentStorage();
    await memory.save([WAVE]);
    expect(await memory.load()).toEqual([WAVE]);
  });
});

describe('the browser’s recent storage', () => {
  it('uses IndexedDB where the browser allows it', async () => {
    const { factory, databases } = fakeIndexedDb();
    const local = mapStorage();
    const storage = browserRecentStorage({ indexedDB: factory, localStorage: local });
    await storage.save([WAVE]);
    expect(await storage.load()).toEqual([WAVE]);
    expect(databases.get('EMJ')!.stores.get('emojis')!.records.size).toBe(1);
    expect(local.entries.size).toBe(0);
  });

  it('falls back to localStorage when IndexedDB is refused (private mode), and stays there', async () => {
    const local = mapStorage();
    const storage = browserRecentStorage({ indexedDB: fakeIndexedDb({ failOpen: 'throw' }).factory, localStorage: local });
    expect(await storage.load()).toEqual([]);
    await storage.save([WAVE, HEART]);
    expect(await storage.load()).toEqual([WAVE, HEART]);
    expect(local.entries.get(RECENT_LOCAL_STORAGE_KEY)).toBe(JSON.stringify([WAVE, HEART]));
  });

  it('falls back when IndexedDB opens but cannot write', async () => {
    const local = mapStorage();
    const storage = browserRecentStorage({ indexedDB: fakeIndexedDb({ failWrites: true }).factory, localStorage: local });
    await storage.save([HEART]);
    expect(await storage.load()).toEqual([HEART]);
  });

  it('falls back to memory when neither IndexedDB nor localStorage works, and the list still keeps', async () => {
    const storage = browserRecentStorage({ indexedDB: fakeIndexedDb({ failOpen: 'error' }).factory, localStorage: refusingStorage() });
    expect(await storage.load()).toEqual([]);
    await storage.save([WAVE]);
    expect(await storage.load()).toEqual([WAVE]);
  });

  it('works where reading window.indexedDB or window.localStorage throws, or they are missing', async () => {
    const sandbox = {
      get indexedDB(): IDBFactory {
        throw new DOMException('denied', 'SecurityError');
      },
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    for (const scope of [sandbox, {}]) {
      const storage = browserRecentStorage(scope);
      await storage.save([HEART]);
      expect(await storage.load()).toEqual([HEART]);
    }
  });

  it('gives a failing storage up once when two calls fail on it together', async () => {
    const failing: RecentEmojiStorage = {
      load: vi.fn(async () => Promise.reject(new Error('no'))),
      save: vi.fn(async () => Promise.reject(new Error('no'))),
    };
    const local = mapStorage();
    const second = webStorageRecentStorage(local);
    const third = memoryRecentStorage();
    const storage = fallbackRecentStorage([failing, second, third]);
    await Promise.all([storage.save([WAVE]), storage.load()]);
    expect(await storage.load()).toEqual([WAVE]);
    expect(await third.load()).toEqual([]);
  });
});
