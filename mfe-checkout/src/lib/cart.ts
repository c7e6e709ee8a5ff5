// The cart (member spec §3, §4): at most CART_LIMIT items (one), adding another replaces it
// (the contracts' addToCart). Kept for the tab in sessionStorage, so a reload of the checkout
// keeps what the member chose; each item carries the key its order is created with, so a retry
// never makes a second order.
import { atom, useAtom } from 'jotai';
import { CART_LIMIT, type Product } from '@heartline/contracts';
import { addToCart } from '@heartline/contracts/rules';

const STORAGE_KEY = 'heartline.checkout.cart';

export interface CartItem {
  product: Product;
  /** The country it was priced for. */
  country: string;
  /** The order's idempotency key. */
  orderKey: string;
}

/**
 * Whether a stored value is a cart item. Checked by hand, not with the contracts' zod schemas: the
 * offers page reads the cart, and zod would add tens of KB to entering /upgrade. The API prices
 * the order again anyway; this only keeps a damaged entry from breaking the page.
 */
function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { product, country, orderKey } = value as Record<string, unknown>;
  if (typeof country !== 'string' || country.length !== 2) return false;
  if (typeof orderKey !== 'string' || orderKey.length < 8 || orderKey.length > 64) return false;
  if (typeof product !== 'object' || product === null) return false;
  const fields = product as Record<string, unknown>;
  return (
    ['_id', 'sku', 'name', 'currency', 'currencyCode', 'packageType'].every((key) => typeof fields[key] === 'string') &&
    ['vat', 'credits', 'price', 'interval'].every((key) => typeof fields[key] === 'number' && Number.isFinite(fields[key])) &&
    Array.isArray(fields.features)
  );
}

function readStoredCart(): CartItem[] {
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) && stored.every(isCartItem) ? stored.slice(-CART_LIMIT) : [];
  } catch {
    return [];
  }
}

function storeCart(items: CartItem[]): void {
  try {
    if (items.length === 0) globalThis.sessionStorage?.removeItem(STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage refused (private mode, quota): the cart lives in memory for this page.
  }
}

/** What the member chose in this store; null until then (the tab's stored cart is read instead). */
const chosenAtom = atom<CartItem[] | null>(null);
export const cartAtom = atom(
  (get) => get(chosenAtom) ?? readStoredCart(),
  (_get, set, next: CartItem[]) => {
    storeCart(next);
    set(chosenAtom, next);
  },
);

function newOrderKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `order-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function useCart() {
  const [items, setItems] = useAtom(cartAtom);
  const update = (next: CartItem[]) => setItems(next);
  return {
    items,
    /** Puts the product in the cart, replacing what was there beyond the limit. */
    add(product: Product, country: string) {
      update(addToCart(items, { product, country, orderKey: newOrderKey() }, CART_LIMIT));
    },
    clear() {
      update([]);
    },
  };
}
