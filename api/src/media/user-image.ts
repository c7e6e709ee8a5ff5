// A member's stored photo as the contracts' Image, with absolute URLs for the asking host.
import type { Image } from '@heartline/contracts/schemas';
import type { userImages } from '../db/schema';
import { imageUrls } from './image-files';

export type UserImageRow = typeof userImages.$inferSelect;

export function toUserImage(row: UserImageRow, origin: string): Image {
  return {
    _id: String(row.id),
    type: row.type,
    processed: row.processed,
    under_moderation: row.underModeration,
    path: imageUrls(origin, row.pathKey, row.format),
  };
}
