// The catalogue (`app.checkout.catalogue`): a brand's products priced for a country (its row in
// product_prices, else the product's own price), by ascending price, and for a member the package
// availability of the first-purchase promotion, which the member's first successful purchase ends.
// The rules are the contracts' (availablePackages, sortProductsByPrice, isCreditPackage).
import { availablePackages, isCreditPackage, sortProductsByPrice } from '@heartline/contracts/rules';
import type { Brand, Catalogue, Product } from '@heartline/contracts/schemas';
import type { MemberFacts } from '../accounts/member-records';
import type { CheckoutDeps } from './deps';

export interface MemberCatalogue extends Catalogue {
  brand: Brand;
}

export interface CatalogueService {
  /**
   * The member's catalogue, priced for the member's own country (the brand's first when it does not
   * serve it): what the member pays, whatever country a page asks for (the public /prices shows others).
   */
  forMember(member: MemberFacts): Promise<MemberCatalogue>;
  /** Every product of the brand priced for `country` (the public prices page); null for a country the brand does not serve. */
  forCountry(brandId: number, country: string | undefined): Promise<Catalogue | null>;
  /** Whether the brand sells in `country`. */
  serves(brand: Brand, country: string): boolean;
}

const centsToPrice = (cents: number) => cents / 100;

export function createCatalogue(deps: CheckoutDeps): CatalogueService {
  const { repositories, brands } = deps;

  async function priced(brand: Brand, country: string): Promise<Product[]> {
    const rows = await repositories.catalogue.pricesIn(
      country,
      brand.products.map((product) => Number(product._id)),
    );
    const byProduct = new Map(rows.map((row) => [String(row.productId), row]));
    const products = brand.products.map((product) => {
      const local = byProduct.get(product._id);
      return local
        ? { ...product, currency: local.currency, currencyCode: local.currencyCode, price: centsToPrice(local.priceCents) }
        : product;
    });
    return sortProductsByPrice(products);
  }

  const servedCountry = (brand: Brand, wanted: string | undefined): string | undefined => {
    const country = wanted?.toUpperCase();
    return country && brand.countries.includes(country) ? country : brand.countries[0];
  };

  async function brandRecord(brandId: number): Promise<Brand> {
    const brand = await brands.byId(brandId);
    if (!brand) throw new Error(`The brand ${brandId} does not exist`);
    return brand;
  }

  return {
    async forMember(member) {
      const brand = await brandRecord(member.brandId);
      const country = servedCountry(brand, member.country) ?? 'US';
      const promotion = member.firstPurchasePromotion && !(await repositories.orders.hasSucceededPayment(member.id));
      const all = await priced(brand, country);
      const packages = new Set(availablePackages(all.filter(isCreditPackage), { firstPurchasePromotion: promotion }));
      const products = all.filter((product) => !isCreditPackage(product) || packages.has(product));
      return { brand, country, firstPurchasePromotion: promotion, products };
    },
    async forCountry(brandId, wanted) {
      const brand = await brandRecord(brandId);
      if (wanted !== undefined && !brand.countries.includes(wanted.toUpperCase())) return null;
      const country = servedCountry(brand, wanted) ?? 'US';
      return { country, firstPurchasePromotion: false, products: await priced(brand, country) };
    },
    serves: (brand, country) => brand.countries.includes(country.toUpperCase()),
  };
}
