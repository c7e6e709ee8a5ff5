import { z } from '../../platform/entities/zod';
import { errorResponseSchema, idSchema } from '../../platform/entities/common';
import { membershipFeatureSchema } from '../../platform/entities/product';
import { PROFILES_ERROR_CODES } from '../error-codes';

/** PATCH /user/{id} `{ favourite: { profileId, value } }`: add (true) or remove (false). VIP only. */
export const favouriteUpdateSchema = z.object({
  favourite: z.object({ profileId: idSchema, value: z.boolean() }),
});
export type FavouriteUpdate = z.infer<typeof favouriteUpdateSchema>;

/**
 * 403 for a feature that needs a membership: the UI opens the no-subscription popup with the
 * profile and this feature (member spec §2 popups, §4 gating prompts).
 */
export const subscriptionRequiredErrorSchema = errorResponseSchema.extend({
  code: z.literal(PROFILES_ERROR_CODES.subscriptionRequired),
  feature: membershipFeatureSchema,
});
export type SubscriptionRequiredError = z.infer<typeof subscriptionRequiredErrorSchema>;
