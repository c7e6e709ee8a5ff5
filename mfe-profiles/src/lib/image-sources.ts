// Images in the size they are shown (issue 10): each place a photo appears is a slot with the
// stored sizes worth offering there and the `sizes` it takes on screen, from the CSS that lays it
// out (styles/profile-cards.css, styles/profile-page.css). The browser picks the smallest file
// that covers the slot at its pixel density, as WebP where it takes WebP (`<picture>`).
import { CARD_IMAGE_SIZES, IMAGE_SIZES, type ImageSizeName } from '@heartline/contracts/rules';
import type { Image } from '@heartline/contracts/schemas';
import type { EarlyPhotos } from '@heartline/contracts';

export interface ImageSlot {
  /** The stored sizes offered, smallest first: never one larger than the slot can use. */
  offered: readonly ImageSizeName[];
  /** The `sizes` attribute: how wide the slot is at each viewport width. */
  sizes: string;
}

/**
 * Where photos appear. A card is one of 2 columns on a phone, 3 from 640 px, 4 from 1024 px in a
 * content area at most 1280 px wide: 320 px serves it at 1x, 640 px at 2x and 3x, never 1280 px.
 * The profile page's main photo is the screen's width on a phone, 520 px on a wider one and 420 px
 * beside the text from 768 px; its thumbnails are 72 px and a match's avatar 48 px (the smallest
 * stored size serves them). The match game's card is the screen's width on a phone and at most
 * about 480 px wide (3:4 in the game's height) from 768 px (features/matches/matches.css).
 */
export const IMAGE_SLOTS = {
  // The sizes a list answer carries (the contracts' CARD_IMAGE_SIZES).
  card: { offered: CARD_IMAGE_SIZES, sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 50vw' },
  gallery: { offered: ['thumb', 'medium', 'large'], sizes: '(min-width: 768px) 420px, (min-width: 560px) 520px, 100vw' },
  swipe: { offered: ['thumb', 'medium'], sizes: '(min-width: 768px) 480px, 100vw' },
  thumbnail: { offered: ['thumb'], sizes: '72px' },
  avatar: { offered: ['thumb'], sizes: '48px' },
} as const satisfies Record<string, ImageSlot>;
export type ImageSlotName = keyof typeof IMAGE_SLOTS;

/**
 * How many cards the list's first row holds from a viewport width on, widest first (the grid of
 * styles/profile-cards.css): those photos are the page's largest paint, so they load first.
 */
export const CARD_ROW_COLUMNS = [
  [1024, 4],
  [640, 3],
  [0, 2],
] as const satisfies ReadonlyArray<readonly [number, number]>;
/** The most cards a first row holds, at any width. */
export const CARD_ROW_MAX = Math.max(...CARD_ROW_COLUMNS.map(([, cards]) => cards));

/** The card's photos as the page's early request preloads them: the same srcset and sizes as the card. */
export const CARD_PHOTOS: EarlyPhotos = {
  offered: IMAGE_SLOTS.card.offered.map((size) => [size, IMAGE_SIZES[size].width] as const),
  sizes: IMAGE_SLOTS.card.sizes,
  columns: CARD_ROW_COLUMNS,
  fallback: ['medium', IMAGE_SIZES.medium.width],
};

export interface ImageSources {
  /** For a browser without srcset: the smallest offered size. */
  src: string;
  srcSet: string;
  /** The same widths as WebP, when the API made them. */
  webpSrcSet?: string;
  sizes: string;
}

type Urls = Image['path'];

function srcSetOf(urls: Urls | undefined, offered: readonly ImageSizeName[]): string {
  if (!urls) return '';
  return offered.flatMap((size) => (urls[size] ? [`${urls[size]} ${IMAGE_SIZES[size].width}w`] : [])).join(', ');
}

/** The sources of an image in a slot; undefined without an image. Sizes the image lacks are left out. */
export function imageSources(image: Pick<Image, 'path' | 'webp'> | undefined, slotName: ImageSlotName): ImageSources | undefined {
  if (!image) return undefined;
  const slot: ImageSlot = IMAGE_SLOTS[slotName];
  // `medium` is always there (the contract says so): the fallback when none of the offered sizes is.
  const src = slot.offered.map((size) => image.path[size]).find(Boolean) ?? image.path.medium;
  const srcSet = srcSetOf(image.path, slot.offered) || `${image.path.medium} ${IMAGE_SIZES.medium.width}w`;
  const webpSrcSet = srcSetOf(image.webp, slot.offered);
  return { src, srcSet, sizes: slot.sizes, ...(webpSrcSet && { webpSrcSet }) };
}
