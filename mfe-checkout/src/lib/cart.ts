// The cart (member spec §3, §4): at most CART_LIMIT items (one), adding another replaces it
// (the contracts' addToCart). Kept for the tab in sessionStorage, so a reload of the checkout
// keeps what the member chose; each item carries the key its order is created with, so a retry
// never makes a second order.
import { atom, useAtom } from 'jotai';
import { CART_LIMIT, type Product } from '@heartline/contracts';
import { addToCart } from '@heartline/contracts/rules';
import { productSchema } from '@heartline/contracts/schemas';
import { z } from 'zod';

const STORAGE_KEY = 'heartline.checkout.cart';

export interface CartItem {
  product: Product;
  /** The country it was priced for. */
  country: string;
  /** The order's idempotency key. */
  orderKey: string;
}

const cartItemSchema = z.object({ product: productSchema, country: z.string().length(2), orderKey: z.string().min(8).max(64) });

function readStoredCart(): CartItem[] {
  try {
    const stored = z.array(cartItemSchema).safeParse(JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '[]'));
    return stored.success ? stored.data.slice(-CART_LIMIT) : [];
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
