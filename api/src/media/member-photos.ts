// A member's own photos: an upload (every file checked and re-encoded before anything is stored;
// a request that fails for any file stores nothing) and deleting one, each answering the photos.
import { MESSAGES } from '@heartline/contracts/rules';
import { UPLOAD_LIMITS, type UploadType, type UserImagesResponse } from '@heartline/contracts/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { UserImagesRepository } from './repositories/user-images';
import { toDatabaseId } from '../database-id';
import { HttpError } from '../http-error';
import type { MediaUrl } from './image-files';
import { prepareUpload, removeImageFiles, storeImage, uploadsFolder, type PreparedImage } from './uploads';
import { toUserImage, type UserImageRow } from './user-image';

export interface MemberPhotos {
  /** Stores the photos under moderation (a new avatar replaces the old one). */
  upload(
    memberId: number,
    type: UploadType,
    files: readonly Buffer[],
    mediaUrl: MediaUrl,
    log: FastifyBaseLogger,
  ): Promise<UserImagesResponse>;
  /** Deletes one of the member's own photos; 404 for any other id. */
  remove(memberId: number, imageId: string, mediaUrl: MediaUrl): Promise<UserImagesResponse>;
  /** The member's own photo (another member's is null too): what a member may attach to a message. */
  findOwn(memberId: number, imageId: number): Promise<UserImageRow | null>;
  /** Photos by id (a conversation's attachments), whoever owns them: the caller has checked the conversation. */
  byIds(imageIds: readonly number[]): Promise<Map<number, UserImageRow>>;
}

export function createMemberPhotos(
  deps: Pick<FastifyInstance, 'config' | 'clock'> & { repositories: { userImages: UserImagesRepository } },
): MemberPhotos {
  const { userImages } = deps.repositories;
  const { mediaDir } = deps.config;

  async function photosOf(memberId: number, mediaUrl: MediaUrl): Promise<UserImagesResponse> {
    return { images: (await userImages.listOf(memberId)).map((row) => toUserImage(row, mediaUrl)) };
  }

  return {
    async upload(memberId, type, files, mediaUrl, log) {
      if (files.length === 0) throw new HttpError(400, MESSAGES.noFiles);
      if (type === 'avatar' && files.length > UPLOAD_LIMITS.maxAvatarFiles) throw new HttpError(400, MESSAGES.tooManyAvatars);

      const prepared = await prepareUpload(files);

      const stored: Array<{ key: string; image: PreparedImage }> = [];
      try {
        for (const image of prepared) stored.push({ key: await storeImage(mediaDir, uploadsFolder(memberId), image), image });
        const { replaced } = await userImages.add(
          memberId,
          stored.map(({ key, image }) => ({ type, pathKey: key, format: image.format })),
          deps.clock(),
        );
        await Promise.all(replaced.map((row) => removeImageFiles(mediaDir, row.pathKey, row.format)));
      } catch (error) {
        await Promise.all(stored.map(({ key, image }) => removeImageFiles(mediaDir, key, image.format)));
        log.error({ err: error }, 'storing an upload failed');
        throw new HttpError(500, MESSAGES.uploadFailed);
      }
      return photosOf(memberId, mediaUrl);
    },

    async remove(memberId, imageId, mediaUrl) {
      const id = toDatabaseId(imageId);
      const removed = id === null ? null : await userImages.remove(memberId, id);
      if (!removed) throw new HttpError(404, MESSAGES.imageNotFound);
      await removeImageFiles(mediaDir, removed.pathKey, removed.format);
      return photosOf(memberId, mediaUrl);
    },

    findOwn: (memberId, imageId) => userImages.findOwn(memberId, imageId),
    byIds: (imageIds) => userImages.byIds(imageIds),
  };
}
