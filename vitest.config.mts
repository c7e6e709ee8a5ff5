import './tooling/node20-groupby.mjs';
import { defineConfig } from 'vitest/config';

// One vitest run for the whole repo: each package is a project. The API suite runs twice,
// on embedded PGlite and on real PostgreSQL (races only show on the real server).
export default defineConfig({
  test: {
    projects: [
      './tooling/vitest.config.mts',
      './shared-contracts/vitest.config.mts',
      './shared-ui/vitest.config.mts',
      './shell/vitest.config.mts',
      './mfe-auth/vitest.config.mts',
      './mfe-profiles/vitest.config.mts',
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
