// What the member pays for a product: its price plus its VAT (truncated, the contracts' vatAmount),
// the same sum the server computes; the order is refused if the two ever differ.
import type { Product } from '@heartline/contracts';
import { truncateTo2, vatAmount } from '@heartline/contracts/rules';

export interface OrderTotal {
  price: number;
  vat: number;
  total: number;
}

export function orderTotal(product: Pick<Product, 'price' | 'vat'>): OrderTotal {
  const vat = vatAmount(product.price, product.vat);
  return { price: product.price, vat, total: truncateTo2(product.price + vat) };
}
