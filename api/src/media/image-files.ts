// Where an image's files live under the media folder and the URLs they are served at.
// An image is stored once per size as `<key>-<size>.<ext>`; `key` is kept in the database.
import { IMAGE_SIZES, type ImageSizeName } from '@heartline/contracts/schemas';

/** The format an image is stored in (the database's `format`). */
export type ImageFormat = 'jpeg' | 'png';
/** The format of one file: the stored one, or the WebP rendition of a portrait. */
export type MediaFileFormat = ImageFormat | 'webp';

const EXTENSIONS: Record<MediaFileFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The URL prefix media is served under. */
export const MEDIA_ROUTE_PREFIX = '/media/';

export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSizeName[];

export function imageFileName(key: string, size: ImageSizeName, format: MediaFileFormat): string {
  return `${key}-${size}.${EXTENSIONS[format]}`;
}

/**
 * The absolute URL of a file under the media folder, from its path there (e.g. on
 * http://127.0.0.1:4000, the request's origin, and signed when the file is protected:
 * `createMediaUrl` in media-signatures.ts).
 */
export type MediaUrl = ((path: string) => string) & {
  /**
   * What the URLs depend on besides the path, when known (the origin and the signatures' hour):
   * two with the same key give every path the same URL, so what was built with one serves the other.
   */
  readonly key?: string;
};

/** `{ thumb, medium, large }` absolute URLs of an image. */
export function imageUrls(mediaUrl: MediaUrl, key: string, format: MediaFileFormat): Record<ImageSizeName, string> {
  const urls = {} as Record<ImageSizeName, string>;
  for (const size of IMAGE_SIZE_NAMES) urls[size] = mediaUrl(imageFileName(key, size, format));
  return urls;
}
