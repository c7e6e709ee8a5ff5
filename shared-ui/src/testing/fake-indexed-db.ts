// A small in-memory IndexedDB: just what the emoji picker's recent storage calls (open with an
// upgrade, one store keyed by a key path, get and put in a transaction), answering asynchronously
// as browsers do. It can fail the way private windows do: open throws, open errors, writes abort.

interface FakeStore {
  keyPath: string;
  autoIncrement: boolean;
  indexes: string[];
  records: Map<IDBValidKey, unknown>;
}

interface FakeDatabase {
  version: number;
  stores: Map<string, FakeStore>;
}

export interface FakeIndexedDbOptions {
  /** 'throw': open() throws (Firefox's private mode); 'error': the open request fails. */
  failOpen?: 'throw' | 'error';
  /** Every write transaction aborts (a full quota, Safari's private mode). */
  failWrites?: boolean;
}

class FakeRequest<T> {
  result!: T;
  error: DOMException | null = null;
  onsuccess: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onupgradeneeded: ((event: { oldVersion: number; newVersion: number }) => void) | null = null;
  onblocked: (() => void) | null = null;
}

const later = (run: () => void) => setTimeout(run, 0);

export function fakeIndexedDb(options: FakeIndexedDbOptions = {}) {
  const databases = new Map<string, FakeDatabase>();

  function connection(database: FakeDatabase, upgrading: boolean) {
    return {
      onversionchange: null as (() => void) | null,
      objectStoreNames: { contains: (name: string) => database.stores.has(name) },
      close() {},
      createObjectStore(name: string, { keyPath, autoIncrement = false }: { keyPath: string; autoIncrement?: boolean }) {
        if (!upgrading) throw new DOMException('Not in an upgrade', 'InvalidStateError');
        const store: FakeStore = { keyPath, autoIncrement, indexes: [], records: new Map() };
        database.stores.set(name, store);
        return { createIndex: (indexName: string) => store.indexes.push(indexName) };
      },
      transaction(name: string, mode: IDBTransactionMode) {
        const store = database.stores.get(name);
        if (!store) throw new DOMException(`No store ${name}`, 'NotFoundError');
        const transaction = {
          error: null as DOMException | null,
          oncomplete: null as (() => void) | null,
          onerror: null as (() => void) | null,
          onabort: null as (() => void) | null,
          objectStore: () => ({
            get(key: IDBValidKey) {
              const request = new FakeRequest<unknown>();
              later(() => {
                request.result = structuredClone(store.records.get(key));
                request.onsuccess?.();
                transaction.oncomplete?.();
              });
              return request;
            },
            put(value: Record<string, IDBValidKey>) {
              if (mode !== 'readwrite') throw new DOMException('Read-only transaction', 'ReadOnlyError');
              const request = new FakeRequest<IDBValidKey>();
              later(() => {
                if (options.failWrites) {
                  transaction.error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
                  transaction.onabort?.();
                  return;
                }
                const key = value[store.keyPath]!;
                store.records.set(key, structuredClone(value));
                request.result = key;
                request.onsuccess?.();
                transaction.oncomplete?.();
              });
              return request;
            },
          }),
        };
        return transaction;
      },
    };
  }

  const factory = {
    open(name: string, version: number) {
      if (options.failOpen === 'throw')
        throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
      const request = new FakeRequest<ReturnType<typeof connection>>();
      later(() => {
        if (options.failOpen === 'error') {
          request.error = new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError');
          request.onerror?.();
          return;
        }
        const existing = databases.get(name);
        if (existing && existing.version > version) {
          request.error = new DOMException('The requested version is less than the existing version.', 'VersionError');
          request.onerror?.();
          return;
        }
        const database = existing ?? { version: 0, stores: new Map() };
        databases.set(name, database);
        if (database.version < version) {
          const oldVersion = database.version;
          database.version = version;
          request.result = connection(database, true);
          request.onupgradeneeded?.({ oldVersion, newVersion: version });
        }
        request.result = connection(database, false);
        request.onsuccess?.();
      });
      return request;
    },
  };

  return { factory: factory as unknown as IDBFactory, databases };
}
