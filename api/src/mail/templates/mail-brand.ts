// What a mail template knows of the brand it is sent for: name, colours, type and shape from the
// brand's theme, the logo as an image address, and the company and support details of the footer.
// Built from the brand record (`mailBrandOf`), so a template never reads the database.
import type { Brand, BrandTheme, ThemePalette } from '@heartline/contracts/schemas';

/** The colours a mail is drawn in: the light palette (mail clients' dark modes invert on their own). */
export type MailColours = Pick<
  ThemePalette,
  | 'bg'
  | 'surface'
  | 'surfaceAlt'
  | 'text'
  | 'muted'
  | 'border'
  | 'primary'
  | 'onPrimary'
  | 'primarySoft'
  | 'onPrimarySoft'
  | 'heroStart'
  | 'heroEnd'
  | 'onHero'
>;

export interface MailBrand {
  productName: string;
  /** The brand's site (the shell), linked from the header and the footer. */
  siteUrl: string;
  /** The logo as a PNG at an absolute address (mail programs show no SVG); null: the name alone. */
  logoUrl: string | null;
  colours: MailColours;
  fonts: BrandTheme['fonts'];
  shape: BrandTheme['shape'];
  wordmark: BrandTheme['logo']['wordmark'];
  company: { name: string; address: string; registrationNumber: string; vatNumber: string };
  support: { email: string; phone: string; hours: string };
  /** Times in a mail are the brand's local time. */
  timezone: string;
}

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The look of a brand stored before themes: quiet and neutral, every text pair WCAG AA. */
const NEUTRAL: Pick<MailBrand, 'colours' | 'fonts' | 'shape' | 'wordmark'> = {
  colours: {
    bg: '#f4f5f8',
    surface: '#ffffff',
    surfaceAlt: '#eef0f5',
    text: '#1f2430',
    muted: '#5b6170',
    border: '#e1e4ec',
    primary: '#2b3a67',
    onPrimary: '#ffffff',
    primarySoft: '#e5e9ff',
    onPrimarySoft: '#1f2b52',
    heroStart: '#2b3a67',
    heroEnd: '#3d5af1',
    onHero: '#ffffff',
  },
  fonts: { body: SYSTEM_SANS, display: SYSTEM_SANS, displayWeight: 700 },
  shape: { control: 8, button: 8, card: 12 },
  wordmark: { font: 'body', weight: 700, tracking: 0, uppercase: false, italic: false },
};

/** Where the logo of brand `id` is served as PNG (brands/routes/brands.ts): on the API the mail's links point to. */
export function brandLogoPath(brandId: string): string {
  return `/brand/${encodeURIComponent(brandId)}/logo.png`;
}

/**
 * The mail's view of `brand`. `assetOrigin` serves the logo: the API as the brand's pages reach it
 * (brandApiOrigin), the same whether a request or a job writes the mail; `siteUrl` is the brand's
 * shell the links return to.
 */
export function mailBrandOf(brand: Brand, origins: { assetOrigin: string; siteUrl: string }): MailBrand {
  const { theme } = brand;
  const light = theme?.palette.light;
  return {
    productName: brand.productName,
    siteUrl: origins.siteUrl,
    logoUrl: theme ? `${origins.assetOrigin}${brandLogoPath(brand._id)}` : null,
    colours: light
      ? {
          bg: light.bg,
          surface: light.surface,
          surfaceAlt: light.surfaceAlt,
          text: light.text,
          muted: light.muted,
          border: light.border,
          primary: light.primary,
          onPrimary: light.onPrimary,
          primarySoft: light.primarySoft,
          onPrimarySoft: light.onPrimarySoft,
          heroStart: light.heroStart,
          heroEnd: light.heroEnd,
          onHero: light.onHero,
        }
      : NEUTRAL.colours,
    fonts: theme?.fonts ?? NEUTRAL.fonts,
    shape: theme?.shape ?? NEUTRAL.shape,
    wordmark: theme?.logo.wordmark ?? NEUTRAL.wordmark,
    company: {
      name: brand.company.name,
      address: brand.company.address,
      registrationNumber: brand.company.registrationNumber,
      vatNumber: brand.company.vatNumber,
    },
    support: { email: brand.customerSupport.email, phone: brand.customerSupport.phone, hours: brand.customerSupport.hours },
    timezone: brand.timezone,
  };
}
