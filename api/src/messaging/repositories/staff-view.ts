// The conversation a staff member opens, in ONE statement (`messaging_staff_view`): its row with
// its profile's card and first photo, the newest chunk of messages, its meet-ups, and its notes with
// the global memos of its member and profile. Every claim reads it. It was five statements (the
// row, the chunk, the first photo, the meet-ups, the notes), each a round trip that woke a
// PostgreSQL backend and the API again: under bench:agents, 90 % of the API's time in the kernel's
// writes was its queries' (api/bench/README.md). Each part is an index lookup, read as JSON
// (row_to_json, the columns' SQL names) and mapped back through the same drizzle columns as the
// statements it replaces (json-rows.ts), so the rows are the same.
//
// `messaging_reply_answer`: what a staff reply answers after its write (the member's conversation
// with its profile's card and first photo, the member's credits and unread counts), one statement
// where it was four.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { prepareNamed, writeStatement } from '../../db/named-statement';
import { conversations, meetups, messages, profileImages, profiles, users } from '../../db/schema';
import { profileSummaryColumns } from '../../profiles/card-columns';
import type { ProfileImageRow, ProfileSummaryRow } from '../../profiles/cards';
import type { ConversationDetailRow, MessageRow } from './conversation-rows';
import { fromJson, sqlNamesOf } from '../../db/json-rows';
import { firstImageColumns } from './member-send';
import { meetupColumns, type MeetupRow } from './meetups';
import { messageColumns } from './message-columns';
import { groupNotesAndMemos, noteColumns, notesAndMemosSelect, type NoteRow } from './notes';
import { unreadCountsFrom, unreadCountsOf, type UnreadCountsRow } from './unread-counts';

export interface StaffViewRows {
  row: ConversationDetailRow & { userId: number };
  /** The newest `limit` messages, newest first (as chunkOf answers them). */
  messages: MessageRow[];
  meetups: MeetupRow[];
  /** The conversation's own notes, oldest first (the memos are apart). */
  notes: NoteRow[];
  /** The global memos' notes of its member and of its profile, oldest first. */
  memos: { user: NoteRow[]; profile: NoteRow[] };
  /** The profile's first photo, as the card shows it. */
  firstImages: ProfileImageRow[];
}

const conversationColumns = {
  id: conversations.id,
  userId: conversations.userId,
  profileId: conversations.profileId,
  archived: conversations.archived,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
};

const namesOf = (columns: Record<string, PgColumn>): SQL => sql.raw(sqlNamesOf(columns));
/** The rows of a subquery as a JSON array (`[]` for none), in `order`. */
const jsonRows = (subquery: SQL, order: string): SQL =>
  sql`(select coalesce(json_agg(row_to_json(r) order by ${sql.raw(order)}), '[]'::json) from (${subquery}) r)`;

/** A conversation `c`'s columns that are not its own row: whether its member wrote, its profile (as a conversation shows it) and first photo. */
const detailParts = sql`
    exists (select 1 from ${messages} w where w.conversation_id = c.id and w.sender_type = 'user') as member_wrote,
    (select row_to_json(p) from (select ${namesOf(profileSummaryColumns)} from ${profiles} where id = c.profile_id) p) as profile,
    (select row_to_json(i) from (
      select ${namesOf(firstImageColumns)} from ${profileImages} where profile_id = c.profile_id and position = 0 limit 1
    ) i) as first_image`;

const staffViewStatement = writeStatement(sql`
  select row_to_json(c) as conversation, ${detailParts},
    ${jsonRows(
      sql`select ${namesOf(messageColumns)} from ${messages} where conversation_id = c.id
        order by conversation_id desc, id desc limit ${sql.placeholder('limit')}::int`,
      'r.id desc',
    )} as messages,
    ${jsonRows(sql`select ${namesOf(meetupColumns)} from ${meetups} where conversation_id = c.id`, 'r.id')} as meetups,
    ${jsonRows(notesAndMemosSelect(sql`array[c.id]`, sql`array[c.user_id]`, sql`array[c.profile_id]`), 'r.id')} as notes
  from (select ${namesOf(conversationColumns)} from ${conversations} where id = ${sql.placeholder('conversationId')}::int) c
`);

