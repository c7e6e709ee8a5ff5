import fs from 'node:fs';
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
