import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { workspaceFolders } from './tooling/apps.mjs';

// One vitest run for the whole repo: each workspace with a vitest.config.mts is a project (a new
// remote joins by having one). The API suite runs twice, on embedded PGlite and on real
// PostgreSQL (races only show on the real server).
const packageProjects = workspaceFolders()
  .filter((folder) => folder !== 'api' && fs.existsSync(`./${folder}/vitest.config.mts`))
  .map((folder) => `./${folder}/vitest.config.mts`);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on these 2-core machines, which
    // left a third of the CPU idle while API tests waited on PostgreSQL, the job queue's polls and
    // timers. Two workers (VITEST_MAX_WORKERS overrides), measured 2026-11-30 on one machine: 637 s
    // with vitest's module cache (node_modules/.vitest-cache) warm, against 961 s for one worker
    // with it cold; on a clean clone (cold, as in CI) 948 s, so most of that gain was the cache.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism() - 1)),
    projects: [
      ...packageProjects,
      {
        extends: './api/vitest.config.mts',
        test: { name: 'api-pglite', env: { HEARTLINE_TEST_DB: 'pglite' } },
      },
      {
        extends: './api/vitest.config.mts',
        test: { name: 'api-postgres', env: { HEARTLINE_TEST_DB: 'postgres' } },
      },
    ],
  },
});
