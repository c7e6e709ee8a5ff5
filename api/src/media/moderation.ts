// Staff moderate members' photos (issue 27 item 7): every upload waits under moderation; staff of
// the member's brand approve it (it shows as the member's) or reject it (its row and files are
// removed). Either way the member's pages hear at once: `member.updated` without fields, which the
// user channel carries as `userUpdate` (the member is read again).
import { MESSAGES, MODERATION_PAGE_MAX } from '@heartline/contracts/rules';
import type { ModerationDecision, ModerationDecisionResponse, ModerationImagesResponse } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import type { MediaUrl } from './image-files';
import type { UserImagesRepository } from './repositories/user-images';
import { removeImageFiles } from './uploads';
import { toUserImage } from './user-image';

export interface PhotoModeration {
  /** The photos waiting in the brands, oldest first. */
  waiting(brandIds: readonly number[], mediaUrl: MediaUrl): Promise<ModerationImagesResponse>;
  /** Approves or rejects a waiting photo of the brands' members; 404 for any other. */
  decide(brandIds: readonly number[], imageId: number, decision: ModerationDecision): Promise<ModerationDecisionResponse>;
}

export function createPhotoModeration(
  deps: Pick<FastifyInstance, 'config' | 'domainEvents'> & { repositories: { userImages: UserImagesRepository } },
): PhotoModeration {
  const { userImages } = deps.repositories;
  return {
    async waiting(brandIds, mediaUrl) {
      const { rows, total } = await userImages.underModeration(brandIds, MODERATION_PAGE_MAX);
      return {
        images: rows.map(({ image, username, brandId }) => ({
          image: toUserImage(image, mediaUrl),
          user: { _id: String(image.userId), username },
          brand: String(brandId),
          uploadedAt: image.createdAt.toISOString(),
        })),
        total,
      };
    },

    async decide(brandIds, imageId, decision) {
      const row = decision === 'approve' ? await userImages.approve(imageId, brandIds) : await userImages.reject(imageId, brandIds);
      if (!row) throw new HttpError(404, MESSAGES.moderationImageNotFound);
      if (decision === 'reject') await removeImageFiles(deps.config.mediaDir, row.pathKey, row.format);
      deps.domainEvents.emit('member.updated', { memberId: row.userId });
      return { _id: String(row.id), decision, message: decision === 'approve' ? MESSAGES.photoApproved : MESSAGES.photoRejected };
    },
  };
}
