// A fictitious profile's new photo, added from the agent console (agent spec §7: POST
// /profile/{id}/upload): staff of the profile's brand only; the member upload's rules and pipeline
// (uploads.ts: JPEG or PNG by the bytes, 5 MB, at least 640×360, re-encoded). The photo joins the
// profile's photos at once, so the console attaches it to a reply straight away. Its files are
// served only at signed addresses (media-signatures.ts), like any upload.
import { MESSAGES, PROFILE_PHOTOS_MAX } from '@heartline/contracts/rules';
import type { UserImagesResponse } from '@heartline/contracts/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { profileImage } from '../profiles/cards';
import type { MediaUrl } from './image-files';
import type { ProfileImagesRepository } from './repositories/profile-images';
import { prepareUpload, removeImageFiles, storeImage, type PreparedImage } from './uploads';

export interface ProfilePhotos {
  /** Adds the photos to the profile; answers every photo of the profile, the new ones last. */
  upload(
    staff: { agentId: number },
    profileId: number,
    files: readonly Buffer[],
    mediaUrl: MediaUrl,
    log: FastifyBaseLogger,
  ): Promise<UserImagesResponse>;
}

export function createProfilePhotos(
  deps: Pick<FastifyInstance, 'config' | 'agents'> & { repositories: { profileImages: ProfileImagesRepository } },
): ProfilePhotos {
  const { profileImages } = deps.repositories;
  const { mediaDir } = deps.config;

  return {
    async upload(staff, profileId, files, mediaUrl, log) {
      const brandId = await profileImages.brandOf(profileId);
      if (brandId === null) throw new HttpError(404, MESSAGES.profileNotFound);
      if (!(await deps.agents.scope.brandsOf(staff.agentId)).includes(brandId)) throw new HttpError(403, MESSAGES.profileOutsideScope);
      if (files.length === 0) throw new HttpError(400, MESSAGES.noFiles);

      const prepared = await prepareUpload(files);

      const stored: Array<{ pathKey: string; format: PreparedImage['format'] }> = [];
      const removeStored = () => Promise.all(stored.map((image) => removeImageFiles(mediaDir, image.pathKey, image.format)));
      let outcome: Awaited<ReturnType<ProfileImagesRepository['add']>>;
      try {
        for (const image of prepared)
          stored.push({ pathKey: await storeImage(mediaDir, `uploads/profiles/${profileId}`, image), format: image.format });
        outcome = await profileImages.add(profileId, stored, PROFILE_PHOTOS_MAX);
      } catch (error) {
        await removeStored();
        log.error({ err: error }, 'storing a profile photo failed');
        throw new HttpError(500, MESSAGES.uploadFailed);
      }
      if (outcome.kind !== 'added') {
        await removeStored();
        throw outcome.kind === 'full' ? new HttpError(409, MESSAGES.profilePhotoLimit) : new HttpError(404, MESSAGES.profileNotFound);
      }
      return { images: outcome.rows.map((row) => profileImage(row, mediaUrl)) };
    },
  };
}
