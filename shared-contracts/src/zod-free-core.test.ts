// The landing page loads the core entry and the rules; zod (~90 KB gzip) must stay out of both.
// Type-only imports are erased at build, so only value imports are followed.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const VALUE_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function valueImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(VALUE_IMPORT)].map((match) => match[1] ?? '');
}

/** Every package a module loads at run time, following relative imports. */
function runtimePackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImportsOf(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), `${specifier}.ts`));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('the zod-free entries', () => {
  it('the rules entry loads no package at all', () => {
    expect([...runtimePackages(resolve(SRC, 'rules.ts'))]).toEqual([]);
  });

  it('the core entry does not load zod', () => {
    expect([...runtimePackages(resolve(SRC, 'index.ts'))]).not.toContain('zod');
  });

  it('the schemas entry does load zod (the check sees value imports)', () => {
    expect([...runtimePackages(resolve(SRC, 'schemas.ts'))]).toContain('zod');
  });
});
