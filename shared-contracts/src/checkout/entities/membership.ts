import { z } from '../../platform/entities/zod';
import { subscriptionSchema } from '../../accounts/entities/user';

/**
 * PATCH /subscriptions/{id}: the member stops the membership's renewal (it stays until its end
 * date). Only stopping is asked for: a renewal starts again by buying the membership again.
 */
export const subscriptionUpdateSchema = z.strictObject({ renews: z.literal(false) });
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

/** The answer: the membership as the member's record lists it. */
export const subscriptionAnswerSchema = subscriptionSchema;

/** POST /order/{id}/receipt: the receipt is queued for the member's address. */
export const receiptResentSchema = z.object({ message: z.string() });
