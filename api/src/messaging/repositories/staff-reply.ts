// A staff reply written in ONE statement inside the transaction that holds the conversation's row
// (conversations.ts locks it first, `for update`, so that this statement's snapshot is taken after
// the lock: a member's line committed while the reply waited for the row is seen, and refuses the
// reply as stale). Before, the reply was five statements after the lock (the earlier key, the newer
// lines, the conversation's date, the message, the settled stock), each a round trip while the
// member's sends to the conversation waited on its row (bench:agents, api/bench/README.md).
//
// - `earlier`: the reply already stored with this key (a retry): answered, nothing written.
// - `newer`: the member's lines after what the writer has seen (none when `seen` is null): the
//   reply is refused as stale with them.
// - Otherwise, when the writer may write (`allowed`: holds the claim, or an admin), the
//   conversation's date, the message and the settling of every waiting line of the conversation.
import { sql } from 'drizzle-orm';
import { CATCH_UP_LIMIT } from '@heartline/contracts/schemas';
import type { Database } from '../../db/client';
import { prepareNamed, writeStatement } from '../../db/named-statement';
import type { MessageRow, StaffReplyInput, StaffReplyOutcome } from './conversation-rows';
import { fromJson } from './json-rows';
import { messageColumns } from './message-columns';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const columns = sql.raw(
  'm.id, m.conversation_id, m.sender_type, m.message_type, m.attachment_image_id, m.attachment_profile_image_id, m.attachment_chat_photo_id, m.text, m.sent_at, m.is_read',
);
const value = (name: string) => sql.placeholder(name);

const statement = writeStatement(sql`
  with earlier as (
    select ${columns} from messages m where m.user_id = ${value('userId')}::int and m.send_key = ${value('key')}::text limit 1
  ), newer as (
    select ${columns} from messages m
    where m.conversation_id = ${value('conversationId')}::int and m.sender_type = 'user' and m.id > ${value('seen')}::int
      and ${value('allowed')}::boolean and not exists (select 1 from earlier)
    order by m.id limit ${value('catchUpLimit')}::int
  ), written as (
    update conversations set last_message_at = ${value('at')}::timestamptz
    where id = ${value('conversationId')}::int and ${value('allowed')}::boolean
      and not exists (select 1 from earlier) and not exists (select 1 from newer)
    returning id
  ), message as (
    insert into messages (conversation_id, user_id, sender_type, message_type, attachment_profile_image_id, text, sent_at, agent_id, send_key)
    select written.id, ${value('userId')}::int, ${value('senderType')}::text, ${value('messageType')}::text,
      ${value('attachmentProfileImageId')}::int, ${value('text')}::text, ${value('at')}::timestamptz, ${value('agentId')}::int, ${value('key')}::text
    from written
    returning ${sql.raw(
      'id, conversation_id, sender_type, message_type, attachment_image_id, attachment_profile_image_id, attachment_chat_photo_id, text, sent_at, is_read',
    )}
  ), settled as (
    update message_stock set settled_at = ${value('at')}::timestamptz, reply_message_id = message.id
    from message where message_stock.conversation_id = message.conversation_id and message_stock.settled_at is null
  )
  select 'repeated' as kind, row_to_json(m) as message from earlier m
  union all select 'stale', row_to_json(m) from newer m
  union all select 'sent', row_to_json(m) from message m
`);

/**
 * Writes the reply (or answers why not) with the conversation's row already locked by `tx`;
 * `allowed`: the writer holds the claim or may write whoever does.
 */
export async function writeStaffReply(
  tx: Transaction,
  input: StaffReplyInput,
  conversation: { userId: number; profileId: number },
  allowed: boolean,
): Promise<StaffReplyOutcome> {
  const values = {
    userId: conversation.userId,
    key: input.key,
    conversationId: input.conversationId,
    seen: input.seen,
    allowed,
    catchUpLimit: CATCH_UP_LIMIT,
    at: input.at.toISOString(),
    senderType: input.asAdmin ? 'admin' : 'profile',
    messageType: input.attachmentProfileImageId === null ? 'text' : 'attachment',
    attachmentProfileImageId: input.attachmentProfileImageId,
    text: input.text,
    agentId: input.agentId,
  };
  const result = await prepareNamed(tx, 'messaging_staff_reply', statement).execute(values);
  const rows = (result as unknown as { rows: Array<{ kind: 'repeated' | 'stale' | 'sent'; message: Record<string, unknown> }> }).rows;
  const toMessage = (json: Record<string, unknown>) => fromJson<MessageRow>(messageColumns, json);
  const reply = { memberId: conversation.userId, profileId: conversation.profileId };
  const repeated = rows.find((row) => row.kind === 'repeated');
  if (repeated) return { kind: 'repeated', ...reply, message: toMessage(repeated.message) };
  if (!allowed) return { kind: 'not-claimed' };
  const newer = rows.filter((row) => row.kind === 'stale').map((row) => toMessage(row.message));
  if (newer.length > 0) return { kind: 'stale', newer: newer.toSorted((a, b) => a.id - b.id) };
  const sent = rows.find((row) => row.kind === 'sent');
  if (!sent) throw new Error(`the staff reply to conversation ${input.conversationId} stored nothing`);
  return { kind: 'sent', ...reply, message: toMessage(sent.message) };
}
