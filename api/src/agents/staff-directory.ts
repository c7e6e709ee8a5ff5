// Who works for which brand, kept in memory. Each member message needs the brand's staff (who get
// its `messageQueued`), and each push of the queue's counts needs who shares which brands; reading
// them from the database was one statement per send (issue 25 item 5). The copy is dropped whenever the
// database says staff or their brands changed (a trigger's NOTIFY on `agents` and `agent_brands`,
// migration 0026, heard through db/notifications.ts): an admin's change on any instance, a script,
// or psql. While notifications are not heard (the listening connection was lost), or when there are
// more rows than STAFF_DIRECTORY_MAX_ROWS, every question goes to the database, as before.
import type { NotificationHandlers, NotificationListener } from '../db/notifications';

/** The channel the migration's trigger notifies. */
export const STAFF_SCOPE_CHANNEL = 'heartline_staff_scope';
/** The most (agent, brand) pairs kept in memory; a larger staff is asked from the database. */
export const STAFF_DIRECTORY_MAX_ROWS = 20_000;

export interface StaffScope {
  agentId: number;
  brandIds: number[];
}

export interface StaffDirectorySource {
  /** Every staff member not disabled, with its brands, ordered by agent and brand; at most `limit` pairs. */
  all(limit: number): Promise<Array<{ agentId: number; brandId: number }>>;
  /** What the database answers when the copy cannot be trusted. */
  staffOf(brandId: number): Promise<number[]>;
  scopesOf(brandIds: readonly number[]): Promise<StaffScope[]>;
}

export interface StaffDirectory {
  /** The staff (not disabled) working for the brand, by id. */
  staffOf(brandId: number): Promise<readonly number[]>;
  /** The same when the copy is loaded (no wait: a send's `messageQueued` joins its other deliveries); undefined otherwise. */
  knownStaffOf(brandId: number): readonly number[] | undefined;
  /** The staff (not disabled) working for any of the brands, each with all its brands. */
  scopesOf(brandIds: readonly number[]): Promise<StaffScope[]>;
  close(): Promise<void>;
}

interface Copy {
  byBrand: Map<number, number[]>;
  byAgent: Map<number, number[]>;
}

function copyOf(rows: ReadonlyArray<{ agentId: number; brandId: number }>): Copy {
  const byBrand = new Map<number, number[]>();
  const byAgent = new Map<number, number[]>();
  for (const { agentId, brandId } of rows) {
    let staff = byBrand.get(brandId);
    if (!staff) byBrand.set(brandId, (staff = []));
    staff.push(agentId);
    let brands = byAgent.get(agentId);
    if (!brands) byAgent.set(agentId, (brands = []));
    brands.push(brandId);
  }
  return { byBrand, byAgent };
}

/** The directory over `source`; kept in memory only while `listen` hears the database's notifications. */
export function createStaffDirectory(source: StaffDirectorySource): StaffDirectory & {
  /** Wires the notifications of STAFF_SCOPE_CHANNEL (db/notifications.ts): call once, at start. */
  listen(subscribe: (handlers: NotificationHandlers) => Promise<NotificationListener>): Promise<void>;
} {
  let listening = false;
  // Bumped by every change: a load that began before one is not kept.
  let generation = 0;
  let copy: Copy | null = null;
  let loading: Promise<Copy | null> | null = null;
  let listener: NotificationListener | null = null;

  function dropCopy(): void {
    generation += 1;
    copy = null;
    loading = null;
  }

  /** The copy, loading it when missing; null when it cannot be kept (not listening, or too large). */
  function current(): Promise<Copy | null> | Copy | null {
    if (copy) return copy;
    if (!listening) return null;
    if (loading) return loading;
    const startedAt = generation;
    const load: Promise<Copy | null> = source.all(STAFF_DIRECTORY_MAX_ROWS + 1).then((rows) => {
      if (rows.length > STAFF_DIRECTORY_MAX_ROWS) return null;
      const loaded = copyOf(rows);
      if (startedAt === generation && listening) copy = loaded;
      return loaded;
    });
    loading = load;
    const forget = () => {
      if (loading === load) loading = null;
    };
    load.then(forget, forget);
    return load;
  }

  return {
    async listen(subscribe) {
      listener = await subscribe({
        onNotify: dropCopy,
        onListening: (now) => {
          listening = now;
          dropCopy();
        },
      });
    },
    knownStaffOf(brandId) {
      return copy ? (copy.byBrand.get(brandId) ?? []) : undefined;
    },
    async staffOf(brandId) {
      const known = await current();
      return known ? (known.byBrand.get(brandId) ?? []) : source.staffOf(brandId);
    },
    async scopesOf(brandIds) {
      const known = await current();
      if (!known) return source.scopesOf(brandIds);
      const wanted = new Set(brandIds);
      const scopes: StaffScope[] = [];
      for (const [agentId, brands] of known.byAgent) {
        if (brands.some((brandId) => wanted.has(brandId))) scopes.push({ agentId, brandIds: [...brands] });
      }
      return scopes;
    },
    async close() {
      const closing = listener;
      listener = null;
      await closing?.close();
      listening = false;
      dropCopy();
    },
  };
}
