import { ApiError, PLATFORM_MESSAGES, brandAtom, getBrandByDomain, type Brand } from '@heartline/contracts';
import { readRuntimeConfig } from '../../lib/config';
import { store } from '../../lib/store';
import { BRAND_THEME_STYLE_ID } from './brand-theme-id';

/** Failed brand fetch: the server's error, or 'Unknown error' (member spec §8). */
export class BrandLoadError extends Error {
  override name = 'BrandLoadError';
}

/** The brand for the domain the page was opened on supplies company, products, support and time zone. */
export async function loadBrand(domain = window.location.hostname): Promise<Brand> {
  try {
    // The page server hands over the brand it wrote into the page (same host, same answer of the
    // API): the first page renders without waiting for a request of its own.
    const brand = readRuntimeConfig().brand ?? (await getBrandByDomain(domain));
    store.set(brandAtom, brand);
    // Almost always the page server has written the theme; only otherwise is its code loaded.
    if (brand.theme && !document.getElementById(BRAND_THEME_STYLE_ID)) {
      // A theme whose code cannot load leaves the default tokens: the site still works.
      await import('./apply-brand-theme').then(
        ({ applyBrandTheme }) => applyBrandTheme(brand, readRuntimeConfig().styleNonce),
        () => false,
      );
    }
    return brand;
  } catch (error) {
    const message = error instanceof ApiError && error.status !== 0 ? error.message : PLATFORM_MESSAGES.unknownError;
    throw new BrandLoadError(message);
  }
}
