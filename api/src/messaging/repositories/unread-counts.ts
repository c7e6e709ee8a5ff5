// A member's unread profile lines by class (the badges): one statement's subquery, run alone
// (GET /conversations/unread-count, every read and send) and inside a staff reply's answer
// (staff-view.ts). Counted per conversation first: whether the member wrote there is asked once
// per conversation with unread lines, not once per line.
import { sql, type SQL } from 'drizzle-orm';

export interface UnreadCountsRow {
  total: number;
  archive: number;
  conversation: number;
}

/** A subquery answering one row (total, archive, conversation) for the member `userId` (an SQL int). */
export function unreadCountsOf(userId: SQL): SQL {
  return sql`(
    with unread as (
      select c.id, c.archived, count(*)::int as lines from messages m
      join conversations c on c.id = m.conversation_id
      where c.user_id = ${userId} and m.sender_type <> 'user' and not m.is_read
      group by c.id, c.archived
    )
    select coalesce(sum(lines), 0)::int as total,
      coalesce(sum(lines) filter (where archived), 0)::int as archive,
      coalesce(sum(lines) filter (where not archived and exists (
        select 1 from messages w where w.conversation_id = unread.id and w.sender_type = 'user'
      )), 0)::int as conversation
    from unread
  )`;
}

/** The contract's counts: the inbox is what is neither archived nor a conversation the member wrote in. */
export function unreadCountsFrom(row: UnreadCountsRow | undefined) {
  const total = Number(row?.total ?? 0);
  const archive = Number(row?.archive ?? 0);
  const conversation = Number(row?.conversation ?? 0);
  return { total, inbox: total - archive - conversation, archive, conversation };
}
