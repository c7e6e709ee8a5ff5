// The photo rules of member spec §5 and §9, checked in the browser before anything is sent (the
// API checks them again from the bytes). Each answers the spec's message or undefined.
import { MESSAGES } from '@heartline/contracts';

export type UploadKind = 'avatar' | 'others';

// Spec §9 upload limits. The contracts' UPLOAD_LIMITS holds the ones the API enforces, but only
// in the zod entry, which the /user page does not load: a test keeps the two equal.
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_AVATAR_FILES = 1;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIN_SIZE = { width: 640, height: 360 } as const;
export const UPLOAD_MAX_SIZE = { width: 3840, height: 2160 } as const;
export const UPLOAD_JPEG_QUALITY = 0.8;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;

export interface Dimensions {
  width: number;
  height: number;
}

/** jpeg or png, by the type the browser reports (or the extension when it reports none). */
export function checkFileType(file: { type: string; name: string }): string | undefined {
  if (file.type) return (ACCEPTED_TYPES as readonly string[]).includes(file.type) ? undefined : MESSAGES.uploadInvalidType;
  return /\.(jpe?g|png)$/i.test(file.name) ? undefined : MESSAGES.uploadInvalidType;
}

export function checkFileSize(bytes: number): string | undefined {
  return bytes > UPLOAD_MAX_BYTES ? MESSAGES.uploadTooLarge : undefined;
}

/** At least 640 wide and 360 high. */
export function checkDimensions({ width, height }: Dimensions): string | undefined {
  return width < UPLOAD_MIN_SIZE.width || height < UPLOAD_MIN_SIZE.height ? MESSAGES.uploadTooSmall : undefined;
}

/** The size to draw at: unchanged when it fits in 3840×2160, else scaled down keeping its ratio. */
export function scaleToFit(size: Dimensions, box: Dimensions = UPLOAD_MAX_SIZE): Dimensions & { scaled: boolean } {
  const ratio = Math.min(box.width / size.width, box.height / size.height);
  if (ratio >= 1) return { ...size, scaled: false };
  return {
    width: Math.min(box.width, Math.max(1, Math.round(size.width * ratio))),
    height: Math.min(box.height, Math.max(1, Math.round(size.height * ratio))),
    scaled: true,
  };
}

export interface CountMessages {
  tooManyFiles: string;
  tooManyAvatars: string;
}

/** Up to 5 photos per upload, 1 for the avatar. */
export function checkFileCount(count: number, kind: UploadKind, messages: CountMessages): string | undefined {
  if (kind === 'avatar') return count > UPLOAD_MAX_AVATAR_FILES ? messages.tooManyAvatars : undefined;
  return count > UPLOAD_MAX_FILES ? messages.tooManyFiles : undefined;
}
