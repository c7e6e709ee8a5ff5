import { ApiError, MESSAGES, brandAtom, getBrandByDomain, type Brand } from '@heartline/contracts';
import { store } from '../../lib/store';

/** Failed brand fetch: the server's error, or 'Unknown error' (member spec §8). */
export class BrandLoadError extends Error {
  override name = 'BrandLoadError';
}

/** The brand for the domain the page was opened on supplies company, products, support and time zone. */
export async function loadBrand(domain = window.location.hostname): Promise<Brand> {
  try {
    const brand = await getBrandByDomain(domain);
    store.set(brandAtom, brand);
    return brand;
  } catch (error) {
    const message = error instanceof ApiError && error.status !== 0 ? error.message : MESSAGES.unknownError;
    throw new BrandLoadError(message);
  }
}
