// The fictitious profiles' photos as the console adds them (POST /profile/{id}/upload): the
// profile's brand (whose staff may add), and new photos after the last one, numbered while the
// profile's row is held, so two uploads at once never take the same position.
import { asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileImages, profiles } from '../../db/schema';
import type { ProfileImageRow } from '../../profiles/cards';

export type ProfilePhotoOutcome = { kind: 'added'; rows: ProfileImageRow[] } | { kind: 'not-found' } | { kind: 'full' };

export interface ProfileImagesRepository {
  /** The profile's brand, or null when there is no such profile. */
  brandOf(profileId: number): Promise<number | null>;
  /** Adds the photos after the profile's last one (at most `limit` in all); answers every photo of the profile. */
  add(profileId: number, images: ReadonlyArray<{ pathKey: string; format: 'jpeg' | 'png' }>, limit: number): Promise<ProfilePhotoOutcome>;
}

const columns = {
  id: profileImages.id,
  profileId: profileImages.profileId,
  position: profileImages.position,
  pathKey: profileImages.pathKey,
  format: profileImages.format,
};

export function createProfileImagesRepository(db: Database): ProfileImagesRepository {
  return {
    async brandOf(profileId) {
      const [row] = await db.select({ brandId: profiles.brandId }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
      return row?.brandId ?? null;
    },
    add(profileId, images, limit) {
      return db.transaction(async (tx): Promise<ProfilePhotoOutcome> => {
        const [held] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
        if (!held) return { kind: 'not-found' };
        const [last] = await tx
          .select({ position: max(profileImages.position), photos: count() })
          .from(profileImages)
          .where(eq(profileImages.profileId, profileId));
        if ((last?.photos ?? 0) + images.length > limit) return { kind: 'full' };
        const first = (last?.position ?? -1) + 1;
        await tx.insert(profileImages).values(images.map((image, index) => ({ profileId, position: first + index, ...image })));
        const rows = await tx
          .select(columns)
          .from(profileImages)
          .where(eq(profileImages.profileId, profileId))
          .orderBy(asc(profileImages.position));
        return { kind: 'added', rows };
      });
    },
  };
}
