// Every fixed key the code looks up is in the catalogue (keys built from values are checked by
// the page tests that render them).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const SRC = dirname(import.meta.dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the profiles catalogue', () => {
  it('has every key the code asks for', () => {
    const keys = new Set(
      sources(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\('([a-z0-9.-]+)'/g)].map((match) => match[1]!)),
    );
    expect(keys.size).toBeGreaterThan(100);
    const missing = [...keys].filter(
      (key) => !i18next.exists(key, { ns: 'profiles', count: 2 }) && !i18next.exists(key, { ns: 'profiles' }),
    );
    expect(missing).toEqual([]);
  });
});
