// Opens the database: embedded PGlite by default, PostgreSQL when a connection string is given.
// Both speak the same SQL and share one migration set; the rest of the API sees one `Database`.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './pglite-lock';

export type Database = PgDatabase<PgQueryResultHKT>;

export const IN_MEMORY_DATA_DIR = 'memory://';

/** Any number, as long as every API instance uses the same one to serialise migrations. */
const MIGRATION_LOCK_KEY = 7_142_001;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /**
   * The same database through connections that plan each named statement once, for the values'
   * types rather than the values (`plan_cache_mode=force_generic_plan`): for the statements whose
   * best plan does not depend on their values (the profile search without a range, see
   * repositories/profile-search.ts; the hot statements of messaging, sessions and the staff queue,
   * each a lookup by key: see named-statement.ts), it saves the planning, a third to half of their
   * PostgreSQL time.
   * On PGlite, `db` itself.
   */
  genericPlansDb: Database;
  /** Applies pending migrations; on PostgreSQL, one API instance at a time. */
  migrate(): Promise<void>;
  /** The raw connection, for a library that brings its own SQL (the job scheduler, jobs/). */
  connection: DatabaseConnection;
  close(): Promise<void>;
}

export type DatabaseConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** For an in-memory PGlite: the dumped data folder (a tar file) it starts from (Config.pgliteTemplate). */
  pgliteTemplate?: string;
  onLockCompromised?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite({ dataDir, pgliteTemplate, onLockCompromised = () => {} }: DatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = dataDir === IN_MEMORY_DATA_DIR;
  const release = inMemory ? async () => {} : await lockDataDir(dataDir, onLockCompromised);
  let client: PGlite;
  try {
    if (!inMemory) client = await PGlite.create(dataDir);
    else if (pgliteTemplate) client = await PGlite.create({ loadDataDir: new Blob([await readFile(pgliteTemplate)]) });
    else client = await PGlite.create();
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    genericPlansDb: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    connection: { kind: 'pglite', client },
    async close() {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}

/**
 * How long a pool keeps a connection nobody uses. pg-pool's default, 10 s, closed the connections a
 * burst had opened ten seconds after it; the next burst opened them again, each a new PostgreSQL
 * process that parses and plans the hot statements anew (the send's is long): at 200 sends a
 * second bench:messages stalled for about half a second every ten (sends' p99 by second 550–600 ms
 * against 20–40 ms) as backends came and went. Kept for minutes, a pool stays at the size its
 * busiest moment needed, within `max`.
 */
export const POOL_IDLE_MS = 5 * 60_000;

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  // Named statements (the profile search's, repositories/profile-search.ts) are planned for each
  // execution's values, as unnamed ones are: what they save is the parsing, not the planning.
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: POOL_IDLE_MS, options: '-c plan_cache_mode=force_custom_plan' });
  // Its connections open on first use: an API that never searches never opens one.
  const genericPlansPool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: POOL_IDLE_MS,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // pool.end() resolves once its clients are told to end, not once they have: closing waits
  // for them, so whoever drops or stops the database next does not cut live connections.
  const open = new Set<pg.Client>();
  for (const each of [pool, genericPlansPool]) {
    each.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
  }
  // Fail at start, with the server's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool }) as unknown as Database,
    genericPlansDb: drizzlePostgres({ client: genericPlansPool }) as unknown as Database,
    connection: { kind: 'postgres', connectionString },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      const closing = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
      await Promise.all([pool.end(), genericPlansPool.end()]);
      await Promise.all(closing);
    },
  };
}
