import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

const folder = await mkdtemp(join(tmpdir(), 'heartline-pglite-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

// The lock guards embedded PGlite only; it is the same code under both test projects.
describe.runIf(process.env.HEARTLINE_TEST_DB !== 'postgres')('the PGlite data folder lock', () => {
  it('refuses a second opening of one folder with a clear message, and allows it after close', async () => {
    const dataDir = join(folder, 'pglite');
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      `database folder ${dataDir} is in use by another process`,
    );
    await first.close();
    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    await second.close();
  });
});
