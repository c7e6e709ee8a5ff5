// Types of brand-theme-css.mjs. The theme is described by shape here (this package does not
// depend on the contracts); the contracts' BrandTheme fits it (checked in shell/src/features/brand).
export type ColourTokenName =
  | 'bg'
  | 'surface'
  | 'surfaceAlt'
  | 'text'
  | 'muted'
  | 'border'
  | 'borderStrong'
  | 'primary'
  | 'primaryStrong'
  | 'onPrimary'
  | 'primarySoft'
  | 'onPrimarySoft'
  | 'accent'
  | 'onAccent'
  | 'danger'
  | 'onDanger'
  | 'dangerSoft'
  | 'success'
  | 'successSoft'
  | 'warningSoft'
  | 'onWarningSoft'
  | 'infoSoft'
  | 'onInfoSoft'
  | 'focusRing'
  | 'inverse'
  | 'onInverse'
  | 'heroStart'
  | 'heroEnd'
  | 'onHero'
  | 'shadow';

export interface ThemeTokens {
  palette: { light: Record<ColourTokenName, string>; dark: Record<ColourTokenName, string> };
  fonts: { body: string; display: string; displayWeight: number };
  shape: { control: number; button: number; card: number };
  logo: {
    mark: string;
    wordmark: { font: 'body' | 'display'; weight: number; tracking: number; uppercase: boolean; italic: boolean };
  };
}

export declare const COLOUR_TOKEN_NAMES: readonly ColourTokenName[];
export declare function colourProperty(name: ColourTokenName): `--color-${string}`;
export declare function brandThemeCss(theme: ThemeTokens | null | undefined): string;
export declare function brandThemeColours(theme: ThemeTokens | null | undefined): { media: string; colour: string }[];
export declare function markDataUri(theme: ThemeTokens | null | undefined): string | null;
