import type { EarlyPhotos } from '../platform/api/early-request';

/** A card offering two sizes, two to a row on a phone and four from 1024 px: for the early request's tests. */
export const TEST_CARD_PHOTOS: EarlyPhotos = {
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
};
