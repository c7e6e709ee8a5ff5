import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOUR_TOKEN_NAMES, colourProperty } from '../theme/brand-theme-css.mjs';
import { DURATION_MS, Z_INDEX, minWidthQuery, tokens } from './tokens';

const here = dirname(fileURLToPath(import.meta.url));
const css = readFileSync(join(here, 'tokens.css'), 'utf8');
const repoRoot = join(here, '../../..');

/** Every style sheet the front-end apps ship (their src folders), node_modules and builds left out. */
function appStyleSheets(): string[] {
  const apps = readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^(shell|mfe-.+|shared-ui|shared-widgets|remote-kit)$/.test(entry.name))
    .map((entry) => join(repoRoot, entry.name, 'src'));
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.css')) found.push(join(dir, entry.name));
    }
  };
  for (const app of apps) {
    try {
      walk(app);
    } catch {
      // an app without a src folder has no style sheets
    }
  }
  return found;
}

/** The declarations of the first `selector { … }` block that follows `after` in tokens.css. */
function declarationsAfter(after: string): Map<string, string> {
  const start = css.indexOf(after);
  const open = css.indexOf('{', css.indexOf(':root', start));
  const body = css.slice(open + 1, css.indexOf('}', open));
  return new Map([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

const defaults = declarationsAfter('@layer tokens');
const dark = declarationsAfter('(prefers-color-scheme: dark)');
const reducedMotion = declarationsAfter('(prefers-reduced-motion: reduce)');

describe('the design tokens', () => {
  it('declares every token the typed map hands out', () => {
    const referenced = Object.values(tokens).flatMap((group) => Object.values(group).map((ref) => /^var\((--[\w-]+)\)$/.exec(ref)![1]!));
    expect(referenced.filter((property) => !defaults.has(property))).toEqual([]);
  });

  it('has a default for every colour, in light and in dark', () => {
    const properties = COLOUR_TOKEN_NAMES.map(colourProperty);
    expect(properties.filter((property) => !/^#[0-9a-f]{6}$/.test(defaults.get(property) ?? ''))).toEqual([]);
    expect(properties.filter((property) => !/^#[0-9a-f]{6}$/.test(dark.get(property) ?? ''))).toEqual([]);
    expect([...dark.keys()].filter((property) => !properties.includes(property as `--color-${string}`))).toEqual([]);
  });

  it('puts the overlay at 1000 and the loader at 1001 (member spec), and scripts read the same layers', () => {
    expect(defaults.get('--z-overlay')).toBe('1000');
    expect(defaults.get('--z-loader')).toBe('1001');
    const declared = Object.keys(Z_INDEX).map((name) => [
      name,
      Number(defaults.get(`--z-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`)),
    ]);
    expect(Object.fromEntries(declared)).toEqual(Z_INDEX);
  });

  it('stops motion for a member who asks the system for less: every duration is 0 under prefers-reduced-motion', () => {
    const names = Object.keys(DURATION_MS);
    expect(Object.fromEntries(names.map((name) => [name, defaults.get(`--duration-${name}`)]))).toEqual(
      Object.fromEntries(Object.entries(DURATION_MS).map(([name, ms]) => [name, `${ms}ms`])),
    );
    expect(names.map((name) => reducedMotion.get(`--duration-${name}`))).toEqual(names.map(() => '0ms'));
  });

  it('keeps its defaults in a cascade layer, so a brand theme written anywhere in the page wins', () => {
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '').trim()).toMatch(/^@layer tokens \{[\s\S]*\}$/);
  });

  it('is the only source of the token families: no app draws with a token it does not declare', () => {
    // A misspelt token falls back silently: the messages lists and the chat read
    // --color-text-muted (a grey meant for light pages) and --color-surface-muted, so in dark mode
    // a profile's messages were light text on a light bubble.
    const families = new Set([...defaults.keys()].map((property) => property.split('-')[2]));
    const sheets = appStyleSheets();
    const unknown = sheets.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--[\w-]+)/g)]
        .map((match) => match[1]!)
        .filter((property) => families.has(property.split('-')[2]) && !defaults.has(property))
        .map((property) => `${relative(repoRoot, file)}: ${property}`),
    );
    expect(sheets.length).toBeGreaterThan(20);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it("answers the spec's breakpoints as media queries", () => {
    expect(minWidthQuery('tablet')).toBe('(min-width: 768px)');
    expect(minWidthQuery('desktop')).toBe('(min-width: 1280px)');
    expect(minWidthQuery('desktop4K')).toBe('(min-width: 2560px)');
  });
});
