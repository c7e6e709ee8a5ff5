import type { Product } from '@heartline/contracts';

/**
 * An amount in the product's currency, e.g. €19.99. Amounts arrive already truncated by the
 * pricing rules, so two fraction digits never round them again. A currency code the browser
 * does not know falls back to the product's own symbol.
 */
export function formatPrice(amount: number, product: Pick<Product, 'currency' | 'currencyCode'>, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: product.currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${product.currency}${amount.toFixed(2)}`;
  }
}
