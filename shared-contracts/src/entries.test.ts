// The package's public API is its eight entries (package.json "exports"), each naming what it
// exports: a reader sees the whole surface in one file, and a file moved inside a domain cannot
// silently add or drop an export.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entries = Object.entries(JSON.parse(readFileSync(resolve(PACKAGE, 'package.json'), 'utf8')).exports as Record<string, string>);

describe('the public entries', () => {
  it('are the eight the apps import', () => {
    expect(entries.map(([name]) => name)).toEqual(['.', './schemas', './rules', './router', './i18n', './trans', './payment', './testing']);
  });

  it('leaves Trans, and the HTML parser it brings, out of the translation entry every remote takes', () => {
    expect(readFileSync(resolve(PACKAGE, 'src/i18n.ts'), 'utf8')).not.toMatch(/export \{[^}]*\bTrans\b/);
    expect(readFileSync(resolve(PACKAGE, 'src/trans.ts'), 'utf8')).toMatch(/export \{ Trans \} from 'react-i18next'/);
  });

  it.each(entries)('%s names every export (no export *)', (_name, file) => {
    expect(readFileSync(resolve(PACKAGE, file), 'utf8')).not.toMatch(/export\s+(type\s+)?\*/);
  });
});
