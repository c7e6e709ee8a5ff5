// The photo rules of member spec §5 and §9 as FileDrop's props, with the spec's messages for a
// refusal (the API checks them again from the bytes). Every photo is framed in the 4:5 shape
// every stored size has, and a larger one is scaled into 3840 × 2160 as JPEG at quality 0.8.
import { MESSAGES } from '@heartline/contracts';
import {
  UPLOAD_JPEG_QUALITY,
  UPLOAD_MAX_AVATAR_FILES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_HEIGHT,
  UPLOAD_MAX_WIDTH,
  UPLOAD_MIN_HEIGHT,
  UPLOAD_MIN_WIDTH,
  UPLOAD_PHOTO_ASPECT_RATIO,
} from '@heartline/contracts/rules';
import type { UploadType } from '@heartline/contracts/schemas';
import type { FileDropProps, FileRefusalReason } from '@heartline/ui/file-drop';

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;

type PhotoRules = Pick<FileDropProps, 'accept' | 'maxBytes' | 'maxFiles' | 'minSize' | 'maxSize' | 'cropAspectRatio' | 'output'>;

/** What a photo must be to be sent: jpeg or png, 5 MB, at least 640 × 360, 5 at once (1 avatar). */
export function photoRules(kind: UploadType): PhotoRules {
  return {
    accept: ACCEPTED_TYPES,
    maxBytes: UPLOAD_MAX_BYTES,
    maxFiles: kind === 'avatar' ? UPLOAD_MAX_AVATAR_FILES : UPLOAD_MAX_FILES,
    minSize: { width: UPLOAD_MIN_WIDTH, height: UPLOAD_MIN_HEIGHT },
    maxSize: { width: UPLOAD_MAX_WIDTH, height: UPLOAD_MAX_HEIGHT },
    cropAspectRatio: UPLOAD_PHOTO_ASPECT_RATIO,
    output: { type: 'image/jpeg', quality: UPLOAD_JPEG_QUALITY },
  };
}

/** The spec's message for each reason a photo is refused. */
export function refusalMessages(kind: UploadType): Record<FileRefusalReason, string> {
  return {
    count: kind === 'avatar' ? MESSAGES.tooManyAvatars : MESSAGES.tooManyFiles,
    type: MESSAGES.uploadInvalidType,
    size: MESSAGES.uploadTooLarge,
    dimensions: MESSAGES.uploadTooSmall,
    failed: MESSAGES.uploadFailed,
  };
}
