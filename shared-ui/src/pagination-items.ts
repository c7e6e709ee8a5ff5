// Which page numbers a pagination shows: always the first and the last, the current one with its
// neighbours, and an ellipsis for each run left out (never for a single page: that page is shown).

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The items for page `page` of `pageCount`: e.g. 6 of 20 with one sibling →
 * [1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 20]. At most 2 × siblings + 5 items, so the row
 * keeps its width on a phone as the member pages on.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = 2 * siblings + 5;
  if (count <= slots) return Array.from({ length: count }, (_, index) => index + 1);
  // The window around the current page, pushed in from the ends so the row is always `slots` long.
  const start = Math.max(3, Math.min(current - siblings, count - 2 - 2 * siblings));
  const end = Math.min(count - 2, Math.max(current + siblings, 3 + 2 * siblings));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, start === 3 ? 2 : 'ellipsis-start', ...middle, end === count - 2 ? count - 1 : 'ellipsis-end', count];
}
