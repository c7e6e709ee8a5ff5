import { describe, expect, it } from 'vitest';
import { COLOUR_TOKEN_NAMES, brandThemeColours, brandThemeCss, markDataUri, type ThemeTokens } from './brand-theme-css.mjs';

const palette = (colour: string) => Object.fromEntries(COLOUR_TOKEN_NAMES.map((name) => [name, colour])) as ThemeTokens['palette']['light'];

const theme: ThemeTokens = {
  palette: { light: { ...palette('#ffffff'), primary: '#5b1f6e' }, dark: { ...palette('#000000'), bg: '#120a17' } },
  fonts: { body: 'system-ui, sans-serif', display: "'Iowan Old Style', Georgia, serif", displayWeight: 600 },
  shape: { control: 4, button: 4, card: 6 },
  logo: {
    mark: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="12" fill="#d9b55a"/></svg>',
    wordmark: { font: 'display', weight: 500, tracking: 0.18, uppercase: true, italic: false },
  },
};

/** The declarations of the rule that opens with `prefix`, as a map. */
function declarations(sheet: string, prefix: string): Map<string, string> {
  const start = sheet.indexOf(prefix);
  const open = sheet.indexOf('{', sheet.indexOf(':root', start));
  return new Map(
    sheet
      .slice(open + 1, sheet.indexOf('}', open))
      .split(';')
      .map((part) => part.split(':') as [string, string])
      .map(([name, ...rest]) => [name, rest.join(':')]),
  );
}

describe("a brand's theme as CSS", () => {
  it('sets the light palette, fonts, shape and wordmark on :root, and the dark palette under prefers-color-scheme: dark', () => {
    const sheet = brandThemeCss(theme);
    const light = declarations(sheet, ':root');
    expect(light.get('--color-primary')).toBe('#5b1f6e');
    expect(light.get('--color-surface-alt')).toBe('#ffffff');
    expect(light.get('--font-display')).toBe("'Iowan Old Style', Georgia, serif");
    expect(light.get('--radius-button')).toBe('4px');
    expect(light.get('--logo-case')).toBe('uppercase');
    expect(light.get('--logo-tracking')).toBe('0.18em');
    expect(light.get('--logo-mark')).toBe(`url("${markDataUri(theme)}")`);
    const dark = declarations(sheet, '@media (prefers-color-scheme: dark)');
    expect(dark.get('--color-bg')).toBe('#120a17');
    expect(dark.size).toBe(COLOUR_TOKEN_NAMES.length);
  });

  it('writes nothing that could close the style element or add a rule: such values are left to the defaults', () => {
    const hostile = {
      ...theme,
      palette: {
        ...theme.palette,
        light: { ...theme.palette.light, primary: 'red}</style><script>alert(1)</script>', text: '#000;color:red' },
      },
      fonts: { ...theme.fonts, body: 'x;}body{display:none' },
    };
    const sheet = brandThemeCss(hostile);
    expect(sheet).not.toMatch(/<|script|display:none|color:red/);
    expect(declarations(sheet, ':root').has('--color-primary')).toBe(false);
    expect(declarations(sheet, ':root').get('--color-surface')).toBe('#ffffff');
  });

  it('writes nothing for a brand without a theme (the default tokens apply)', () => {
    expect(brandThemeCss(undefined)).toBe('');
    expect(brandThemeColours(undefined)).toEqual([]);
    expect(markDataUri(undefined)).toBeNull();
  });

  it("gives the browser the brand's colour per mode and its mark as an image address", () => {
    expect(brandThemeColours(theme)).toEqual([
      { media: '(prefers-color-scheme: light)', colour: '#5b1f6e' },
      { media: '(prefers-color-scheme: dark)', colour: '#120a17' },
    ]);
    const uri = markDataUri(theme)!;
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(theme.logo.mark);
    expect(uri).not.toMatch(/["<>]/);
  });
});
