// The cart (member spec §4): adding beyond the limit drops the oldest items.
import { CART_LIMIT } from '../constants';

/** A new list with `item` last, keeping at most `limit` items (the newest). */
export function addToCart<T>(items: readonly T[], item: T, limit: number = CART_LIMIT): T[] {
  const keep = Math.max(0, Math.floor(limit));
  if (keep === 0) return [];
  return [...items, item].slice(-keep);
}
