// The tokens of tokens.css for scripts: `tokens.space[4]` is 'var(--space-4)' for a style prop,
// and the numbers a script needs raw (breakpoints for matchMedia, layers, durations for timers).
// tokens.test.ts checks that every name here is declared in tokens.css with these values.
import { COLOUR_TOKEN_NAMES, colourProperty, type ColourTokenName } from '../theme/brand-theme-css.mjs';

/** Member spec §4: mobile from 0, then tablet, desktop, desktopQHD and desktop4K (min-widths in px). */
export const BREAKPOINTS = { mobile: 0, tablet: 768, desktop: 1280, desktopQHD: 1920, desktop4K: 2560 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** `(min-width: …px)` for a breakpoint, for matchMedia. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Stacking layers; overlay 1000 and loader 1001 are member spec §9's. */
export const Z_INDEX = { raised: 1, sticky: 10, dropdown: 20, overlay: 1000, loader: 1001, toast: 1002, skipLink: 1003 } as const;

/** Durations in ms (0 under prefers-reduced-motion in CSS; a script asks `prefersReducedMotion()`). */
export const DURATION_MS = { fast: 120, base: 200, slow: 320 } as const;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const SPACE_STEPS = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;
const TEXT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', 'display'] as const;
const RADII = ['sm', 'md', 'lg', 'xl', 'pill', 'round', 'control', 'button', 'card'] as const;
const SHADOWS = ['sm', 'md', 'lg'] as const;
const EASINGS = ['standard', 'enter', 'exit'] as const;
const FONTS = ['body', 'display', 'mono'] as const;

const refs = <K extends string | number>(keys: readonly K[], property: (key: K) => string): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, `var(${property(key)})`])) as Record<K, string>;

const zKebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `var(--…)` references to every token, grouped as in tokens.css. */
export const tokens = {
  color: refs<ColourTokenName>(COLOUR_TOKEN_NAMES, colourProperty),
  font: refs(FONTS, (key) => `--font-${key}`),
  text: refs(TEXT_SIZES, (key) => `--text-${key}`),
  space: refs(SPACE_STEPS, (key) => `--space-${key}`),
  radius: refs(RADII, (key) => `--radius-${key}`),
  shadow: refs(SHADOWS, (key) => `--shadow-${key}`),
  duration: refs(Object.keys(DURATION_MS) as (keyof typeof DURATION_MS)[], (key) => `--duration-${key}`),
  ease: refs(EASINGS, (key) => `--ease-${key}`),
  z: refs(Object.keys(Z_INDEX) as (keyof typeof Z_INDEX)[], (key) => `--z-${zKebab(key)}`),
} as const;
