import { z } from '../../platform/entities/zod';
import {
  CONVERSATION_CLASSES,
  CONVERSATION_LISTS,
  CONVERSATIONS_MAX_LIMIT,
  CONVERSATIONS_PAGE_SIZE,
  INBOX_FILTERS,
  LOOKUP_NAME_MAX_LENGTH,
} from '../constants';
import { dateSchema, idSchema } from '../../platform/entities/common';
import { textField } from '../../platform/entities/text-fields';
import type { UnreadCounts } from '../../platform/realtime';
import { meetupSchema } from './meetup';
import { messageSchema } from './message';
import { noteSchema } from './note';
import { profileSummarySchema } from '../../profiles/entities/profile';
import { staffPartiesSchema } from './staff-parties';

export const conversationTypeSchema = z.enum(CONVERSATION_CLASSES);
export type ConversationType = z.infer<typeof conversationTypeSchema>;

/** A conversation as the member sees it (member spec §3). */
export const conversationSchema = z.object({
  _id: idSchema,
  archived: z.boolean(),
  createDate: dateSchema,
  updateDate: dateSchema,
  meetUps: z.array(meetupSchema).default([]),
  profileNotes: z.array(noteSchema).default([]),
  userNotes: z.array(noteSchema).default([]),
  messages: z.array(messageSchema).default([]),
  /** The member's id. */
  user: idSchema,
  profile: profileSummarySchema,
  type: conversationTypeSchema,
  /** In the lists: how many of the profile's messages the member has not read (a row carries only its latest message). */
  unread: z.number().int().nonnegative().optional(),
  /** The admins' lookup only: the names it is searched by (the member's, the profile's, the staff member who last answered) and the brand's domain. */
  lookup: z
    .object({
      realUsername: z.string(),
      fictiveUsername: z.string(),
      agentName: z.string().nullable(),
      domain: z.string(),
    })
    .optional(),
  /** Staff reads only: the member's and the profile's details side by side (staff-parties.ts). */
  parties: staffPartiesSchema.optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Unread counts per class, as the user channel and the `unread:changed` event carry them (platform's UnreadCounts). */
export const unreadCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  inbox: z.number().int().nonnegative(),
  archive: z.number().int().nonnegative(),
  conversation: z.number().int().nonnegative(),
}) satisfies z.ZodType<UnreadCounts>;
export type UnreadCountsResponse = z.infer<typeof unreadCountsSchema>;

/** Unsent text, one draft per profile id. */
export const conversationDraftsSchema = z.record(z.string(), z.string());
export type ConversationDrafts = z.infer<typeof conversationDraftsSchema>;

/** A list of /messages: a class, or `flirts` / `sent` (CONVERSATION_LISTS says what each holds). */
export const conversationListSchema = z.enum(CONVERSATION_LISTS);
export type ConversationList = z.infer<typeof conversationListSchema>;

/**
 * GET /conversations: one list of the member's conversations (the spec's `messages` key), newest
 * activity first; in `flirts` each conversation's `messages` holds the profile's first line instead
 * of the latest message.
 */
export const conversationsQuerySchema = z.object({
  messages: conversationListSchema.default('inbox'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(CONVERSATIONS_MAX_LIMIT).default(CONVERSATIONS_PAGE_SIZE),
  /** The VIP inbox filter (a member whose membership grants 'inbox-filter'); staff may not send it. */
  filter: z.enum(INBOX_FILTERS).optional(),
  // The admins' lookup (agent spec §7), on the same path: a member sending one is refused.
  /** Latest activity first (default) or oldest first. */
  sortBy: z.enum(['latest', 'oldest']).optional(),
  /** Last activity before / after this instant. */
  sentBefore: dateSchema.optional(),
  sentAfter: dateSchema.optional(),
  /** The staff member who last answered, by username (whole, any case). */
  agentName: textField({ max: LOOKUP_NAME_MAX_LENGTH, label: 'The agent name' }).optional(),
  /** The member's username, or its beginning (any case). */
  realUsername: textField({ max: LOOKUP_NAME_MAX_LENGTH, label: 'The member name' }).optional(),
  /** The profile's username, or its beginning (any case). */
  fictiveUsername: textField({ max: LOOKUP_NAME_MAX_LENGTH, label: 'The profile name' }).optional(),
  /** The brand, by its domain. */
  domain: textField({ max: 253, label: 'The domain' })
    .transform((domain) => domain.toLowerCase())
    .optional(),
});
/** The lookup's filters: staff only. */
export const STAFF_LOOKUP_KEYS = ['sortBy', 'sentBefore', 'sentAfter', 'agentName', 'realUsername', 'fictiveUsername', 'domain'] as const;
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

/** A page of conversations; each carries its latest message only (the preview). */
export const conversationsPageSchema = z.object({
  conversations: z.array(conversationSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type ConversationsPage = z.infer<typeof conversationsPageSchema>;

/**
 * GET /conversation/{id}: the newest MESSAGES_PER_CHUNK messages, or those older than `before` (a
 * message id); with `after` (a message id), every message newer than it, up to 50, newest first:
 * how a page that was offline catches up (ask again from the newest if 50 came back).
 */
export const conversationQuerySchema = z.object({ before: idSchema.optional(), after: idSchema.optional() });
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

/** PATCH /conversation/{id}: archive or restore. */
export const conversationUpdateSchema = z.object({ archived: z.boolean() });
export type ConversationUpdate = z.infer<typeof conversationUpdateSchema>;
