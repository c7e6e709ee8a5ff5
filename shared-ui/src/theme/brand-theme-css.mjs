// A brand's theme as CSS custom properties: the values the tokens of tokens.css default to,
// overridden per brand. Plain JavaScript so the page server (tooling/serve.mjs, plain Node) and
// the shell share one rendering; brand-theme-css.d.mts types it.
//
// The output goes inside a <style> element: a value that is not of its expected shape is left
// out (the default token applies) rather than written, so no stored value can close the element
// or add a rule of its own.
import { markDataUri } from './brand-mark.mjs';

// The logo's mark has a module of its own, so a bundle that shows the logo and nothing else of the
// theme (every first visit's header) takes that function alone, not this whole file.
export { markDataUri };

/** The semantic colours, in the order of the contracts' palette; each is `--color-<kebab-name>`. */
export const COLOUR_TOKEN_NAMES = Object.freeze([
  'bg',
  'surface',
  'surfaceAlt',
  'text',
  'muted',
  'border',
  'borderStrong',
  'primary',
  'primaryStrong',
  'onPrimary',
  'primarySoft',
  'onPrimarySoft',
  'accent',
  'onAccent',
  'danger',
  'onDanger',
  'dangerSoft',
  'success',
  'successSoft',
  'warningSoft',
  'onWarningSoft',
  'infoSoft',
  'onInfoSoft',
  'focusRing',
  'inverse',
  'onInverse',
  'heroStart',
  'heroEnd',
  'onHero',
  'shadow',
]);

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const FONT_STACK = /^[\w\s,'"-]{1,300}$/;

/** `surfaceAlt` → `--color-surface-alt`. */
export function colourProperty(name) {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const isNumberIn = (value, min, max) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

function paletteDeclarations(palette) {
  if (!palette || typeof palette !== 'object') return [];
  return COLOUR_TOKEN_NAMES.filter((name) => HEX_COLOUR.test(String(palette[name]))).map(
    (name) => `${colourProperty(name)}:${palette[name]}`,
  );
}

function typeAndShapeDeclarations(theme) {
  const declarations = [];
  const { fonts, shape, logo } = theme;
  if (FONT_STACK.test(String(fonts?.body))) declarations.push(`--font-body:${fonts.body}`);
  if (FONT_STACK.test(String(fonts?.display))) declarations.push(`--font-display:${fonts.display}`);
  if (isNumberIn(fonts?.displayWeight, 100, 900)) declarations.push(`--font-display-weight:${Math.round(fonts.displayWeight)}`);
  for (const part of ['control', 'button', 'card']) {
    if (isNumberIn(shape?.[part], 0, 999)) declarations.push(`--radius-${part}:${Math.round(shape[part])}px`);
  }
  // The mark for CSS (the boot loader draws it before any script runs); percent-encoded, so it holds no quote.
  const mark = markDataUri(theme);
  if (mark) declarations.push(`--logo-mark:url("${mark}")`);
  const wordmark = logo?.wordmark;
  if (wordmark) {
    if (wordmark.font === 'body' || wordmark.font === 'display') declarations.push(`--logo-font:var(--font-${wordmark.font})`);
    if (isNumberIn(wordmark.weight, 100, 900)) declarations.push(`--logo-weight:${Math.round(wordmark.weight)}`);
    if (isNumberIn(wordmark.tracking, -0.2, 0.5)) declarations.push(`--logo-tracking:${wordmark.tracking}em`);
    if (typeof wordmark.uppercase === 'boolean') declarations.push(`--logo-case:${wordmark.uppercase ? 'uppercase' : 'none'}`);
    if (typeof wordmark.italic === 'boolean') declarations.push(`--logo-style:${wordmark.italic ? 'italic' : 'normal'}`);
  }
  return declarations;
}

/**
 * The style sheet of a brand: its light palette, fonts, shape and wordmark on :root, and its dark
 * palette under `prefers-color-scheme: dark`. Unlayered, so it wins over tokens.css's defaults
 * (which sit in `@layer tokens`) wherever the two end up in the page.
 */
export function brandThemeCss(theme) {
  if (!theme || typeof theme !== 'object') return '';
  const light = [...paletteDeclarations(theme.palette?.light), ...typeAndShapeDeclarations(theme)];
  const dark = paletteDeclarations(theme.palette?.dark);
  const rules = [];
  if (light.length > 0) rules.push(`:root{${light.join(';')}}`);
  if (dark.length > 0) rules.push(`@media (prefers-color-scheme: dark){:root{${dark.join(';')}}}`);
  return rules.join('\n');
}

/** The browser's theme colour per mode (address bar, task switcher): the brand's primary in light, its page in dark. */
export function brandThemeColours(theme) {
  const light = theme?.palette?.light?.primary;
  const dark = theme?.palette?.dark?.bg;
  return [
    HEX_COLOUR.test(String(light)) && { media: '(prefers-color-scheme: light)', colour: light },
    HEX_COLOUR.test(String(dark)) && { media: '(prefers-color-scheme: dark)', colour: dark },
  ].filter(Boolean);
}
