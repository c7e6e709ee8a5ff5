// Prices and package availability (member spec §4 "Package availability" and "Pricing", §9).
import type { PackageType, Product } from '../entities/product';

export type MembershipFrequency = 'monthly' | 'quarterly' | 'bi-annual';

type PricedProduct = Pick<Product, 'price' | 'credits' | 'interval'>;

/**
 * Truncates (never rounds) to 2 decimals: 0.4995 → 0.49, -1.239 → -1.23. The product by 100 is
 * first cut to 12 significant digits so binary noise (0.29 * 100 = 28.999999999999996) does not
 * lose a cent; prices carry far fewer digits than that.
 */
export function truncateTo2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const cents = Math.trunc(Number((value * 100).toPrecision(12)));
  return cents === 0 ? 0 : cents / 100;
}

/** A credit package is a product without an interval; a membership has one (in days). */
export function isCreditPackage(product: Pick<Product, 'interval'>): boolean {
  return product.interval === 0;
}

export function isMembership(product: Pick<Product, 'interval'>): boolean {
  return product.interval > 0;
}

/** Price divided by credits, truncated to 2 decimals; undefined for a membership or a package without credits. */
export function pricePerMessage(product: PricedProduct): number | undefined {
  if (!isCreditPackage(product) || product.credits <= 0) return undefined;
  return truncateTo2(product.price / product.credits);
}

/** The VAT on a price, truncated to 2 decimals. */
export function vatAmount(price: number, vatPercent: number): number {
  return truncateTo2((price * vatPercent) / 100);
}

/** Products by ascending price (a new array; equal prices keep their order). */
export function sortProductsByPrice<T extends Pick<Product, 'price'>>(products: readonly T[]): T[] {
  return products.toSorted((a, b) => a.price - b.price);
}

const HIDDEN_WITHOUT_PROMOTION: readonly PackageType[] = ['firstPurchaseOnly', 'postPaymentOnly'];

/**
 * The packages a member may buy. With a first-purchase promotion the firstPurchaseOnly packages
 * are the offer and every other package is left out; without it, firstPurchaseOnly and
 * postPaymentOnly packages are both hidden.
 */
export function availablePackages<T extends Pick<Product, 'packageType'>>(
  products: readonly T[],
  { firstPurchasePromotion }: { firstPurchasePromotion: boolean },
): T[] {
  if (firstPurchasePromotion) return products.filter((product) => product.packageType === 'firstPurchaseOnly');
  return products.filter((product) => !HIDDEN_WITHOUT_PROMOTION.includes(product.packageType));
}

/**
 * How often a membership is charged, from its interval in days: up to 45 days is monthly, up to
 * 135 quarterly, anything longer bi-annual. Undefined for a credit package (interval 0).
 */
export function membershipFrequency(intervalDays: number): MembershipFrequency | undefined {
  if (!(intervalDays > 0)) return undefined;
  if (intervalDays <= 45) return 'monthly';
  if (intervalDays <= 135) return 'quarterly';
  return 'bi-annual';
}
