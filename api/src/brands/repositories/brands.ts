// Brands with their company, products and support details, in the shape of the contracts.
import type { Brand, BrandSummary, Company, Product } from '@heartline/contracts/schemas';
import { DEFAULT_LOCALE } from '@heartline/contracts/rules';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, companies, products } from '../../db/schema';

type BrandRow = typeof brands.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export interface BrandsRepository {
  listSummaries(): Promise<BrandSummary[]>;
  findById(id: number): Promise<Brand | null>;
  findByDomain(domain: string): Promise<Brand | null>;
  /** The id of the brand on `domain`, or of the first brand when no brand has that domain. */
  resolveBrandId(domain: string | undefined): Promise<number | null>;
  listDomains(): Promise<string[]>;
  findCompany(id: number): Promise<Company | null>;
}

export function createBrandsRepository(db: Database): BrandsRepository {
  async function loadBrand(where: SQL): Promise<Brand | null> {
    const [row] = await db
      .select({ brand: brands, company: companies })
      .from(brands)
      .innerJoin(companies, eq(companies.id, brands.companyId))
      .where(where)
      .limit(1);
    if (!row) return null;
    const productRows = await db
      .select()
      .from(products)
      .where(eq(products.brandId, row.brand.id))
      .orderBy(asc(products.price), asc(products.id));
    return toBrand(row.brand, row.company, productRows);
  }

  return {
    async listSummaries() {
      const rows = await db.select().from(brands).orderBy(asc(brands.id));
      return rows.map(toBrandSummary);
    },
    findById: (id) => loadBrand(eq(brands.id, id)),
    findByDomain: (domain) => loadBrand(eq(brands.domain, domain)),
    async resolveBrandId(domain) {
      if (domain) {
        const [match] = await db.select({ id: brands.id }).from(brands).where(eq(brands.domain, domain)).limit(1);
        if (match) return match.id;
      }
      const [first] = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1);
      return first?.id ?? null;
    },
    async listDomains() {
      const rows = await db.select({ domain: brands.domain }).from(brands);
      return rows.map((row) => row.domain);
    },
    async findCompany(id) {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return row ? toCompany(row) : null;
    },
  };
}

function toBrandSummary(row: BrandRow): BrandSummary {
  return { _id: String(row.id), domain: row.domain, productName: row.productName, countries: row.countries, legacyMode: row.legacyMode };
}

function toCompany(row: CompanyRow): Company {
  return {
    _id: String(row.id),
    name: row.name,
    address: row.address,
    registrationNumber: row.registrationNumber,
    vatNumber: row.vatNumber,
    email: row.email,
  };
}

function toProduct(row: ProductRow): Product {
  return {
    _id: String(row.id),
    sku: row.sku,
    name: row.name,
    currency: row.currency,
    currencyCode: row.currencyCode,
    vat: row.vat,
    credits: row.credits,
    price: row.price,
    interval: row.intervalDays,
    packageType: row.packageType,
    features: row.features as Product['features'],
  };
}

function toBrand(row: BrandRow, company: CompanyRow, productRows: ProductRow[]): Brand {
  return {
    ...toBrandSummary(row),
    tagline: row.tagline,
    company: toCompany(company),
    timezone: row.timezone,
    products: productRows.map(toProduct),
    customerSupport: { email: row.supportEmail, phone: row.supportPhone, hours: row.supportHours, replyHours: row.supportReplyHours },
    maintenanceFee: row.maintenanceFee,
    defaultDescriptor: row.defaultDescriptor,
    measurementSystem: row.measurementSystem,
    locale: row.locale ?? DEFAULT_LOCALE,
    sso: row.ssoName ? { name: row.ssoName } : null,
    ...(row.theme ? { theme: row.theme } : {}),
  };
}
