import { z } from './zod';

// A brand's look, carried by its brand record: the page server turns it into CSS custom
// properties (the tokens of @heartline/ui) before the first paint. Every value ends up inside a
// <style> element, so each is held to a shape that cannot close it or start another rule.

/** `#rrggbb`: the one colour form the contrast rules and the style sheet both read. */
export const hexColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i);

/** A CSS font stack of installed or system fonts (no web-font download): names, quotes, commas. */
export const fontStackSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[\w\s,'"-]+$/);

/** A corner radius in px (999 reads as a pill). */
const radiusSchema = z.number().int().min(0).max(999);

/**
 * The semantic colours of one mode. `onX` is the text or icon colour drawn on `x`; the pairs a
 * member reads are checked against WCAG AA by `themeContrastFailures` (rules/theme-contrast.ts).
 */
export const themePaletteSchema = z.object({
  /** The page behind everything. */
  bg: hexColourSchema,
  /** Cards, header, dialogs, fields. */
  surface: hexColourSchema,
  /** A quieter surface: chips, skeletons, table stripes. */
  surfaceAlt: hexColourSchema,
  text: hexColourSchema,
  /** Secondary text: hints, counts, dates. */
  muted: hexColourSchema,
  /** Hairlines between and around surfaces. */
  border: hexColourSchema,
  /** Borders that must be seen (inputs, chips): at least 3:1 on the surface. */
  borderStrong: hexColourSchema,
  /** Buttons, links, the active navigation. */
  primary: hexColourSchema,
  /** Primary when hovered or pressed. */
  primaryStrong: hexColourSchema,
  onPrimary: hexColourSchema,
  /** A tint of primary behind badges, selected chips and notices. */
  primarySoft: hexColourSchema,
  onPrimarySoft: hexColourSchema,
  /** The brand's second colour: highlights, marks, the call to action band. */
  accent: hexColourSchema,
  onAccent: hexColourSchema,
  danger: hexColourSchema,
  onDanger: hexColourSchema,
  dangerSoft: hexColourSchema,
  success: hexColourSchema,
  successSoft: hexColourSchema,
  warningSoft: hexColourSchema,
  onWarningSoft: hexColourSchema,
  infoSoft: hexColourSchema,
  onInfoSoft: hexColourSchema,
  /** The keyboard focus outline: at least 3:1 on the page and the surface. */
  focusRing: hexColourSchema,
  /** The footer and other inverted bands. */
  inverse: hexColourSchema,
  onInverse: hexColourSchema,
  /** The landing hero's gradient and the text on it. */
  heroStart: hexColourSchema,
  heroEnd: hexColourSchema,
  onHero: hexColourSchema,
  /** The colour shadows are mixed from. */
  shadow: hexColourSchema,
});
export type ThemePalette = z.infer<typeof themePaletteSchema>;
export type ThemeColourName = keyof ThemePalette;

export const brandThemeSchema = z.object({
  /** Light follows the system by default; dark applies under `prefers-color-scheme: dark`. */
  palette: z.object({ light: themePaletteSchema, dark: themePaletteSchema }),
  fonts: z.object({
    /** Running text and controls. */
    body: fontStackSchema,
    /** Headings and the wordmark. */
    display: fontStackSchema,
    /** The weight headings are set in. */
    displayWeight: z.number().int().min(100).max(900),
  }),
  /** Corner radii in px: the shape of the brand (rounded and soft, or tailored and sharp). */
  shape: z.object({ control: radiusSchema, button: radiusSchema, card: radiusSchema }),
  logo: z.object({
    /** A square SVG mark (the favicon too), drawn in its own colours: shown as an image, never inlined. */
    mark: z
      .string()
      .min(1)
      .max(8_000)
      .regex(/^<svg[\s>]/),
    /** How the product name is set beside the mark. */
    wordmark: z.object({
      font: z.enum(['body', 'display']),
      weight: z.number().int().min(100).max(900),
      /** Letter spacing in em, e.g. -0.02 or 0.18. */
      tracking: z.number().min(-0.2).max(0.5),
      uppercase: z.boolean(),
      italic: z.boolean(),
    }),
  }),
});
export type BrandTheme = z.infer<typeof brandThemeSchema>;
