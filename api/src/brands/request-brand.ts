// The brand an anonymous account request is for: the one on the request's Origin, else the
// first brand (as the support and brand routes decide).
import type { Brand } from '@heartline/contracts/schemas';
import { originHostname } from '../brand-domains';
import type { BrandsRepository } from './repositories/brands';

export interface RequestBrand {
  id: number;
  domain: string;
  productName: string;
  timezone: string;
  /** The whole record: the brand's mails are drawn from its theme, company and support details. */
  record: Brand;
}

function toRequestBrand(id: number, brand: Brand): RequestBrand {
  return { id, domain: brand.domain, productName: brand.productName, timezone: brand.timezone, record: brand };
}

/** The brand of the front end at `origin` (the request's Origin header). */
export async function brandOfOrigin(brands: BrandsRepository, origin: string | undefined): Promise<RequestBrand> {
  const id = await brands.resolveBrandId(originHostname(origin) ?? undefined);
  const brand = id === null ? null : await brands.findById(id);
  if (id === null || !brand) throw new Error('No brand to register members under');
  return toRequestBrand(id, brand);
}

export async function brandById(brands: BrandsRepository, id: number): Promise<RequestBrand> {
  const brand = await brands.findById(id);
  if (!brand) throw new Error(`The brand ${id} of a member does not exist`);
  return toRequestBrand(id, brand);
}
