// Where the API's files are at run time. The same code runs from src/ (tests, drizzle-kit) and
// from the dist/ bundle, so folders are found by walking up from this file, not by fixed depth.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const JOURNAL = join('drizzle', 'meta', '_journal.json');

/** The api/ package folder: the nearest ancestor holding the drizzle migration journal. */
export function findApiRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, JOURNAL))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the migrations folder (${JOURNAL}) above ${from}`);
    dir = parent;
  }
}

export function migrationsFolder(): string {
  return join(findApiRoot(), 'drizzle');
}

/** `<repo>/.data/pglite`: the embedded database used when DATABASE_URL is not set. */
export function defaultDataDir(): string {
  return join(dirname(findApiRoot()), '.data', 'pglite');
}

/** `<dataDir>/../media` (beside the PGlite folder); `<repo>/.data/media` for an in-memory database. */
export function defaultMediaDir(dataDir: string): string {
  if (dataDir.includes('://')) return join(dirname(findApiRoot()), '.data', 'media');
  return join(dirname(dataDir), 'media');
}

/** `<dataDir>/../outbox` (beside the PGlite folder); `<repo>/.data/outbox` for an in-memory database. */
export function defaultOutboxDir(dataDir: string): string {
  if (dataDir.includes('://')) return join(dirname(findApiRoot()), '.data', 'outbox');
  return join(dirname(dataDir), 'outbox');
}
