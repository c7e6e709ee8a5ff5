// One profile's page (member spec §4): its details and gallery (2 photos, all for a member whose
// membership grants 'images-and-albums'), whether the member favourited it; opening it records the visit.
import { PROFILES_MESSAGES, type ProfileDetail, type StaffProfileFile } from '@heartline/contracts/schemas';
import type { MemberFacts } from '../accounts/member-records';
import { toDatabaseId } from '../database-id';
import { HttpError } from '../http-error';
import type { MediaUrl } from '../media/image-files';
import { toProfileDetail } from './cards';
import type { ProfilesDeps } from './deps';

/** The membership feature that opens every photo of a profile. */
const ALL_PHOTOS_FEATURE = 'images-and-albums';

export interface ProfilePage {
  /** 404 for an id that is not a profile of the member's brand. */
  view(member: MemberFacts, profileId: string, mediaUrl: MediaUrl): Promise<ProfileDetail>;
  /** The profile as staff see it (every photo, its details), for a conversation they may read; null when gone. */
  forStaff(brandId: number, profileId: number, mediaUrl: MediaUrl): Promise<StaffProfileFile | null>;
}

export function createProfilePage(deps: ProfilesDeps): ProfilePage {
  const { profiles, favourites, interests } = deps.repositories;
  return {
    async view(member, profileId, mediaUrl) {
      const id = toDatabaseId(profileId);
      const row = id === null ? null : await profiles.findInBrand(member.brandId, id);
      if (!row) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      const now = deps.clock();
      const [images, isFavourite] = await Promise.all([profiles.imagesOf(row.id), favourites.has(member.id, row.id)]);
      await interests.recordView(member.id, row.id, now);
      return toProfileDetail(
        row,
        images,
        { seesAllPhotos: member.membershipFeatures.includes(ALL_PHOTOS_FEATURE), isFavourite },
        mediaUrl,
        now,
      );
    },
    async forStaff(brandId, profileId, mediaUrl) {
      // The row and its photos in one statement (every claim reads them).
      const found = await profiles.findWithImagesInBrand(brandId, profileId);
      if (!found) return null;
      const { row, images } = found;
      // Staff answer with any of the profile's photos: they see all of them, as a VIP member does.
      const {
        gallery: _gallery,
        isFavourite: _favourite,
        ...detail
      } = toProfileDetail(row, images, { seesAllPhotos: true, isFavourite: false }, mediaUrl, deps.clock());
      return detail;
    },
  };
}
