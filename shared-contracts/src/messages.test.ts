import { existsSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as gathered from './messages';
import { CATALOGUES, MESSAGES } from './messages';
import { isCatalogueSentence } from './testing';

const SRC = dirname(fileURLToPath(import.meta.url));
/** The folders with a catalogue of their own (<folder>/messages.ts): platform and every domain. */
const CATALOGUE_FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(resolve(SRC, entry.name, 'messages.ts')))
  .map((entry) => entry.name);

describe('the catalogue', () => {
  it("gives each key to one domain only, so no domain silently replaces another one's words", () => {
    const owners = new Map<string, string[]>();
    for (const [domain, catalogue] of Object.entries(CATALOGUES)) {
      for (const key of Object.keys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), domain]);
    }
    expect([...owners].filter(([, domains]) => domains.length > 1)).toEqual([]);
  });

  it('holds every sentence of every domain under its domain key', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const [key, sentence] of Object.entries(catalogue)) expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(sentence);
    }
    expect(Object.keys(MESSAGES)).toHaveLength(
      Object.values(CATALOGUES).reduce((count, catalogue) => count + Object.keys(catalogue).length, 0),
    );
  });

  it('gathers the catalogue of every folder that has one, and offers every sentence builder they define', async () => {
    expect(Object.keys(CATALOGUES).toSorted()).toEqual(CATALOGUE_FOLDERS.toSorted());
    const missing: string[] = [];
    for (const folder of CATALOGUE_FOLDERS) {
      const own: Record<string, unknown> = await import(resolve(SRC, folder, 'messages.ts'));
      const catalogueName = `${folder.toUpperCase()}_MESSAGES`;
      if (CATALOGUES[folder as keyof typeof CATALOGUES] !== own[catalogueName]) missing.push(`${folder}: ${catalogueName}`);
      for (const [name, builder] of Object.entries(own)) {
        if (typeof builder === 'function' && (gathered as Record<string, unknown>)[name] !== builder) missing.push(`${folder}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('knows a sentence of any domain as its own', () => {
    expect(isCatalogueSentence('Profile not found')).toBe(true);
    expect(isCatalogueSentence('You can upload only 1 avatar')).toBe(true);
    expect(isCatalogueSentence('Agent Profile has been updated')).toBe(true);
    expect(isCatalogueSentence('Too small: expected number to be >=18')).toBe(false);
  });
});
