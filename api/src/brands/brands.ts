// The brands service (`app.brands`): the brand a front end is (by its domain or its Origin), a brand
// with its company, products and support details, its company alone, and its logo as a PNG.
import type { Brand, BrandSummary, Company } from '@heartline/contracts/schemas';
import { originHostname } from '../brand-domains';
import { createBrandLogoRenderer } from './brand-logo';
import type { BrandsRepository } from './repositories/brands';

/** A brand as the account and support services use it: the facts they read, and the whole record for its mails. */
export interface RequestBrand {
  id: number;
  domain: string;
  productName: string;
  timezone: string;
  /** The whole record: the brand's mails are drawn from its theme, company and support details. */
  record: Brand;
}

export interface Brands {
  list(): Promise<BrandSummary[]>;
  byId(id: number): Promise<Brand | null>;
  byDomain(domain: string): Promise<Brand | null>;
  /** The id of the brand on `domain`, or of the first brand when no brand has that domain (or none is given). */
  idOfDomain(domain: string | undefined): Promise<number | null>;
  /** The brand of the front end at `origin` (a request's Origin header), else the first brand. */
  ofOrigin(origin: string | undefined): Promise<RequestBrand>;
  /** A brand that must exist (a member's). */
  recordOf(id: number): Promise<RequestBrand>;
  /** Every brand's domain (what CORS and the origins check read). */
  domains(): Promise<string[]>;
  company(id: number): Promise<Company | null>;
  /** The brand's logo mark as a PNG; null for a brand without a theme (or no such brand). */
  logoPng(id: number): Promise<Buffer | null>;
}

function toRequestBrand(id: number, brand: Brand): RequestBrand {
  return { id, domain: brand.domain, productName: brand.productName, timezone: brand.timezone, record: brand };
}

export function createBrands(repository: BrandsRepository): Brands {
  const logos = createBrandLogoRenderer();
  return {
    list: () => repository.listSummaries(),
    byId: (id) => repository.findById(id),
    byDomain: (domain) => repository.findByDomain(domain),
    idOfDomain: (domain) => repository.resolveBrandId(domain),
    async ofOrigin(origin) {
      const id = await repository.resolveBrandId(originHostname(origin) ?? undefined);
      const brand = id === null ? null : await repository.findById(id);
      if (id === null || !brand) throw new Error('No brand to serve the request under');
      return toRequestBrand(id, brand);
    },
    async recordOf(id) {
      const brand = await repository.findById(id);
      if (!brand) throw new Error(`The brand ${id} does not exist`);
      return toRequestBrand(id, brand);
    },
    domains: () => repository.listDomains(),
    company: (id) => repository.findCompany(id),
    async logoPng(id) {
      const brand = await repository.findById(id);
      return brand?.theme ? logos.png(brand.theme.logo.mark) : null;
    },
  };
}
