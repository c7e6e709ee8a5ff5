// A member's stored photo as the contracts' Image, with absolute (signed) URLs for the asking host.
import type { Image } from '@heartline/contracts/schemas';
import type { userImages } from '../db/schema';
import { imageUrls, type MediaUrl } from './image-files';

export type UserImageRow = typeof userImages.$inferSelect;

export function toUserImage(row: UserImageRow, mediaUrl: MediaUrl): Image {
  return {
    _id: String(row.id),
    type: row.type,
    processed: row.processed,
    under_moderation: row.underModeration,
    path: imageUrls(mediaUrl, row.pathKey, row.format),
  };
}
