import { themePaletteSchema, type Brand, type BrandTheme } from '@heartline/contracts/schemas';
import { COLOUR_TOKEN_NAMES } from '@heartline/ui/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_THEME_STYLE_ID, applyBrandTheme } from './apply-brand-theme';

const palette = (colour: string) => Object.fromEntries(COLOUR_TOKEN_NAMES.map((name) => [name, colour])) as BrandTheme['palette']['light'];

const THEME: BrandTheme = {
  palette: { light: { ...palette('#ffffff'), primary: '#5b1f6e' }, dark: { ...palette('#000000'), bg: '#120a17' } },
  fonts: { body: 'system-ui, sans-serif', display: 'Georgia, serif', displayWeight: 600 },
  shape: { control: 4, button: 4, card: 6 },
  logo: {
    mark: '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
    wordmark: { font: 'display', weight: 500, tracking: 0.16, uppercase: true, italic: false },
  },
};
const BRAND = { productName: 'Velvet Hour', theme: THEME } as Brand;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe("the brand's look when the page server did not write it", () => {
  it('adds the style sheet (with the page’s style nonce), theme colours, favicon and title once the brand has loaded', () => {
    document.head.innerHTML = '<title>Heartline</title><link rel="icon" href="data:,x">';
    expect(applyBrandTheme(BRAND, 'style-nonce')).toBe(true);
    const style = document.getElementById(BRAND_THEME_STYLE_ID) as HTMLStyleElement;
    expect(style.textContent).toContain('--color-primary:#5b1f6e');
    expect(style.nonce).toBe('style-nonce');
    expect(
      [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')]),
    ).toEqual([
      ['(prefers-color-scheme: light)', '#5b1f6e'],
      ['(prefers-color-scheme: dark)', '#120a17'],
    ]);
    const icons = [...document.querySelectorAll('link[rel="icon"]')].map((link) => decodeURIComponent(link.getAttribute('href') ?? ''));
    expect(icons).toEqual([`data:image/svg+xml,${THEME.logo.mark}`]);
    expect(document.title).toBe('Velvet Hour');
  });

  it('leaves a page the server already themed as it is', () => {
    document.head.innerHTML = `<style id="${BRAND_THEME_STYLE_ID}">:root{--color-primary:#c2185b}</style>`;
    expect(applyBrandTheme(BRAND, null)).toBe(false);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.getElementById(BRAND_THEME_STYLE_ID)?.textContent).toContain('#c2185b');
  });

  it('leaves the default tokens for a brand stored without a theme', () => {
    expect(applyBrandTheme({ productName: 'Plain' } as Brand, null)).toBe(false);
    expect(document.getElementById(BRAND_THEME_STYLE_ID)).toBeNull();
  });

  it('knows every colour a brand theme carries as a token of @heartline/ui, and no other', () => {
    expect(Object.keys(themePaletteSchema.shape)).toEqual([...COLOUR_TOKEN_NAMES]);
  });
});
