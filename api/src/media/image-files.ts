// Where an image's files live under the media folder and the URLs they are served at.
// An image is stored once per size as `<key>-<size>.<ext>`; `key` is kept in the database.
import { IMAGE_SIZES, type ImageSizeName } from '@heartline/contracts/schemas';

export type ImageFormat = 'jpeg' | 'png';

/** The URL prefix media is served under. */
export const MEDIA_ROUTE_PREFIX = '/media/';

export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSizeName[];

export function imageFileName(key: string, size: ImageSizeName, format: ImageFormat): string {
  return `${key}-${size}.${format === 'png' ? 'png' : 'jpg'}`;
}

/** `{ thumb, medium, large }` absolute URLs; `origin` is e.g. http://127.0.0.1:4000 (from the request). */
export function imageUrls(origin: string, key: string, format: ImageFormat): Record<ImageSizeName, string> {
  const urls = {} as Record<ImageSizeName, string>;
  for (const size of IMAGE_SIZE_NAMES) urls[size] = `${origin}${MEDIA_ROUTE_PREFIX}${imageFileName(key, size, format)}`;
  return urls;
}
