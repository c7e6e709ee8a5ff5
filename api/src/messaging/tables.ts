// Conversations, their messages and the credits that pay for them: every change of a member's credits is an append-only
// ledger row, the balance on the user row is kept equal to the ledger's sum (never below 0: a check
// on users), and a member's message is a staff queue entry (message stock) in the same transaction.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { agents } from '../agents/tables';
import { createdAt } from '../db/columns';
import { userImages } from '../media/tables';
import { chatPhotos } from './chat-photo-tables';
import { profileImages, profiles } from '../profiles/tables';

export type MessageSender = 'user' | 'profile' | 'admin';
export type CreditReason = 'signup_gift' | 'message' | 'refund' | 'purchase' | 'staff_adjustment' | 'opening_balance';

/** A member and a profile talking (its messages below). */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    archived: boolean('archived').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /**
     * The staff member holding the conversation (GET /claim) until claimExpiresAt: one holder at
     * a time, since a claim is an update of this row (messaging/repositories/stock.ts).
     */
    claimedBy: integer('claimed_by').references(() => agents.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('conversations_user_id_profile_id_key').on(t.userId, t.profileId),
    index('conversations_claimed_by_idx').on(t.claimedBy),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The conversation's member, so a send key is unique per member. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').$type<MessageSender>().notNull(),
    /** 'attachment' when a photo was sent with it (the photo may since have been deleted). */
    messageType: text('message_type').$type<'text' | 'attachment'>().notNull().default('text'),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The staff member who wrote a profile's message. */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** The member's client-generated key: a retry with it is the same send. */
    sendKey: text('send_key'),
    /** The member's own photo sent with the message (one at most); null once the member deletes it. */
    attachmentImageId: integer('attachment_image_id').references(() => userImages.id, { onDelete: 'set null' }),
    /** The profile's photo a staff member sent with the profile's message (one at most). */
    attachmentProfileImageId: integer('attachment_profile_image_id').references(() => profileImages.id, { onDelete: 'set null' }),
    /** The photo the member uploaded in this conversation and sent with the message (chat-photo-tables.ts). */
    attachmentChatPhotoId: uuid('attachment_chat_photo_id').references(() => chatPhotos.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('messages_conversation_id_id_idx').on(t.conversationId, t.id),
    // Serves a staff member's replies of a day (the staff board's figures).
    index('messages_agent_id_sent_at_idx')
      .on(t.agentId, t.sentAt)
      .where(sql`${t.agentId} is not null`),
    /** The sweep asks whether a chat photo was sent. */
    index('messages_attachment_chat_photo_id_idx')
      .on(t.attachmentChatPhotoId)
      .where(sql`${t.attachmentChatPhotoId} is not null`),
    uniqueIndex('messages_user_id_send_key_key').on(t.userId, t.sendKey),
    check('messages_sender_type_check', sql`${t.senderType} in ('user', 'profile', 'admin')`),
    check('messages_message_type_check', sql`${t.messageType} in ('text', 'attachment')`),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<CreditReason>().notNull(),
    /** What the change is for, e.g. `message:123`. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_id_id_idx').on(t.userId, t.id),
    check(
      'credit_ledger_reason_check',
      sql`${t.reason} in ('signup_gift', 'message', 'refund', 'purchase', 'staff_adjustment', 'opening_balance')`,
    ),
  ],
);

/** A member's message waiting for a staff reply (the agent console claims from here). */
export const messageStock = pgTable(
  'message_stock',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    /** When a staff reply answered it (null: still waiting). */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** The reply that answered it. */
    replyMessageId: integer('reply_message_id').references(() => messages.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('message_stock_message_id_key').on(t.messageId),
    // Serves "which waiting messages did this reply answer" (first-response times).
    index('message_stock_reply_message_id_idx')
      .on(t.replyMessageId, t.createdAt)
      .where(sql`${t.replyMessageId} is not null`),
    index('message_stock_waiting_idx')
      .on(t.conversationId, t.createdAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

export type MeetupStatus = 'proposed' | 'cancelled';

/**
 * A meet-up proposed in a conversation, by the member or by the profile (a staff member writing).
 * The profiles are fictitious: a meet-up is a date played out in the chat, never a real meeting.
 */
export const meetups = pgTable(
  'meetups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    meetDate: timestamp('meet_date', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<MeetupStatus>().notNull().default('proposed'),
    location: text('location').notNull(),
    /** Minutes before meetDate after which it can no longer be cancelled; null: any time. */
    cancelInterval: integer('cancel_interval'),
    description: text('description').notNull().default(''),
    proposedBy: text('proposed_by').$type<'user' | 'profile'>().notNull(),
    /**
     * The staff member who last wrote it for the profile (proposed or edited it); null when the
     * member did last. A member's meet-up a staff member edited counts as answered (MeetUpStock).
     */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('meetups_conversation_id_id_idx').on(t.conversationId, t.id),
    check('meetups_status_check', sql`${t.status} in ('proposed', 'cancelled')`),
    check('meetups_proposed_by_check', sql`${t.proposedBy} in ('user', 'profile')`),
  ],
);

export type NoteSubject = 'user' | 'profile';

/**
 * What staff write about a member (`user`) or a profile: a conversation's note (conversation_id
 * set: shown in that conversation only) or a global memo's note (conversation_id null: shown in
 * every conversation of its member or profile; admins write those). The subject is always named,
 * so a memo is found by it and a conversation's notes are split by it.
 */
export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    type: text('type').$type<NoteSubject>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    archived: boolean('archived').notNull().default(false),
    /** Who wrote it last. */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_conversation_id_id_idx').on(t.conversationId, t.id),
    index('notes_user_memo_idx')
      .on(t.userId, t.id)
      .where(sql`${t.conversationId} is null`),
    index('notes_profile_memo_idx')
      .on(t.profileId, t.id)
      .where(sql`${t.conversationId} is null`),
    check('notes_type_check', sql`${t.type} in ('user', 'profile')`),
    check(
      'notes_subject_check',
      sql`(${t.type} = 'user' and ${t.userId} is not null and ${t.profileId} is null) or (${t.type} = 'profile' and ${t.profileId} is not null and ${t.userId} is null)`,
    ),
  ],
);

/**
 * Who on staff has a conversation open, one row per console socket (agent spec §7, "who else is
 * looking"): an agent holding its claim, an admin reading it in the lookup. Kept in the database so
 * that every API instance sees the sockets of the others; a row unheard of for two heartbeats
 * (`seen_at`, refreshed by the socket's pings) is an instance that died and counts no more.
 */
export const conversationViewers = pgTable(
  'conversation_viewers',
  {
    /** The socket's id on its instance (a random UUID). */
    connectionId: text('connection_id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('conversation_viewers_conversation_id_idx').on(t.conversationId)],
);
