import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { workspaceFolders } from './tooling/apps.mjs';
import { timeScale } from './tooling/time-scale.mjs';

// One vitest run for the whole repo: each workspace with a vitest.config.mts is a project (a new
// remote joins by having one). The API suite runs twice, on embedded PGlite and on real
// PostgreSQL (races only show on the real server).
// The time limits follow this machine's speed (tooling/time-scale.mjs): measured here once, and
// passed to the projects' configs and the workers as HEARTLINE_TIME_SCALE (each project's
// timeouts, Testing Library's wait, the API's budgets).
const scale = timeScale();
if (scale > 1) console.log(`tests: this machine is ${scale}x slower than the one the time limits were set on; they are ${scale}x longer`);

const packageProjects = workspaceFolders()
  .filter((folder) => folder !== 'api' && fs.existsSync(`./${folder}/vitest.config.mts`))
  .map((folder) => `./${folder}/vitest.config.mts`);

// Two workers per core, at most 8. The suite waits more than it computes (the job queue's polls and
// retry delays, timers, PostgreSQL): with vitest's default (the cores minus one, so one worker on
// these 2-core machines) the CPU was 58 % idle. Measured 2026-11-30 on a clean 2-core machine,
// vitest's module cache cleared before each run: one worker 513-529 s, 42 % of the CPU busy; four
// 268 s, 90 % busy. Set through VITEST_MAX_WORKERS (which also overrides it from outside): each
// project resolves its own `maxWorkers`, so the root config's own setting never reached them (an
// earlier commit's "two workers" ran one).
process.env.VITEST_MAX_WORKERS ??= String(Math.min(8, Math.max(2, os.availableParallelism() * 2)));

export default defineConfig({
  test: {
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
