// A member's conversations and the sending of a message. A send is one transaction: the credit is
// spent with a conditional update (`credits = credits - 1 where credits >= 1`, which also locks the
// member's row, so a member's sends queue up behind each other), then the message, its ledger row
// and its staff queue entry are written; any failure rolls the debit back. A send key is unique per
// member: the same key again answers the first message and spends nothing.
import { and, count, desc, eq, exists, gt, gte, inArray, lt, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conversations, creditLedger, messageStock, messages, profileImages, profiles, users } from '../db/schema';
import type { ProfileCardRow, ProfileImageRow } from '../profiles/cards';
import { profileCardColumns } from './profiles';

export interface ConversationRow {
  id: number;
  profileId: number;
  archived: boolean;
}

export type ConversationClass = 'inbox' | 'conversations' | 'archive';
/** A class, or `flirts` (opening lines not answered) or `sent` (the member's word is the latest). */
export type ConversationListName = ConversationClass | 'flirts' | 'sent';

/** A conversation with what the member's lists and chat show of it. */
export interface ConversationDetailRow extends ConversationRow {
  createdAt: Date;
  lastMessageAt: Date | null;
  /** Whether the member has written in it (conversations) or only the profile (inbox). */
  memberWrote: boolean;
  /** The profile's messages not read yet (the lists only). */
  unread?: number;
  profile: ProfileCardRow;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderType: 'user' | 'profile' | 'admin';
  messageType: 'text' | 'attachment';
  /** The member's photo sent with it; null without one, or once the member deleted it. */
  attachmentImageId: number | null;
  /** The profile's photo a staff member sent with it. */
  attachmentProfileImageId: number | null;
  text: string;
  sentAt: Date;
  isRead: boolean;
}

export interface MemberSendInput {
  userId: number;
  /** The conversation written to: one of the member's, or a new one with this profile. */
  target: { conversationId: number } | { profileId: number; brandId: number };
  /** Already masked. */
  text: string;
  /** One of the member's own photos, checked by the caller. */
  attachmentImageId: number | null;
  key: string;
  at: Date;
}

export type SendOutcome =
  | { kind: 'sent' | 'repeated'; conversation: ConversationRow; message: MessageRow; credits: number }
  | { kind: 'no-credits' }
  | { kind: 'not-found' };

export interface ConversationsRepository {
  sendAsMember(input: MemberSendInput): Promise<SendOutcome>;
  /** One page of one class of the member's conversations, latest activity first, with the class's total. */
  listOf(userId: number, kind: ConversationListName, offset: number, limit: number): Promise<{ rows: ConversationDetailRow[]; total: number }>;
  /** The latest message of each conversation. */
  latestMessagesOf(conversationIds: readonly number[]): Promise<Map<number, MessageRow>>;
  /** The first message of each conversation (a flirt's opening line). */
  firstMessagesOf(conversationIds: readonly number[]): Promise<Map<number, MessageRow>>;
  /** The member's conversation, or null (another member's is null too). */
  findOf(userId: number, conversationId: number): Promise<ConversationDetailRow | null>;
  /** Any conversation, for staff; null when there is none. */
  findById(conversationId: number): Promise<(ConversationDetailRow & { userId: number }) | null>;
  /** Up to `limit` messages, newest first, older than message `before` when given (index conversation_id, id). */
  chunkOf(conversationId: number, before: number | null, limit: number): Promise<MessageRow[]>;
  /** Messages newer than message `after`, oldest first, at most `limit` (a reconnected page's catch-up). */
  newerThan(conversationId: number, after: number, limit: number): Promise<MessageRow[]>;
  /** A profile's message written by a staff member; null when the conversation does not exist. */
  sendAsProfile(input: { conversationId: number; agentId: number; text: string; attachmentProfileImageId: number | null; at: Date }): Promise<{ memberId: number; profileId: number; message: MessageRow } | null>;
  /** The photo of the profile, or null when it is not one of that profile's. */
  profilePhotoOf(profileId: number, imageId: number): Promise<ProfileImageRow | null>;
  /** Profiles' photos by id (attachments of messages the caller may read). */
  profilePhotosByIds(imageIds: readonly number[]): Promise<Map<number, ProfileImageRow>>;
  /** The member's credits now. */
  creditsOf(userId: number): Promise<number>;
  /** The member's unread profile messages: all, in the inbox and conversations (not archived), archived, and in one conversation (0 without one). */
  unreadCountsOf(userId: number, conversationId: number | null): Promise<{ total: number; inbox: number; archive: number; conversation: number }>;
  /** Archives or restores the member's conversation; answers false when it is not the member's. */
  setArchived(userId: number, conversationId: number, archived: boolean): Promise<boolean>;
  /** Marks the profile's messages read; answers false when the conversation is not the member's. */
  markRead(userId: number, conversationId: number): Promise<boolean>;
}

