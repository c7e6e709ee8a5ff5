import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests: `app.inject` against a real database. The root config runs this project twice,
// with HEARTLINE_TEST_DB=pglite (in-memory) and =postgres (a fresh database per test file).
export default defineConfig({
  test: {
    dir: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 15_000,
    hookTimeout: 60_000,
    isolate: false,
    // One migrated database per run that each file's database copies (test/helpers/template-databases.ts).
    globalSetup: [fileURLToPath(new URL('test/helpers/template-databases.ts', import.meta.url))],
  },
});
