import { describe, expect, it } from 'vitest';
import type { ThemePalette } from '../entities/brand-theme';
import { THEME_CONTRAST_PAIRS, contrastRatio, themeContrastFailures } from './theme-contrast';

describe('contrast ratio (WCAG 2.2)', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#b0204f', '#B0204F')).toBe(1);
  });

  it('puts #767676 on white just above AA and #777777 just below, as the published tables do', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('refuses a colour that is not #rrggbb rather than guessing', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/not a #rrggbb colour/);
  });
});

describe('a palette against the pairs the styles draw', () => {
  const plain: ThemePalette = {
    bg: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f2f2f2',
    text: '#111111',
    muted: '#555555',
    border: '#dddddd',
    borderStrong: '#767676',
    primary: '#0050b3',
    primaryStrong: '#003d8a',
    onPrimary: '#ffffff',
    primarySoft: '#e6f0ff',
    onPrimarySoft: '#003d8a',
    accent: '#ffd24d',
    onAccent: '#111111',
    danger: '#b00020',
    onDanger: '#ffffff',
    dangerSoft: '#fde8ea',
    success: '#1b6e3a',
    successSoft: '#e9f6ee',
    warningSoft: '#fff1c9',
    onWarningSoft: '#4a3200',
    infoSoft: '#e2f0ff',
    onInfoSoft: '#0d3f75',
    focusRing: '#0050b3',
    inverse: '#111111',
    onInverse: '#ffffff',
    heroStart: '#0050b3',
    heroEnd: '#003d8a',
    onHero: '#ffffff',
    shadow: '#000000',
  };

  it('passes a palette whose every pair meets its minimum', () => {
    expect(themeContrastFailures(plain)).toEqual([]);
  });

  it('names the pair, its ratio and the minimum when muted text is too faint', () => {
    const failures = themeContrastFailures({ ...plain, muted: '#aaaaaa' });
    expect(failures.map((failure) => `${failure.foreground} on ${failure.background}`)).toEqual([
      'muted on bg',
      'muted on surface',
      'muted on surfaceAlt',
    ]);
    expect(failures[0]).toMatchObject({ minimum: 4.5 });
    expect(failures[0]!.ratio).toBeCloseTo(2.32, 2);
  });

  it('holds a focus ring to 3:1, not to the text minimum', () => {
    const failures = themeContrastFailures({ ...plain, focusRing: '#949494' });
    expect(failures).toEqual([]);
    expect(themeContrastFailures({ ...plain, focusRing: '#aaaaaa' }).map((failure) => [failure.foreground, failure.minimum])).toEqual([
      ['focusRing', 3],
      ['focusRing', 3],
    ]);
  });

  it('checks every colour a palette has', () => {
    const checked = new Set(THEME_CONTRAST_PAIRS.flatMap((pair) => [pair.foreground, pair.background]));
    expect(Object.keys(plain).filter((name) => !checked.has(name as keyof ThemePalette))).toEqual(['border', 'shadow']);
  });
});
