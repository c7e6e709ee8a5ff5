import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiDomains, apiLayerViolations, domainsWithoutReadme } from './api-layers.mjs';

/** A throwaway api/src holding `files`. */
function apiWith(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-api-layers-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'api/src', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'api/src', file), text);
  }
  return root;
}

describe('the API layering (one folder per domain, routes over services over repositories)', () => {
  it('holds in api/src', () => {
    expect(apiLayerViolations()).toEqual([]);
  });

  it('gives every domain a README saying what it owns', () => {
    expect(apiDomains().length).toBeGreaterThan(5);
    expect(domainsWithoutReadme()).toEqual([]);
  });

  it('catches a route reaching a repository or the database, and a domain reading another domain’s repositories', () => {
    const root = apiWith({
      'brands/index.ts':
        "import { createBrandsRepository } from './repositories/brands';\nexport default (app) => createBrandsRepository(app.db);\n",
      'brands/repositories/brands.ts': "import { eq } from 'drizzle-orm';\nexport const createBrandsRepository = (db) => ({ eq, db });\n",
      'brands/tables.ts': 'export const brands = {};\n',
      'brands/routes/brands.ts':
        "import type { BrandsRepository } from '../repositories/brands';\nimport { brands } from '../../db/schema';\nexport default (app) => app.db.select();\n",
      'brands/brands.ts': "import { sql } from 'drizzle-orm';\nexport const createBrands = (repository) => ({ repository, sql });\n",
      'support/index.ts': 'export default () => {};\n',
      'support/support-desk.ts': "import type { BrandsRepository } from '../brands/repositories/brands';\n",
      'routes/member-context.ts': "import { createBrandsRepository } from '../brands/repositories/brands';\n",
      'db/schema.ts': "export { brands } from '../brands/tables';\n",
    });
    expect(apiLayerViolations(root)).toEqual([
      'api/src/brands/brands.ts → drizzle-orm (domain brands queries outside repositories/)',
      'api/src/brands/routes/brands.ts → the database (a route uses app.db)',
      'api/src/brands/routes/brands.ts → api/src/brands/repositories/brands.ts (a route imports a repository)',
      'api/src/brands/routes/brands.ts → api/src/db/schema.ts (a route imports the database)',
      'api/src/routes/member-context.ts → api/src/brands/repositories/brands.ts (a route imports a repository)',
      'api/src/support/support-desk.ts → api/src/brands/repositories/brands.ts (domain support imports the repositories of brands)',
    ]);
    expect(domainsWithoutReadme(root)).toEqual(['brands', 'support']);
  });
});
