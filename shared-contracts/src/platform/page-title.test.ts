import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('the page title', () => {
  it("names the screen, then the brand's product", () => {
    expect(pageTitle('Profiles', 'Heartline')).toBe('Profiles · Heartline');
    expect(pageTitle('wild_nina, 19', 'Heartline')).toBe('wild_nina, 19 · Heartline');
    expect(pageTitle('Prices', 'Velvet Hour')).toBe('Prices · Velvet Hour');
  });

  it('is the brand alone on a screen without a name, and the name alone without a brand', () => {
    expect(pageTitle(undefined, 'Heartline')).toBe('Heartline');
    expect(pageTitle('  ', 'Heartline')).toBe('Heartline');
    expect(pageTitle('Settings', undefined)).toBe('Settings');
  });
});
