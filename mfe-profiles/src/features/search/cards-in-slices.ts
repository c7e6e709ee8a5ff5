// The list's cards drawn in two renders when a list arrives: the rows a first screen shows, in the
// render that shows the list, and the rest in a deferred render that React does in slices,
// yielding to the browser between them. Drawing all 36 cards of a page in the render that shows
// the list, then the style and layout of every one, made the task that shows the list 116–539 ms
// long on a phone-speed CPU (Chromium at CPU 4×, direct visits, 2026-12-02): the page answered no
// tap until the cards below the fold were drawn too. After: 74–318 ms (scripts/README.md).
import { useDeferredValue } from 'react';
import { CARD_ROW_MAX } from '../../lib/image-sources';

/**
 * Cards enough for a first screen at any width: three rows of the widest row. A phone of 390×844
 * shows about three rows of two; a desktop at 1280×800 two rows of four.
 */
export const FIRST_SCREEN_CARDS = CARD_ROW_MAX * 3;

const NONE: readonly never[] = [];

/**
 * The cards to draw now. While the deferred render is pending, a list that arrived shows its first
 * screen, and a list that grew ("load more") keeps the cards it had and adds the new ones after.
 * `allAtOnce`: a kept list the member comes back to, whose scroll position is restored at once and
 * needs every card drawn.
 */
export function useCardsInSlices<T>(cards: readonly T[], allAtOnce: boolean): readonly T[] {
  // From none: the page often mounts with its list already there (the page's early request).
  const deferred = useDeferredValue<readonly T[]>(cards, NONE);
  if (allAtOnce || deferred === cards) return cards;
  return cards.slice(0, Math.max(FIRST_SCREEN_CARDS, deferred.length));
}
