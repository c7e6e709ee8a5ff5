import { z } from '../../platform/entities/zod';
import { fieldNotValid } from '../../platform/messages';
import { toTimestamp } from '../../platform/rules/time';
import { dateSchema, idSchema, nullableDateSchema } from '../../platform/entities/common';
import { conversationTypeSchema } from '../../messaging/entities/conversation';
import { imageSchema } from '../../platform/entities/image';
import { meetupSchema } from '../../messaging/entities/meetup';
import { staffPartiesSchema } from '../../messaging/entities/staff-parties';
import { messageSchema } from '../../messaging/entities/message';
import { memoSchema } from './note';
import { noteSchema } from '../../messaging/entities/note';
import { checkFields } from '../../platform/entities/rule-check';

const participantSchema = z.object({
  _id: idSchema,
  username: z.string(),
  images: z.array(imageSchema).default([]),
  notes: z.array(noteSchema).default([]),
});

/** A conversation as an agent works it (agent spec §3): claimed for CLAIM_TIME_MS, answered as the profile. */
export const agentConversationSchema = z.object({
  claimTime: nullableDateSchema,
  postTime: nullableDateSchema,
  conversation: z.object({
    _id: idSchema,
    archived: z.boolean(),
    type: conversationTypeSchema,
    messages: z.array(messageSchema).default([]),
    user: participantSchema,
    profile: participantSchema,
  }),
  userNotes: z.array(noteSchema).default([]),
  profileNotes: z.array(noteSchema).default([]),
  /** The conversation's meet-ups, each with the spec's `archived` (cancelled). */
  meetUps: z.array(meetupSchema.extend({ archived: z.boolean().default(false) })).default([]),
  images: z.array(imageSchema).default([]),
  memos: z.array(memoSchema).default([]),
  claimExpirationTime: nullableDateSchema.default(null),
  /** Seconds left to reply; at zero the agent is logged out ('Reply timer lapse'). */
  replyTimer: z.number().nonnegative().nullable().default(null),
  adminIntervention: z.boolean().default(false),
  /** The member's and the profile's details side by side. */
  parties: staffPartiesSchema.optional(),
});
export type AgentConversation = z.infer<typeof agentConversationSchema>;

/** Conversation lookup (agent admin): any of agent, date range, brand, member and profile. */
export const agentConversationLookupSchema = z
  .object({
    agent: idSchema.optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    brand: idSchema.optional(),
    user: idSchema.optional(),
    profile: idSchema.optional(),
  })
  .superRefine(
    checkFields('to', (lookup) => {
      const from = toTimestamp(lookup.from);
      const to = toTimestamp(lookup.to);
      return from !== undefined && to !== undefined && from > to ? fieldNotValid('Date range') : undefined;
    }),
  );
export type AgentConversationLookup = z.infer<typeof agentConversationLookupSchema>;

/** Waiting work per stock, as the queue answers it. */
export const stockQueueCountsSchema = z.object({
  MessageStock: z.number().int().nonnegative(),
  FollowUpStock: z.number().int().nonnegative(),
  MeetUpStock: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type StockQueueCounts = z.infer<typeof stockQueueCountsSchema>;

/** At most this many held conversations in GET /queue's answer: an agent holds what it claimed in the last 5 minutes. */
export const HELD_WAITING_LIMIT = 50;

/** A conversation the agent still holds in which the member wrote again: only the holder may answer it until the claim ends. */
const heldWaitingSchema = z.object({ conversationId: idSchema, claimExpiresAt: dateSchema });
export type HeldWaiting = z.infer<typeof heldWaitingSchema>;

/**
 * GET /queue's answer: the counts of the agent's brands (as the channel pushes them to all their
 * staff), and the agent's own: the conversations it holds where the member wrote again, which the
 * counts leave out (they count what anyone may claim), soonest claim end first.
 */
export const queueAnswerSchema = stockQueueCountsSchema.extend({
  held: z.array(heldWaitingSchema).max(HELD_WAITING_LIMIT),
});
export type QueueAnswer = z.infer<typeof queueAnswerSchema>;
