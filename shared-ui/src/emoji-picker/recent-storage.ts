// Where the recent list lives (agent-side spec §7): IndexedDB database `EMJ` version 3, store
// `emojis` keyed by `id`, one record `{ id: 0, value: <the list as JSON> }`. Private windows
// refuse or lose IndexedDB (emoji-picker-element #9, #328), so the default storage falls back to
// localStorage, then to memory kept for the page's life: the recents still work, if not for as long.
import { parseRecent } from './recent-emojis';
import type { RecentEmoji, RecentEmojiStorage } from './types';

export const RECENT_DB_NAME = 'EMJ';
export const RECENT_DB_VERSION = 3;
export const RECENT_STORE = 'emojis';
export const RECENT_RECORD_ID = 0;
/** The localStorage key of the fallback: the same record, named after the database and store. */
export const RECENT_LOCAL_STORAGE_KEY = 'EMJ/emojis/0';
/** Some browsers leave an open request hanging instead of failing it: give up and fall back. */
const OPEN_TIMEOUT_MS = 3_000;

interface RecentRecord {
  id: number;
  value: string;
}

function openRecentDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    // open() itself throws in some private modes: the promise rejects with it.
    const request = factory.open(RECENT_DB_NAME, RECENT_DB_VERSION);
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      run();
      return true;
    };
    const timer = setTimeout(() => settle(() => reject(new Error('IndexedDB did not open'))), OPEN_TIMEOUT_MS);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (db.objectStoreNames.contains(RECENT_STORE)) return;
      // The layout vue3-emoji-picker created, so a browser that already has the database reads it.
      const store = db.createObjectStore(RECENT_STORE, { keyPath: 'id', autoIncrement: true });
      store.createIndex('id', 'id', { unique: true });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version elsewhere (another tab's upgrade) must not wait on this connection.
      db.onversionchange = () => db.close();
      // Opened after the picker gave up on it: the fallback serves, so let the connection go.
      if (!settle(() => resolve(db))) db.close();
    };
    request.onerror = () => settle(() => reject(request.error ?? new Error('IndexedDB refused to open')));
    request.onblocked = () => settle(() => reject(new Error('IndexedDB is blocked by another tab')));
  });
}

function inTransaction<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(RECENT_STORE, mode);
    const request = work(transaction.objectStore(RECENT_STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The spec's database; every failure (private mode, quota, a closed connection) rejects. */
export function indexedDbRecentStorage(factory: IDBFactory): RecentEmojiStorage {
  let opening: Promise<IDBDatabase> | null = null;
  const database = () => {
    opening ??= openRecentDatabase(factory).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  return {
    async load() {
      const record = await inTransaction<RecentRecord | undefined>(await database(), 'readonly', (store) => store.get(RECENT_RECORD_ID));
      return parseRecent(record?.value);
    },
    async save(recent) {
      const record: RecentRecord = { id: RECENT_RECORD_ID, value: JSON.stringify(recent) };
      await inTransaction(await database(), 'readwrite', (store) => store.put(record));
    },
  };
}

/** The same record in localStorage; throws where storage is refused (sandboxed frames, a full quota). */
export function webStorageRecentStorage(storage: Storage): RecentEmojiStorage {
  return {
    load: async () => parseRecent(storage.getItem(RECENT_LOCAL_STORAGE_KEY)),
    save: async (recent) => storage.setItem(RECENT_LOCAL_STORAGE_KEY, JSON.stringify(recent)),
  };
}

/** Kept for as long as the page lives; never fails. */
export function memoryRecentStorage(): RecentEmojiStorage {
  let kept: readonly RecentEmoji[] = [];
  return {
    load: async () => kept,
    save: async (recent) => {
      kept = [...recent];
    },
  };
}

/**
 * Tries each storage in turn: the first that fails is given up for good and the next one serves
 * this and every later call. The last one should be memory, which cannot fail.
 */
export function fallbackRecentStorage(storages: readonly RecentEmojiStorage[]): RecentEmojiStorage {
  let current = 0;
  async function attempt<T>(run: (storage: RecentEmojiStorage) => Promise<T>): Promise<T> {
    for (;;) {
      const tried = current;
      try {
        return await run(storages[tried]!);
      } catch (error) {
        if (tried >= storages.length - 1) throw error;
        // Two calls can fail on the same storage at once: move past it once, not twice.
        current = Math.max(current, tried + 1);
      }
    }
  }
  return {
    load: () => attempt((storage) => storage.load()),
    save: (recent) => attempt((storage) => storage.save(recent)),
  };
}

/** Reading `indexedDB` or `localStorage` itself throws in some sandboxes. */
function available<T>(read: () => T | undefined): T | undefined {
  try {
    return read() ?? undefined;
  } catch {
    return undefined;
  }
}

/** IndexedDB, then localStorage, then memory: whichever this browser allows. */
export function browserRecentStorage(scope: { indexedDB?: IDBFactory; localStorage?: Storage } = globalThis): RecentEmojiStorage {
  const factory = available(() => scope.indexedDB);
  const storage = available(() => scope.localStorage);
  return fallbackRecentStorage([
    ...(factory ? [indexedDbRecentStorage(factory)] : []),
    ...(storage ? [webStorageRecentStorage(storage)] : []),
    memoryRecentStorage(),
  ]);
}

let pageStorage: RecentEmojiStorage | null = null;

/** One storage for the page, so a picker opened again (or a second one) sees the same memory fallback. */
export function defaultRecentStorage(): RecentEmojiStorage {
  pageStorage ??= browserRecentStorage();
  return pageStorage;
}
