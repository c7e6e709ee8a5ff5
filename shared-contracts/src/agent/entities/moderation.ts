// Staff moderate members' photos (issue 27 item 7): a new upload waits under moderation until staff
// approve it (it then shows as the member's) or reject it (it is removed); the member's pages hear
// of it at once (`userUpdate` on the user channel).
import { z } from '../../platform/entities/zod';
import { dateSchema, idSchema } from '../../platform/entities/common';
import { imageSchema } from '../../platform/entities/image';

/** A member's photo waiting for a decision, with whose it is. */
export const moderationImageSchema = z.object({
  image: imageSchema,
  user: z.object({ _id: idSchema, username: z.string() }),
  brand: idSchema,
  uploadedAt: dateSchema,
});
export type ModerationImage = z.infer<typeof moderationImageSchema>;

/** GET /moderation/images: the photos waiting in the staff member's brands, oldest first (at most MODERATION_PAGE_MAX), and how many wait in all. */
export const moderationImagesResponseSchema = z.object({ images: z.array(moderationImageSchema), total: z.number().int().nonnegative() });
export type ModerationImagesResponse = z.infer<typeof moderationImagesResponseSchema>;

export const moderationDecisionSchema = z.enum(['approve', 'reject']);
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** PATCH /moderation/images/{id}. */
export const moderationDecisionRequestSchema = z.object({ decision: moderationDecisionSchema }).strict();
export type ModerationDecisionRequest = z.infer<typeof moderationDecisionRequestSchema>;

/** What a decision answers: the photo's id, the decision and the toast. */
export const moderationDecisionResponseSchema = z.object({ _id: idSchema, decision: moderationDecisionSchema, message: z.string() });
export type ModerationDecisionResponse = z.infer<typeof moderationDecisionResponseSchema>;
