// The API's PostgreSQL pools keep the connections a burst opened (POOL_IDLE_MS, minutes): closed
// after pg-pool's default 10 s, each next burst opened new backends that parse and plan the hot
// statements again, and bench:messages stalled for half a second every ten.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from '../../src/db/client';
import { postgresAdmin } from '../helpers/postgres-admin';

const NAME = `heartline_test_pool_${process.pid}`;
const BURST = 4;

describe.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')('the PostgreSQL pools', () => {
  let handle: DatabaseHandle;
  const backends = async () =>
    postgresAdmin(async (client) => {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [NAME],
      );
      return rows[0]!.n;
    });

  beforeAll(async () => {
    await postgresAdmin((client) => client.query(`create database ${NAME}`));
    handle = await openDatabase({ databaseUrl: postgresAdmin.urlOf(NAME), dataDir: IN_MEMORY_DATA_DIR });
  });
  afterAll(async () => {
    await handle?.close();
    await postgresAdmin((client) => client.query(`drop database if exists ${NAME} with (force)`));
  });

  it('keep the connections of a burst open well past ten idle seconds', async () => {
    await Promise.all(Array.from({ length: BURST }, () => handle.db.execute(sql`select pg_sleep(0.3)`)));
    expect(await backends()).toBeGreaterThanOrEqual(BURST);
    await new Promise((resolve) => setTimeout(resolve, 11_500));
    expect(await backends()).toBeGreaterThanOrEqual(BURST);
  }, 30_000);
});
