// A member's conversations and the sending of a message. A send is one SQL statement, and so one
// transaction (member-send.ts): the credit is spent with a conditional update (`credits >= 1`,
// which also locks the member's row, so a member's sends queue up behind each other), then the
// message, its ledger row and its staff queue entry are written; any failure rolls the debit back.
// A send key is unique per member: the same key again answers the first message and spends nothing.
import { and, asc, count, desc, eq, exists, gt, ilike, inArray, lt, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareNamed, writeStatement } from '../../db/named-statement';
import { agents, brands, conversations, memberships, messages, profileImages, profiles, users } from '../../db/schema';
import { PROFILE_ONLINE_WITHIN_MS, type INBOX_FILTERS } from '@heartline/contracts/rules';

export type InboxFilterName = (typeof INBOX_FILTERS)[number];
import { profileSummaryColumns } from '../../profiles/card-columns';
import type { ProfileImageRow } from '../../profiles/cards';
import type {
  ConversationDetailRow,
  ConversationListName,
  MemberSendInput,
  MessageRow,
  SendOutcome,
  StaffReplyInput,
  StaffReplyOutcome,
} from './conversation-rows';
import { NOTHING_STORED, sendInOneStatement } from './member-send';
import { messageColumns } from './message-columns';
import { createStaffReplyWriter } from './staff-reply';
import { createStaffViewReaders, type ReplyAnswerRows, type StaffViewRows } from './staff-view';
import { unreadCountsFrom, unreadCountsOf, type UnreadCountsRow } from './unread-counts';

export interface ConversationsRepository {
  sendAsMember(input: MemberSendInput): Promise<SendOutcome>;
  /** One page of one class of the member's conversations, latest activity first, with the class's total. */
  listOf(
    userId: number,
    kind: ConversationListName,
    offset: number,
    limit: number,
    filter?: { inbox: InboxFilterName; now: Date },
  ): Promise<{ rows: ConversationDetailRow[]; total: number }>;
  /** Whether the member's membership active at `at` grants `feature`. */
  hasMembershipFeature(userId: number, feature: string, at: Date): Promise<boolean>;
  /** The admins' lookup: any brand's conversations matching the filters, a page of them with the total. */
  lookup(filters: ConversationLookupFilters, offset: number, limit: number): Promise<{ rows: LookupRow[]; total: number }>;
  /** The latest message of each conversation. */
  latestMessagesOf(conversationIds: readonly number[]): Promise<Map<number, MessageRow>>;
  /** The first message of each conversation (a flirt's opening line). */
  firstMessagesOf(conversationIds: readonly number[]): Promise<Map<number, MessageRow>>;
  /** The member's conversation, or null (another member's is null too). */
  findOf(userId: number, conversationId: number): Promise<ConversationDetailRow | null>;
  /** Any conversation, for staff; null when there is none. */
  findById(conversationId: number): Promise<(ConversationDetailRow & { userId: number }) | null>;
  /** What staff see of a conversation on opening it, in one statement (staff-view.ts); null when there is none. */
  staffView(conversationId: number, limit: number): Promise<StaffViewRows | null>;
  /**
   * What a staff reply answers, in one statement: the member's conversation (null when it is not
   * theirs), their credits and their unread counts.
   */
  replyAnswer(userId: number, conversationId: number): Promise<ReplyAnswerRows>;
  /** Up to `limit` messages, newest first, older than message `before` when given (index conversation_id, id). */
  chunkOf(conversationId: number, before: number | null, limit: number): Promise<MessageRow[]>;
  /** Messages newer than message `after`, oldest first, at most `limit` (a reconnected page's catch-up). */
  newerThan(conversationId: number, after: number, limit: number): Promise<MessageRow[]>;
  /**
   * A profile's message written by a staff member, in one round trip holding the conversation's
   * row (member sends and other replies to it wait; staff-reply.ts): the writer must work for the
   * conversation's brand and an attachment be one of its profile's photos; a key sent before
   * answers its first reply; without `anyHolder` the writer must hold the claim; a member message
   * after `seen` refuses it (`stale`, with those messages); else the reply is stored and settles
   * the waiting stock.
   */
  sendAsProfile(input: StaffReplyInput): Promise<StaffReplyOutcome>;
  /** Profiles' photos by id (attachments of messages the caller may read). */
  profilePhotosByIds(imageIds: readonly number[]): Promise<Map<number, ProfileImageRow>>;
  /**
   * The member's unread profile messages by class (member spec §4): all of them, then the inbox
   * (not archived, the member never wrote), conversations (not archived, the member wrote) and
   * the archive, which add up to all: each tab's count is what its list holds.
   */
  unreadCountsOf(userId: number): Promise<{ total: number; inbox: number; archive: number; conversation: number }>;
  /** Archives or restores the member's conversation; answers false when it is not the member's. */
  setArchived(userId: number, conversationId: number, archived: boolean): Promise<boolean>;
  /** Marks the profile's messages read; answers false when the conversation is not the member's. */
  markRead(userId: number, conversationId: number): Promise<boolean>;
}

