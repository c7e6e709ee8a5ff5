import type { Image } from '@heartline/contracts/schemas';

/** The stored sizes (see the contracts' IMAGE_SIZES): thumb on cards, medium in galleries, large full screen. */
export type ImageSize = 'thumb' | 'medium' | 'large';

/** The URL of an image in a size, falling back to `medium`, which every image has. Absolute from the API. */
export function imageUrl(image: Pick<Image, 'path'> | undefined, size: ImageSize = 'medium'): string | undefined {
  if (!image) return undefined;
  return image.path[size] ?? image.path.medium;
}
