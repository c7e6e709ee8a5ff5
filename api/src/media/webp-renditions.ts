// Which images are served as WebP too (issue 10: modern formats where the browser takes them).
// A generated profile's portrait is drawn on its first request in the format the file name asks
// for, so each of its sizes exists as JPEG and as WebP; a member's upload is stored in its own
// format only (see uploads.ts), so it has no WebP rendition.
import { PORTRAIT_KEY_PREFIX } from '../demo/portrait-files';

export function hasWebpRendition(key: string): boolean {
  return key.startsWith(PORTRAIT_KEY_PREFIX);
}
