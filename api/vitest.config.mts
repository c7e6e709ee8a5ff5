import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { scaledMs } from '../tooling/time-scale.mjs';

// Files that hold the API to a wall-clock budget while it is attacked (request-flood: every
// /health within 200 ms): they run on their own after the rest (`npm run test:alone`), not beside
// three other test workers on a 2-core machine, whose load failed the budget in two clean CI runs
// (2026-11-30, once on PostgreSQL, once on PGlite) without the API being any slower.
// HEARTLINE_TESTS_ALONE=1 runs only them.
const ALONE = ['test/plugins/request-flood.test.ts'];
const alone = process.env.HEARTLINE_TESTS_ALONE === '1';

// API tests: `app.inject` against a real database. The root config runs this project twice,
// with HEARTLINE_TEST_DB=pglite (in-memory) and =postgres (a fresh database per test file).
export default defineConfig({
  test: {
    dir: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: alone ? ALONE : ['test/**/*.test.ts'],
    exclude: alone ? configDefaults.exclude : [...configDefaults.exclude, ...ALONE],
    // Longer on a slower machine (tooling/time-scale.mjs).
    testTimeout: scaledMs(15_000),
    hookTimeout: scaledMs(60_000),
    isolate: false,
    // One migrated database per run that each file's database copies (test/helpers/template-databases.ts).
    globalSetup: [fileURLToPath(new URL('test/helpers/template-databases.ts', import.meta.url))],
  },
});