export interface ConversationLookupFilters {
  /** One conversation (its names for a staff read). */
  conversationId?: number;
  oldestFirst: boolean;
  sentBefore: Date | null;
  sentAfter: Date | null;
  agentName: string | null;
  realUsername: string | null;
  fictiveUsername: string | null;
  domain: string | null;
}

export type LookupRow = ConversationDetailRow & { userId: number; realUsername: string; domain: string; agentName: string | null };

/** A LIKE pattern that matches the text's beginning, the text's own wildcards escaped. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const profilePhotoColumns = {
  id: profileImages.id,
  profileId: profileImages.profileId,
  position: profileImages.position,
  pathKey: profileImages.pathKey,
  format: profileImages.format,
};

const conversationColumns = { id: conversations.id, profileId: conversations.profileId, archived: conversations.archived };
const memberWrote = exists(
  sql`(select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderType} = 'user')`,
);
const detailColumns = {
  ...conversationColumns,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
  memberWrote: sql<boolean>`${memberWrote}`.mapWith(Boolean),
  profile: profileSummaryColumns,
};

const latestSender = sql`(select ${messages.senderType} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.id} desc limit 1)`;

/** The VIP inbox filters: unread lines from the profile, or the profile online (active within the hour). */
function inboxFilter(filter: InboxFilterName, now: Date): SQL {
  if (filter === 'unread') {
    return exists(
      sql`(select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderType} <> 'user' and not ${messages.isRead})`,
    );
  }
  const since = new Date(now.getTime() - PROFILE_ONLINE_WITHIN_MS).toISOString();
  return exists(sql`(select 1 from ${profiles} p where p.id = ${conversations.profileId} and p.activity_at > ${since}::timestamptz)`);
}

function classFilter(kind: ConversationListName): SQL {
  if (kind === 'archive') return eq(conversations.archived, true);
  if (kind === 'flirts') return and(eq(conversations.archived, false), not(memberWrote), sql`${latestSender} is not null`)!;
  if (kind === 'sent') return and(eq(conversations.archived, false), sql`${latestSender} = 'user'`)!;
  return and(eq(conversations.archived, false), kind === 'conversations' ? memberWrote : not(memberWrote))!;
}

/**
 * `genericPlansDb`: where the member's send and a staff reply run, their plans made once per
 * connection (db/client.ts): every step of them is a lookup by key, whatever the values, and
 * planning the send anew for each call was most of PostgreSQL's time for it (1.4 of 3.1 ms,
 * bench:messages).
 */
