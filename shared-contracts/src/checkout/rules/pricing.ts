// Prices and package availability (member spec §4 "Package availability" and "Pricing", §9).
import type { PackageType, Product } from '../../platform/entities/product';
import { numberFormat } from '../../platform/locale-format';

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

/** What a member pays for a product: its price, its VAT and their sum. */
export interface OrderTotal {
  price: number;
  vat: number;
  total: number;
}

/**
 * The one total rule (member spec §9): catalogue prices exclude VAT, which is added at the
 * product's rate and truncated (vatAmount); the total is their sum, truncated to the cent. The
 * server prices every order the same way and refuses one whose total differs.
 */
export function orderTotal(product: Pick<Product, 'price' | 'vat'>): OrderTotal {
  const vat = vatAmount(product.price, product.vat);
  return { price: product.price, vat, total: truncateTo2(product.price + vat) };
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

/** The days a membership's price per month is counted in (a 30-day interval is one month). */
export const DAYS_PER_MONTH = 30;

/** What a membership costs a month (its price over its interval in 30-day months), truncated; undefined for a package. */
export function pricePerMonth(product: PricedProduct): number | undefined {
  if (!isMembership(product)) return undefined;
  return truncateTo2((product.price * DAYS_PER_MONTH) / product.interval);
}

/**
 * The price of one unit of what a product sells, as the prices page compares them: a message for
 * a credit package, a month for a membership. Undefined when there is nothing to divide by.
 */
export function unitPrice(product: PricedProduct): number | undefined {
  return isCreditPackage(product) ? pricePerMessage(product) : pricePerMonth(product);
}

/**
 * The best value of a list of comparable products (all packages, or all memberships): the one
 * whose unit price is the lowest. None with fewer than two to compare, or when two share it.
 */
export function bestValue<T extends PricedProduct>(products: readonly T[]): T | undefined {
  const priced = products.flatMap((product) => {
    const unit = unitPrice(product);
    return unit === undefined ? [] : [{ product, unit }];
  });
  if (priced.length < 2) return undefined;
  const lowest = Math.min(...priced.map(({ unit }) => unit));
  const cheapest = priced.filter(({ unit }) => unit === lowest);
  return cheapest.length === 1 ? cheapest[0]!.product : undefined;
}

/**
 * How much less a unit of this product costs than one of the dearest in the list, in whole
 * percent, rounded down so a saving is never overstated; from the unit prices the page shows,
 * so a member can check it. 0 for the dearest, or when there is nothing to compare.
 */
export function unitSavingPercent<T extends PricedProduct>(product: T, products: readonly T[]): number {
  const unit = unitPrice(product);
  const units = products.map(unitPrice).filter((value): value is number => value !== undefined);
  const dearest = Math.max(...units);
  if (unit === undefined || !(dearest > 0) || unit >= dearest) return 0;
  return Math.floor(Number(((1 - unit / dearest) * 100).toPrecision(12)));
}

/**
 * An amount in the product's currency in the brand's locale, e.g. €19.99. Amounts arrive already truncated by the
 * pricing rules, so two fraction digits never round them again. A currency code the browser
 * does not know falls back to the product's own symbol.
 */
export function formatPrice(amount: number, product: Pick<Product, 'currency' | 'currencyCode'>, locale: string): string {
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency: product.currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${product.currency}${amount.toFixed(2)}`;
  }
}
