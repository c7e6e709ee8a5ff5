// A staff reply in one round trip: `messaging_staff_reply` (migration 0027) locks the conversation's
// row, then writes the reply in one statement whose snapshot is taken after the lock, so a member's
// line committed while the reply waited for the row is seen and refuses the reply as stale. Before,
// the lock and the statement were a transaction of four round trips (begin, lock, statement,
// commit), and the member's sends to the conversation waited on its row until the API's event loop
// came round to each next one (bench:agents, api/bench/README.md).
//
// The function checks what the reply needs of the database in the order the route answers it: the
// conversation exists (nothing answered otherwise), the writer works for its brand
// ('outside-scope'), the attachment is one of its profile's photos ('no-attachment'); then a
// 'conversation' row (whether the writer may write: holds the claim, or may write whoever does) and:
// - 'repeated': the reply already stored with this key (a retry), nothing written;
// - 'stale': the member's lines after what the writer has seen (none when `seen` is null), nothing
//   written;
// - 'sent': the message, written with the conversation's date, every waiting line settled.
import { sql } from 'drizzle-orm';
import { CATCH_UP_LIMIT } from '@heartline/contracts/schemas';
import type { Database } from '../../db/client';
import { prepareNamed, writeStatement } from '../../db/named-statement';
import type { MessageRow, StaffReplyInput, StaffReplyOutcome } from './conversation-rows';
import { fromJson } from '../../db/json-rows';
import { messageColumns } from './message-columns';

const value = (name: string) => sql.placeholder(name);

const statement = writeStatement(sql`
  select reply_kind, reply_message, reply_member_id, reply_profile_id, reply_brand_id from messaging_staff_reply(
    ${value('conversationId')}::int, ${value('agentId')}::int, ${value('anyHolder')}::boolean, ${value('key')}::text,
    ${value('seen')}::int, ${value('catchUpLimit')}::int, ${value('at')}::timestamptz, ${value('senderType')}::text,
    ${value('messageType')}::text, ${value('attachmentProfileImageId')}::int, ${value('text')}::text)
`);

interface ReplyRow {
  reply_kind: 'outside-scope' | 'no-attachment' | 'conversation' | 'repeated' | 'stale' | 'sent';
  reply_message: Record<string, unknown>;
  reply_member_id: number;
  reply_profile_id: number;
  reply_brand_id: number;
}

/** Writes the reply, or answers why not. `db`: the generic plans' pool (the statement is named). */
export function createStaffReplyWriter(db: Database) {
  const prepared = prepareNamed(db, 'messaging_staff_reply', statement);
  const toMessage = (json: Record<string, unknown>) => fromJson<MessageRow>(messageColumns, json);

  return async function writeStaffReply(input: StaffReplyInput): Promise<StaffReplyOutcome> {
    const result = await prepared.execute({
      conversationId: input.conversationId,
      agentId: input.agentId,
      anyHolder: input.anyHolder,
      key: input.key,
      seen: input.seen,
      catchUpLimit: CATCH_UP_LIMIT,
      at: input.at.toISOString(),
      senderType: input.asAdmin ? 'admin' : 'profile',
      messageType: input.attachmentProfileImageId === null ? 'text' : 'attachment',
      attachmentProfileImageId: input.attachmentProfileImageId,
      text: input.text,
    });
    const rows = (result as unknown as { rows: ReplyRow[] }).rows;
    const [first] = rows;
    if (!first) return { kind: 'not-found' };
    if (first.reply_kind === 'outside-scope' || first.reply_kind === 'no-attachment') return { kind: first.reply_kind };
    const conversation = rows.find((row) => row.reply_kind === 'conversation');
    if (!conversation) throw new Error(`the staff reply to conversation ${input.conversationId} answered no conversation`);
    const reply = {
      memberId: conversation.reply_member_id,
      profileId: conversation.reply_profile_id,
      brandId: conversation.reply_brand_id,
    };
    const repeated = rows.find((row) => row.reply_kind === 'repeated');
    if (repeated) return { kind: 'repeated', ...reply, message: toMessage(repeated.reply_message) };
    if (conversation.reply_message.allowed !== true) return { kind: 'not-claimed' };
    const newer = rows.filter((row) => row.reply_kind === 'stale').map((row) => toMessage(row.reply_message));
    if (newer.length > 0) return { kind: 'stale', newer: newer.toSorted((a, b) => a.id - b.id) };
    const sent = rows.find((row) => row.reply_kind === 'sent');
    if (!sent) throw new Error(`the staff reply to conversation ${input.conversationId} stored nothing`);
    return { kind: 'sent', ...reply, message: toMessage(sent.reply_message) };
  };
}