export function createConversationsRepository(db: Database, genericPlansDb: Database = db): ConversationsRepository {
  /** The member's message sent with this key, with its conversation and the member's credits now. */
  async function earlierSend(userId: number, key: string): Promise<SendOutcome | undefined> {
    const [row] = await db
      .select({ message: messageColumns, conversation: conversationColumns, credits: users.credits, brandId: users.brandId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(users, eq(users.id, messages.userId))
      .where(and(eq(messages.userId, userId), eq(messages.sendKey, key)))
      .limit(1);
    return (
      row && {
        kind: 'repeated',
        brandId: row.brandId,
        conversation: row.conversation,
        message: row.message,
        credits: row.credits,
        alreadyWaiting: false,
      }
    );
  }

  // Read for every staff reply and claim: prepared once, planned once per connection.
  const placeholderId = (name: string) => sql`${sql.placeholder(name)}::int`;
  const writeStaffReply = createStaffReplyWriter(genericPlansDb);
  const { readStaffView, readReplyAnswer } = createStaffViewReaders(genericPlansDb);
  // A conversation's newest messages (every conversation opened) and the chunk before a message
  // (scrolling back).
  const chunkStatement = (before: boolean, name: string) =>
    genericPlansDb
      .select(messageColumns)
      .from(messages)
      .where(
        and(eq(messages.conversationId, placeholderId('conversationId')), before ? lt(messages.id, placeholderId('before')) : undefined),
      )
      .orderBy(desc(messages.conversationId), desc(messages.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  const latestChunkStatement = chunkStatement(false, 'messaging_latest_chunk');
  const chunkBeforeStatement = chunkStatement(true, 'messaging_chunk_before');
  const findByIdStatement = genericPlansDb
    .select({ ...detailColumns, userId: conversations.userId })
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, conversations.profileId))
    .where(eq(conversations.id, placeholderId('conversationId')))
    .limit(1)
    .prepare('messaging_conversation_by_id');
  const findOfStatement = genericPlansDb
    .select(detailColumns)
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, conversations.profileId))
    .where(and(eq(conversations.id, placeholderId('conversationId')), eq(conversations.userId, placeholderId('userId'))))
    .limit(1)
    .prepare('messaging_conversation_of_member');
  const unreadCountsStatement = prepareNamed(
    genericPlansDb,
    'messaging_unread_counts',
    writeStatement(sql`select * from ${unreadCountsOf(placeholderId('userId'))} as counts`),
  );

  return {
    async listOf(userId, kind, offset, limit, filter) {
      const where = and(eq(conversations.userId, userId), classFilter(kind), filter ? inboxFilter(filter.inbox, filter.now) : undefined);
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

    async hasMembershipFeature(userId, feature, at) {
      const [row] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.userId, userId),
            gt(memberships.endsAt, at),
            sql`${memberships.startsAt} <= ${at.toISOString()}::timestamptz`,
            sql`${feature} = any(${memberships.features})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async lookup(filters, offset, limit) {
      const activity = sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;
      const lastAgent = sql<string | null>`(select a.username from ${messages} m join ${agents} a on a.id = m.agent_id
        where m.conversation_id = ${conversations.id} and m.agent_id is not null order by m.id desc limit 1)`;
      const where = and(
        filters.conversationId === undefined ? undefined : eq(conversations.id, filters.conversationId),
        filters.sentBefore ? sql`${activity} < ${filters.sentBefore.toISOString()}::timestamptz` : undefined,
        filters.sentAfter ? sql`${activity} > ${filters.sentAfter.toISOString()}::timestamptz` : undefined,
        filters.realUsername ? ilike(users.username, startsWith(filters.realUsername)) : undefined,
        filters.fictiveUsername ? ilike(profiles.username, startsWith(filters.fictiveUsername)) : undefined,
        filters.domain ? eq(brands.domain, filters.domain) : undefined,
        filters.agentName
          ? sql`exists (select 1 from ${messages} m join ${agents} a on a.id = m.agent_id
              where m.conversation_id = ${conversations.id} and lower(a.username) = lower(${filters.agentName}))`
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...detailColumns,
            userId: conversations.userId,
            realUsername: users.username,
            domain: brands.domain,
            agentName: lastAgent,
          })
          .from(conversations)
          .innerJoin(profiles, eq(profiles.id, conversations.profileId))
          .innerJoin(users, eq(users.id, conversations.userId))
          .innerJoin(brands, eq(brands.id, profiles.brandId))
          .where(where)
          .orderBy(
            filters.oldestFirst ? asc(activity) : desc(activity),
            filters.oldestFirst ? asc(conversations.id) : desc(conversations.id),
          )
          .offset(offset)
          .limit(limit),
        db
          .select({ total: count() })
          .from(conversations)
          .innerJoin(profiles, eq(profiles.id, conversations.profileId))
          .innerJoin(users, eq(users.id, conversations.userId))
          .innerJoin(brands, eq(brands.id, profiles.brandId))
          .where(where),
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
      const [row] = await findOfStatement.execute({ conversationId, userId });
      return row ?? null;
    },

    staffView(conversationId, limit) {
      return readStaffView(conversationId, limit);
    },

    replyAnswer(userId, conversationId) {
      return readReplyAnswer(userId, conversationId);
    },

    async findById(conversationId) {
      const [row] = await findByIdStatement.execute({ conversationId });
      return row ?? null;
    },

    chunkOf(conversationId, before, limit) {
      return before === null
        ? latestChunkStatement.execute({ conversationId, limit })
        : chunkBeforeStatement.execute({ conversationId, before, limit });
    },

    newerThan(conversationId, after, limit) {
      return db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), gt(messages.id, after)))
        .orderBy(messages.conversationId, messages.id)
        .limit(limit);
    },

    async profilePhotosByIds(imageIds) {
      if (imageIds.length === 0) return new Map();
      const rows = await db
        .select(profilePhotoColumns)
        .from(profileImages)
        .where(inArray(profileImages.id, [...imageIds]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    // One round trip (staff-reply.ts): the row's lock and the reply's statement run in the database.
    sendAsProfile: (input) => writeStaffReply(input),

    async unreadCountsOf(userId) {
      const result = await unreadCountsStatement.execute({ userId });
      return unreadCountsFrom((result as unknown as { rows: UnreadCountsRow[] }).rows[0]);
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
      try {
        return await sendInOneStatement(genericPlansDb, input);
      } catch (error) {
        // The same key sent at the same moment: the first send's message is the answer.
        if (!(error instanceof Error && error.message.includes(NOTHING_STORED))) throw error;
        const first = await earlierSend(input.userId, input.key);
        if (!first) throw error;
        return first;
      }
    },
  };
}
