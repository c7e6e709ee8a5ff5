import { z } from '../../platform/entities/zod';
import { idSchema } from '../../platform/entities/common';
import { imageSchema } from '../../platform/entities/image';
import { profileSchema } from './profile';

/** How many photos of a profile a member without a subscription may see (member spec §4, §6). */
export const FREE_PHOTOS_PER_PROFILE = 2;

/** A photo the member may see: an image with its URLs. */
export const visibleGalleryImageSchema = imageSchema.extend({ blocked: z.literal(false) });
/** A photo kept for VIP members: no URL leaves the server, the UI shows an upgrade prompt. */
export const blockedGalleryImageSchema = z.object({ _id: idSchema, blocked: z.literal(true) });
export const galleryImageSchema = z.discriminatedUnion('blocked', [visibleGalleryImageSchema, blockedGalleryImageSchema]);
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type BlockedGalleryImage = z.infer<typeof blockedGalleryImageSchema>;

/**
 * GET /profile/{id}: the card fields plus the gallery. `images` holds the photos the member may
 * see (all for VIP, the first 2 otherwise); `gallery` is every photo in order, blocked or not.
 */
export const profileDetailSchema = profileSchema.extend({
  about: z.string(),
  /** Interest tags, e.g. hiking, jazz. */
  interests: z.array(z.string()),
  gallery: z.array(galleryImageSchema),
  /** Whether the signed-in member has this profile among their favourites. */
  isFavourite: z.boolean(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;