class Repeated extends Error {}

const profilePhotoColumns = { id: profileImages.id, profileId: profileImages.profileId, position: profileImages.position, pathKey: profileImages.pathKey, format: profileImages.format };

const conversationColumns = { id: conversations.id, profileId: conversations.profileId, archived: conversations.archived };
const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderType: messages.senderType,
  messageType: messages.messageType,
  attachmentImageId: messages.attachmentImageId,
  attachmentProfileImageId: messages.attachmentProfileImageId,
  text: messages.text,
  sentAt: messages.sentAt,
  isRead: messages.isRead,
};

const memberWrote = exists(
  sql`(select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderType} = 'user')`,
);
const detailColumns = {
  ...conversationColumns,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
  memberWrote: sql<boolean>`${memberWrote}`.mapWith(Boolean),
  profile: profileCardColumns,
};

const latestSender = sql`(select ${messages.senderType} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.id} desc limit 1)`;

function classFilter(kind: ConversationListName): SQL {
  if (kind === 'archive') return eq(conversations.archived, true);
  if (kind === 'flirts') return and(eq(conversations.archived, false), not(memberWrote), sql`${latestSender} is not null`)!;
  if (kind === 'sent') return and(eq(conversations.archived, false), sql`${latestSender} = 'user'`)!;
  return and(eq(conversations.archived, false), kind === 'conversations' ? memberWrote : not(memberWrote))!;
}

