// Global setup of the API tests: one database migrated once, with the job scheduler's schema,
// that every test file's database starts as a copy of, rather than each file creating a cluster
// (PGlite's initdb, about a second), applying every migration and installing pg-boss's schema.
// PGlite: a dumped data folder in a temporary file (Config.pgliteTemplate). PostgreSQL: a template
// database that `createTestDatabase` copies. Both are removed when the run ends.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TestProject } from 'vitest/node';
import { IN_MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createJobScheduler } from '../../src/jobs/repositories/pg-boss-scheduler';
import { postgresAdmin } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped PGlite data folder every in-memory test database starts from. */
    pgliteTemplate: string;
    /** The PostgreSQL database every test database is created from. */
    postgresTemplate: string;
  }
}

const silent = { level: 'silent', fatal() {}, error() {}, warn() {}, info() {}, debug() {}, trace() {}, silent() {} };
const log = { ...silent, child: () => log } as unknown as FastifyBaseLogger;

/** Migrations and pg-boss's schema, as the app itself would apply them on its first start. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  const jobs = await createJobScheduler({ connection: handle.connection, pollSeconds: 1, log });
  await jobs.stop();
}

export default async function setup(project: TestProject) {
  if (project.config.env.HEARTLINE_TEST_DB === 'postgres') {
    const name = `heartline_test_template_${randomBytes(6).toString('hex')}`;
    await postgresAdmin((client) => client.query(`create database ${name}`));
    const handle = await openDatabase({ databaseUrl: postgresAdmin.urlOf(name), dataDir: IN_MEMORY_DATA_DIR });
    try {
      await prepare(handle);
    } finally {
      await handle.close();
    }
    project.provide('postgresTemplate', name);
    return async () => {
      await postgresAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    };
  }
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY_DATA_DIR });
  const folder = await mkdtemp(join(tmpdir(), 'heartline-test-template-'));
  try {
    await prepare(handle);
    if (handle.connection.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.connection.client.dumpDataDir('none');
    await writeFile(join(folder, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', join(folder, 'pglite.tar'));
  return () => rm(folder, { recursive: true, force: true });
}