const replyAnswerStatement = writeStatement(sql`
  select counts.*, (select credits from ${users} where id = ${sql.placeholder('userId')}::int) as credits,
    row_to_json(c) as conversation_row, ${detailParts}
  from ${unreadCountsOf(sql`${sql.placeholder('userId')}::int`)} as counts
  left join (
    select ${namesOf(conversationColumns)} from ${conversations}
    where id = ${sql.placeholder('conversationId')}::int and user_id = ${sql.placeholder('userId')}::int
  ) c on true
`);

interface ViewRow {
  conversation: Record<string, unknown>;
  member_wrote: boolean;
  profile: Record<string, unknown> | null;
  first_image: Record<string, unknown> | null;
  messages: Record<string, unknown>[];
  meetups: Record<string, unknown>[];
  notes: Record<string, unknown>[];
}

/** `conversation` is the unread count of the conversations class; the row is `conversation_row`. */
interface ReplyAnswerRow extends UnreadCountsRow {
  credits: number | null;
  conversation_row: Record<string, unknown> | null;
  member_wrote: boolean;
  profile: Record<string, unknown> | null;
  first_image: Record<string, unknown> | null;
}

export interface ReplyAnswerRows {
  /** The member's conversation; null when it is not theirs (or its profile is gone). */
  detail: { row: ConversationDetailRow; firstImages: ProfileImageRow[] } | null;
  credits: number;
  unread: ReturnType<typeof unreadCountsFrom>;
}

/** The conversation `c` of a row with `detailParts`, as the member's reads map it; null without one. */
function detailOf(json: Record<string, unknown> | null, found: Pick<ViewRow, 'member_wrote' | 'profile' | 'first_image'>) {
  if (!json || !found.profile) return null;
  const conversation = fromJson<ConversationDetailRow & { userId: number }>(conversationColumns, json);
  return {
    row: { ...conversation, memberWrote: found.member_wrote, profile: fromJson<ProfileSummaryRow>(profileSummaryColumns, found.profile) },
    firstImages: found.first_image ? [fromJson<ProfileImageRow>(firstImageColumns, found.first_image)] : [],
  };
}

/** The two statements, prepared on `genericPlansDb` (planned once per connection: lookups by key). */
export function createStaffViewReaders(genericPlansDb: Database) {
  const staffView = prepareNamed(genericPlansDb, 'messaging_staff_view', staffViewStatement);
  const replyAnswer = prepareNamed(genericPlansDb, 'messaging_reply_answer', replyAnswerStatement);
  return {
    /** A conversation's staff view; null when there is no such conversation (or its profile is gone). */
    async readStaffView(conversationId: number, limit: number): Promise<StaffViewRows | null> {
      const { rows } = (await staffView.execute({ conversationId, limit })) as { rows: ViewRow[] };
      const found = rows[0];
      const detail = found && detailOf(found.conversation, found);
      if (!found || !detail) return null;
      const notes = groupNotesAndMemos(found.notes.map((json) => fromJson<NoteRow>(noteColumns, json)));
      const { id, userId, profileId } = detail.row as StaffViewRows['row'];
      return {
        row: detail.row as StaffViewRows['row'],
        messages: found.messages.map((json) => fromJson<MessageRow>(messageColumns, json)),
        meetups: found.meetups.map((json) => fromJson<MeetupRow>(meetupColumns, json)),
        notes: notes.own.get(id) ?? [],
        memos: { user: notes.user.get(userId) ?? [], profile: notes.profile.get(profileId) ?? [] },
        firstImages: detail.firstImages,
      };
    },
    async readReplyAnswer(userId: number, conversationId: number): Promise<ReplyAnswerRows> {
      const { rows } = (await replyAnswer.execute({ userId, conversationId })) as { rows: ReplyAnswerRow[] };
      const found = rows[0]!;
      return { detail: detailOf(found.conversation_row, found), credits: found.credits ?? 0, unread: unreadCountsFrom(found) };
    },
  };
}
