import { describe, expect, it } from 'vitest';
import { CATALOGUES, MESSAGES } from './messages';
import { isCatalogueSentence } from './testing';

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

  it('knows a sentence of any domain as its own', () => {
    expect(isCatalogueSentence('Profile not found')).toBe(true);
    expect(isCatalogueSentence('You can upload only 1 avatar')).toBe(true);
    expect(isCatalogueSentence('Agent Profile has been updated')).toBe(true);
    expect(isCatalogueSentence('Too small: expected number to be >=18')).toBe(false);
  });
});
