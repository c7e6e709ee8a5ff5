// The tokens of tokens.css for scripts: `tokens.space[4]` is 'var(--space-4)' for a style prop,
// beside the raw numbers of ./scales. tokens.test.ts checks that every name here is declared in
// tokens.css with these values.
import { COLOUR_TOKEN_NAMES, colourProperty, type ColourTokenName } from '../theme/brand-theme-css.mjs';

// The raw numbers live in ./scales (no imports), so a bundle that needs only a layer or a
// breakpoint (the Dialog, on every first visit) does not take the references below.
import { DURATION_MS, Z_INDEX } from './scales';

export { BREAKPOINTS, DURATION_MS, Z_INDEX, minWidthQuery, prefersReducedMotion } from './scales';
export type { Breakpoint } from './scales';

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
