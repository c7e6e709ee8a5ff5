// Where links in account emails send the browser back to: the shell the member was using when
// its origin is one of the member's own brand's origins, else the brand's default shell.
import { brandOriginsOf, isOriginOfBrand } from '../brand-origins';
import type { Config } from '../config';

type BrandOriginsConfig = Pick<Config, 'brandOrigins'>;

/** `http://localhost:3000` for the brand on `localhost` (the first of BRAND_ORIGINS). */
export function defaultBrandOrigin(config: BrandOriginsConfig, domain: string): string {
  return brandOriginsOf(config.brandOrigins, domain)[0]!;
}

/** The shell origin an email's link returns to, for a member of the brand on `brandDomain` asking from `origin`. */
export function returnOriginFor(config: BrandOriginsConfig, origin: string | undefined, brandDomain: string): string {
  // Only the member's own brand, on one of its own origins: a link must not carry a token to
  // another brand's site, to another server on the brand's host, nor to a site that is no brand.
  return isOriginOfBrand(config.brandOrigins, origin, brandDomain.toLowerCase())
    ? new URL(origin!).origin
    : defaultBrandOrigin(config, brandDomain);
}
