import { describe, expect, it } from 'vitest';
import { CARD_BIO_MAX_LENGTH } from '../constants';
import { cardBio } from './card-bio';

describe('cardBio', () => {
  it('takes the first sentence of the about text', () => {
    expect(cardBio('I laugh loudly and I am not sorry about it. I can talk about jazz for hours.')).toBe(
      'I laugh loudly and I am not sorry about it.',
    );
    expect(cardBio('Sun lover! Dogs over cats.')).toBe('Sun lover!');
    expect(cardBio('Is it coffee? Always.')).toBe('Is it coffee?');
    expect(cardBio('"Carpe diem." Then a nap.')).toBe('"Carpe diem."');
  });

  it('ends at a line break and joins the spaces of what it keeps', () => {
    expect(cardBio('  New in town\nand curious  ')).toBe('New in town');
    expect(cardBio('Version 2.0   of me, no full stop')).toBe('Version 2.0 of me, no full stop');
  });

  it('shortens a long sentence on a word boundary, with an ellipsis, within the limit', () => {
    const long = `${'Walking by the sea '.repeat(10)}every morning.`;
    const bio = cardBio(long);
    expect(bio.length).toBeLessThanOrEqual(CARD_BIO_MAX_LENGTH);
    expect(bio).toMatch(/^Walking by the sea .* (Walking|by|the|sea)…$/);
    expect(cardBio('x'.repeat(300))).toBe(`${'x'.repeat(CARD_BIO_MAX_LENGTH - 1)}…`);
  });

  it('says nothing for an empty about text', () => {
    expect(cardBio('')).toBe('');
    expect(cardBio('   \n ')).toBe('');
  });
});
