// No import of the early request's module: the API's tests read this index too, and that module
// speaks of the page (window, document), which the API's type check has no words for.

/** A card offering two sizes, two to a row on a phone and four from 1024 px: for the early request's tests. */
export const TEST_CARD_PHOTOS = {
  offered: [
    ['small', 240],
    ['medium', 480],
  ],
  sizes: '(min-width: 1024px) 25vw, 50vw',
  columns: [
    [1024, 4],
    [0, 2],
  ],
  fallback: ['medium', 480],
} as const;
