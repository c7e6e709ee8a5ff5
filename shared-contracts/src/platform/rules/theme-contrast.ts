// WCAG 2.2 contrast for a brand's palette: every text colour on the surfaces it is drawn on meets
// AA (4.5:1, success criterion 1.4.3), and the borders and focus ring a member must see meet 3:1
// (1.4.11). A brand's theme is checked in both modes before it ships (api/test/db).
import type { ThemeColourName, ThemePalette } from '../entities/brand-theme';

/** AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;
/** AA for the parts of a control and for focus indicators. */
export const AA_NON_TEXT_CONTRAST = 3;

export interface ContrastPair {
  foreground: ThemeColourName;
  background: ThemeColourName;
  minimum: number;
}

const text = (foreground: ThemeColourName, background: ThemeColourName): ContrastPair => ({
  foreground,
  background,
  minimum: AA_TEXT_CONTRAST,
});
const nonText = (foreground: ThemeColourName, background: ThemeColourName): ContrastPair => ({
  foreground,
  background,
  minimum: AA_NON_TEXT_CONTRAST,
});

/** Every foreground the styles draw on a background, with the contrast it needs there. */
export const THEME_CONTRAST_PAIRS: readonly ContrastPair[] = [
  text('text', 'bg'),
  text('text', 'surface'),
  text('text', 'surfaceAlt'),
  text('muted', 'bg'),
  text('muted', 'surface'),
  text('muted', 'surfaceAlt'),
  // Links and ghost buttons on the page and on cards, at rest and hovered.
  text('primary', 'bg'),
  text('primary', 'surface'),
  text('primaryStrong', 'surface'),
  text('onPrimary', 'primary'),
  text('onPrimary', 'primaryStrong'),
  text('onPrimarySoft', 'primarySoft'),
  // The active navigation entry: primary on its soft tint.
  text('primary', 'primarySoft'),
  text('onAccent', 'accent'),
  text('danger', 'surface'),
  text('danger', 'bg'),
  text('onDanger', 'danger'),
  text('text', 'dangerSoft'),
  text('success', 'surface'),
  text('text', 'successSoft'),
  text('onWarningSoft', 'warningSoft'),
  text('onInfoSoft', 'infoSoft'),
  text('onInverse', 'inverse'),
  text('onHero', 'heroStart'),
  text('onHero', 'heroEnd'),
  nonText('borderStrong', 'surface'),
  nonText('focusRing', 'bg'),
  nonText('focusRing', 'surface'),
];

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2.2 definition). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].toSorted((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface ContrastFailure extends ContrastPair {
  ratio: number;
}

/** The pairs of a palette that fall short of their minimum (none for a palette that passes). */
export function themeContrastFailures(palette: ThemePalette): ContrastFailure[] {
  return THEME_CONTRAST_PAIRS.map((pair) => ({ ...pair, ratio: contrastRatio(palette[pair.foreground], palette[pair.background]) })).filter(
    (result) => result.ratio < result.minimum,
  );
}