export function createConversationsRepository(db: Database): ConversationsRepository {
  async function earlierSend(database: Database, userId: number, key: string): Promise<SendOutcome | undefined> {
    const [message] = await database
      .select(messageColumns)
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.sendKey, key)))
      .limit(1);
    if (!message) return undefined;
    const [conversation] = await database.select(conversationColumns).from(conversations).where(eq(conversations.id, message.conversationId)).limit(1);
    const [member] = await database.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).limit(1);
    return { kind: 'repeated', conversation: conversation!, message, credits: member?.credits ?? 0 };
  }

  /** The member's conversation, or whether the profile exists in the member's brand (read only). */
  async function targetExists(input: MemberSendInput): Promise<boolean> {
    if ('conversationId' in input.target) {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.id, input.target.conversationId), eq(conversations.userId, input.userId)))
        .limit(1);
      return row !== undefined;
    }
    const [row] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, input.target.profileId), eq(profiles.brandId, input.target.brandId)))
      .limit(1);
    return row !== undefined;
  }

  return {
    async listOf(userId, kind, offset, limit) {
      const where = and(eq(conversations.userId, userId), classFilter(kind));
      const unread = sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderType} <> 'user' and not ${messages.isRead})::int`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...detailColumns, unread })
          .from(conversations)
          .innerJoin(profiles, eq(profiles.id, conversations.profileId))
          .where(where)
          .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(conversations).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async latestMessagesOf(conversationIds) {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([messages.conversationId], messageColumns)
        .from(messages)
        .where(sql`${messages.conversationId} in ${conversationIds}`)
        .orderBy(messages.conversationId, desc(messages.id));
      return new Map(rows.map((row) => [row.conversationId, row]));
    },

    async firstMessagesOf(conversationIds) {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([messages.conversationId], messageColumns)
        .from(messages)
        .where(sql`${messages.conversationId} in ${conversationIds}`)
        .orderBy(messages.conversationId, messages.id);
      return new Map(rows.map((row) => [row.conversationId, row]));
    },

    async findOf(userId, conversationId) {
      const [row] = await db
        .select(detailColumns)
        .from(conversations)
        .innerJoin(profiles, eq(profiles.id, conversations.profileId))
        .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async findById(conversationId) {
      const [row] = await db
        .select({ ...detailColumns, userId: conversations.userId })
        .from(conversations)
        .innerJoin(profiles, eq(profiles.id, conversations.profileId))
        .where(eq(conversations.id, conversationId))
        .limit(1);
      return row ?? null;
    },

    chunkOf(conversationId, before, limit) {
      return db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), before === null ? undefined : lt(messages.id, before)))
        .orderBy(desc(messages.conversationId), desc(messages.id))
        .limit(limit);
    },

    newerThan(conversationId, after, limit) {
      return db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), gt(messages.id, after)))
        .orderBy(messages.conversationId, messages.id)
        .limit(limit);
    },

    async profilePhotoOf(profileId, imageId) {
      const [row] = await db.select(profilePhotoColumns).from(profileImages).where(and(eq(profileImages.id, imageId), eq(profileImages.profileId, profileId))).limit(1);
      return row ?? null;
    },

    async profilePhotosByIds(imageIds) {
      if (imageIds.length === 0) return new Map();
      const rows = await db.select(profilePhotoColumns).from(profileImages).where(inArray(profileImages.id, [...imageIds]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async sendAsProfile({ conversationId, agentId, text, attachmentProfileImageId, at }) {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .update(conversations)
          .set({ lastMessageAt: at })
          .where(eq(conversations.id, conversationId))
          .returning({ userId: conversations.userId, profileId: conversations.profileId });
        if (!conversation) return null;
        const [message] = await tx
          .insert(messages)
          .values({
            conversationId,
            userId: conversation.userId,
            senderType: 'profile',
            messageType: attachmentProfileImageId === null ? 'text' : 'attachment',
            attachmentProfileImageId,
            text,
            sentAt: at,
            agentId,
          })
          .returning(messageColumns);
        return { memberId: conversation.userId, profileId: conversation.profileId, message: message! };
      });
    },

    async creditsOf(userId) {
      const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.credits ?? 0;
    },

    async unreadCountsOf(userId, conversationId) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          archive: sql<number>`(count(*) filter (where ${conversations.archived}))::int`,
          conversation: conversationId === null ? sql<number>`0` : sql<number>`(count(*) filter (where ${conversations.id} = ${conversationId}))::int`,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(conversations.userId, userId), ne(messages.senderType, 'user'), eq(messages.isRead, false)));
      const total = row?.total ?? 0;
      const archive = row?.archive ?? 0;
      return { total, inbox: total - archive, archive, conversation: row?.conversation ?? 0 };
    },

    async setArchived(userId, conversationId, archived) {
      const updated = await db
        .update(conversations)
        .set({ archived })
        .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
        .returning({ id: conversations.id });
      return updated.length > 0;
    },

    async markRead(userId, conversationId) {
      const [own] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
        .limit(1);
      if (!own) return false;
      await db
        .update(messages)
        .set({ isRead: true })
        .where(and(eq(messages.conversationId, conversationId), ne(messages.senderType, 'user'), eq(messages.isRead, false)));
      return true;
    },

    async sendAsMember(input) {
      const { userId, text, key, at, attachmentImageId } = input;
      if (!(await targetExists(input))) return (await earlierSend(db, userId, key)) ?? { kind: 'not-found' };
      try {
        return await db.transaction(async (tx): Promise<SendOutcome> => {
          const [spent] = await tx
            .update(users)
            .set({ credits: sql`${users.credits} - 1` })
            .where(and(eq(users.id, userId), gte(users.credits, 1)))
            .returning({ credits: users.credits });
          // Nothing was written: a retry of a send that took the last credit still gets its answer.
          if (!spent) return (await earlierSend(tx, userId, key)) ?? { kind: 'no-credits' };
          // The member's row is locked from here: an earlier send with this key has committed or failed.
          if (await earlierSend(tx, userId, key)) throw new Repeated();

          let conversation: ConversationRow | undefined;
          if ('conversationId' in input.target) {
            [conversation] = await tx
              .update(conversations)
              .set({ lastMessageAt: at })
              .where(and(eq(conversations.id, input.target.conversationId), eq(conversations.userId, userId)))
              .returning(conversationColumns);
          } else {
            [conversation] = await tx
              .insert(conversations)
              .values({ userId, profileId: input.target.profileId, createdAt: at, lastMessageAt: at })
              .onConflictDoUpdate({ target: [conversations.userId, conversations.profileId], set: { lastMessageAt: at } })
              .returning(conversationColumns);
          }
          if (!conversation) throw new Error('conversation vanished during a send');

          const [message] = await tx
            .insert(messages)
            .values({
              conversationId: conversation.id,
              userId,
              senderType: 'user',
              messageType: attachmentImageId === null ? 'text' : 'attachment',
              attachmentImageId,
              text,
              sentAt: at,
              isRead: true,
              sendKey: key,
            })
            .onConflictDoNothing()
            .returning(messageColumns);
          if (!message) throw new Repeated();
          await tx.insert(creditLedger).values({ userId, delta: -1, reason: 'message', reference: `message:${message.id}`, createdAt: at });
          await tx.insert(messageStock).values({ messageId: message.id, conversationId: conversation.id, createdAt: at });
          return { kind: 'sent', conversation, message, credits: spent.credits };
        });
      } catch (error) {
        if (!(error instanceof Repeated)) throw error;
        const first = await earlierSend(db, userId, key);
        if (!first) throw error;
        return first;
      }
    },
  };
}
