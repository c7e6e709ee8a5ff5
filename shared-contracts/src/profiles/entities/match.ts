import { z } from '../../platform/entities/zod';
import { dateSchema, idSchema } from '../../platform/entities/common';
import { profileSchema } from './profile';

export const SWIPE_ACTIONS = ['like', 'dislike'] as const;
export const swipeActionSchema = z.enum(SWIPE_ACTIONS);
export type SwipeAction = z.infer<typeof swipeActionSchema>;

/** Largest queue GET /match/next answers at once. */
export const MATCH_QUEUE_MAX = 10;

/** GET /match/next?limit=n: how many upcoming cards to answer (default 1). */
export const matchNextQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MATCH_QUEUE_MAX).default(1),
});

/** GET /match/next: the next card not yet swiped (null when none is left), the queue, and the likes left. */
export const matchNextResponseSchema = z.object({
  profile: profileSchema.nullable(),
  /** Upcoming cards, `profile` first. */
  queue: z.array(profileSchema),
  likes: z.number().int().nonnegative(),
});
export type MatchNextResponse = z.infer<typeof matchNextResponseSchema>;

/** POST /match/swipe. A like needs a like left (409 otherwise); a dislike is free. */
export const swipeRequestSchema = z.object({
  toUserId: idSchema,
  actionType: swipeActionSchema,
});
export type SwipeRequest = z.infer<typeof swipeRequestSchema>;

export const swipeResponseSchema = z.object({
  match: z.boolean(),
  /** The conversation a match opens; null without a match. */
  conversationId: idSchema.nullable(),
  /** Likes left after this swipe. */
  likes: z.number().int().nonnegative(),
});
export type SwipeResponse = z.infer<typeof swipeResponseSchema>;

/** POST /match/undo: the swipe taken back (its profile goes back on top of the queue). 409 when there is none. */
export const undoResponseSchema = z.object({
  profile: profileSchema,
  actionType: swipeActionSchema,
  /** Whether the undone like had made a match (now removed with its empty conversation). */
  unmatched: z.boolean(),
  likes: z.number().int().nonnegative(),
});
export type UndoResponse = z.infer<typeof undoResponseSchema>;

export const matchSchema = z.object({
  _id: idSchema,
  profile: profileSchema,
  conversationId: idSchema,
  createDate: dateSchema,
});
export type Match = z.infer<typeof matchSchema>;

/** GET /matches: newest first. */
export const matchesResponseSchema = z.object({ matches: z.array(matchSchema) });
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;
