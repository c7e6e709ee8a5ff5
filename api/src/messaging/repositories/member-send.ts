// A member's send in one SQL statement (one round trip, its own transaction): data-modifying CTEs
// that spend the credit, open or touch the conversation, store the message, write its ledger row
// and its staff queue entry. Only PostgreSQL 15's features (PGlite is 18).
//
// - `member`: the member's brand (a new conversation's profile must be of it; the answer carries it
//   for the send's events). No row: the account is gone, and the outcome is 'no-member' (a 401), so
//   the route reads nothing of the member before this statement. A send that spent its credit has
//   the brand from `debit`'s row, and only a send to a new profile reads `member` then.
// - `earlier`: the member's message with this key, if one was sent (the statement's snapshot).
// - `debit`: `credits = credits - 1 where credits >= 1`, only when the target exists and the key is
//   new. It locks the member's row, so a member's sends queue up behind each other; a send that
//   waited re-checks `credits >= 1` on the row as the other send left it.
// - `conversation`, then `message`, `ledger` and `stock` each read the one before, so nothing is
//   written unless the credit was spent.
// - A key sent twice at once: the second waited on the member's row, so its snapshot does not see
//   the first message; its insert meets the first one's key (`on conflict do nothing`) and stores
//   nothing. The credit it spent must not stay spent: the final select then fails on purpose (a
//   cast of a marked text to int) and the whole statement rolls back; the caller reads the first
//   message in a second query. Any other failure (a refused queue entry) rolls everything back too.
// - The answer carries what the member's answer shows, so that no query follows the send: the
//   message, the conversation's dates, and its profile (the columns a conversation shows of it) and
//   first photo (row_to_json, read back through the drizzle columns of profileSummaryColumns), and who still holds the conversation's
//   claim (the staff member the new line goes to: nobody else may answer it until the claim ends).
// - `was_waiting`: whether a line of the conversation already waited for a reply (the statement's
//   snapshot). Then the staff queue's counts are what they were, and none is taken for this send.
//   Asked as the oldest waiting line's date, which PostgreSQL reads from message_stock_waiting_idx
//   in one probe whatever the table's statistics; an `exists` was planned as a scan of the table
//   once it had been analysed with many lines per conversation.
// - `heldCardVersion`: the card version (profiles.card_version, which any change of the profile's
//   row or of its first photo renews) of the profile this process last read for the target. When the
//   profile still has it, the statement answers the version alone, neither the profile's columns nor
//   its first photo, and the send's answer reuses what was read then, the very same objects (so
//   the profile's summary built from them is reused too: profile-cards.ts).
// - Two statements share those writes. The sent statement answers only a message stored: its one
//   row, or none when nothing was written. Then the full one, run after it, answers every outcome
//   (`answer` and the `case` below); it would store the message if it now could (credits bought in
//   between), as any send. A send that is stored is one statement; a refused one, two. Without the
//   repeated key's answer and the probes that name an outcome, the sent statement costs
//   PostgreSQL about 380 µs of CPU where the full one cost 420 (a send to a conversation whose
//   profile's card is held, one connection, 3,000 sends, 2026-12-03).
// - Named statements with placeholders: written once per database, parsed once per connection, and
//   planned once per connection when run on the generic plans' pool (db/client.ts; the caller's).
import { sql, type SQL } from 'drizzle-orm';
import { fromJson, sqlNamesOf } from '../../db/json-rows';
import { profileImages } from '../../db/schema';
import type { ProfileImageRow, ProfileSummaryRow } from '../../profiles/cards';
import { profileSummaryColumns } from '../../profiles/card-columns';
import type { Database } from '../../db/client';
import { prepareNamed, writeStatement } from '../../db/named-statement';
import type { ConversationRow, MemberSendInput, MessageRow, SendOutcome } from './conversation-rows';

/** The text the statement fails with when it spent a credit but stored no message. */
export const NOTHING_STORED = 'heartline-send-stored-nothing';

interface SendRow {
  outcome: 'sent' | 'repeated' | 'not-found' | 'no-credits' | 'no-member';
  credits: number | null;
  brand_id: number | null;
  conversation_id: number | null;
  profile_id: number | null;
  archived: boolean | null;
  message_id: number | null;
  message_type: 'text' | 'attachment' | null;
  attachment_image_id: number | null;
  attachment_chat_photo_id: string | null;
  text: string | null;
  sent_at_ms: number | null;
  is_read: boolean | null;
  created_at_ms: number | null;
  last_message_at_ms: number | null;
  profile: Record<string, unknown> | null;
  first_image: Record<string, unknown> | null;
  held_by: number | null;
  held_until_ms: number | null;
  was_waiting: boolean | null;
  card_version: number | null;
}

/** A profile's first photo as the answers read it (also the staff view's, staff-view.ts). */
export const firstImageColumns = {
  id: profileImages.id,
  profileId: profileImages.profileId,
  position: profileImages.position,
  pathKey: profileImages.pathKey,
  format: profileImages.format,
};

/** The answer's conversation columns, read from `c`. */
const conversationOut = sql.raw(
  `c.profile_id, c.archived, extract(epoch from c.created_at)::float8 * 1000 as created_at_ms, extract(epoch from c.last_message_at)::float8 * 1000 as last_message_at_ms`,
);

/** The answer's message columns, read from `m`. */
const messageOut = sql.raw(
  `m.id as message_id, m.conversation_id, m.message_type, m.attachment_image_id, m.attachment_chat_photo_id, m.text, extract(epoch from m.sent_at)::float8 * 1000 as sent_at_ms, m.is_read`,
);

/** The answer's profile columns (a conversation's profile), by their SQL names. */
const profileOut = sql.raw(sqlNamesOf(profileSummaryColumns));

type Target = 'conversation' | 'profile';
const value = (name: string) => sql.placeholder(name);

/** The statement's writes for one kind of target, as its `with` and CTEs: the same text for every send. */
function writesFor(target: Target) {
  const targetExists =
    target === 'conversation'
      ? sql`select 1 from conversations where id = ${value('conversationId')}::int and user_id = ${value('userId')}::int`
      : sql`select 1 from profiles where id = ${value('profileId')}::int and brand_id = (select brand_id from member)`;
  const conversation =
    target === 'conversation'
      ? sql`update conversations set last_message_at = ${value('at')}::timestamptz from debit
            where conversations.id = ${value('conversationId')}::int and conversations.user_id = ${value('userId')}::int
            returning conversations.id, conversations.profile_id, conversations.archived, conversations.created_at, conversations.last_message_at,
              conversations.claimed_by, conversations.claim_expires_at`
      : sql`insert into conversations (user_id, profile_id, created_at, last_message_at)
            select ${value('userId')}::int, ${value('profileId')}::int, ${value('at')}::timestamptz, ${value('at')}::timestamptz from debit
            on conflict (user_id, profile_id) do update set last_message_at = excluded.last_message_at
            returning id, profile_id, archived, created_at, last_message_at, claimed_by, claim_expires_at`;
  return sql`
    with member as (select brand_id from users where id = ${value('userId')}::int),
    earlier as (
      select m.id, m.conversation_id, m.message_type, m.attachment_image_id, m.attachment_chat_photo_id, m.text, m.sent_at, m.is_read,
        c.profile_id, c.archived, c.created_at, c.last_message_at
      from messages m join conversations c on c.id = m.conversation_id
      where m.user_id = ${value('userId')}::int and m.send_key = ${value('key')}::text
    ),
    target as (${targetExists}),
    debit as (
      update users set credits = credits - 1
      where id = ${value('userId')}::int and credits >= 1 and exists (select 1 from target) and not exists (select 1 from earlier)
      returning credits, brand_id
    ),
    conversation as (${conversation}),
    message as (
      insert into messages (conversation_id, user_id, sender_type, message_type, attachment_image_id, attachment_chat_photo_id, text, sent_at, is_read, send_key)
      select conversation.id, ${value('userId')}::int, 'user', ${value('messageType')}::text, ${value('attachmentImageId')}::int,
        ${value('attachmentChatPhotoId')}::uuid, ${value('text')}::text,
        ${value('at')}::timestamptz, true, ${value('key')}::text
      from conversation
      on conflict do nothing
      returning id, conversation_id, message_type, attachment_image_id, attachment_chat_photo_id, text, sent_at, is_read
    ),
    ledger as (
      insert into credit_ledger (user_id, delta, reason, reference, created_at)
      select ${value('userId')}::int, -1, 'message', 'message:' || message.id, ${value('at')}::timestamptz from message
    ),
    stock as (
      insert into message_stock (message_id, conversation_id, created_at)
      select message.id, message.conversation_id, ${value('at')}::timestamptz from message
    )
  `;
}

/**
 * What the answer shows of the conversation's profile (as the conversation's reading would), joined
 * as `card` to a row with `profile_id`: the profile's card version, and its columns and first photo
 * unless the caller holds that version.
 */
const cardJoin = (profileId: SQL) => sql`
    left join lateral (
      select p.card_version, p.card_version = ${value('heldCardVersion')}::bigint as held,
        case when p.card_version = ${value('heldCardVersion')}::bigint then null
          else (select row_to_json(shown) from (select ${profileOut}) shown)
        end as profile,
        case when p.card_version = ${value('heldCardVersion')}::bigint then null
          else (select row_to_json(i) from profile_images i where i.profile_id = p.id and i.position = 0 limit 1)
        end as first_image
      from profiles p where p.id = ${profileId}
    ) card on true`;

/** The card's three columns of the answer. */
const cardOut = sql.raw(`card.card_version::float8 as card_version, card.profile, card.first_image`);

/**
 * The send as it almost always goes: it stores the message, and its one row is the answer. No row:
 * nothing was written (the key was sent before, the target is not there or not the member's, no
 * credit, no member), and the caller runs the full statement for the outcome. A credit spent with
 * no message stored fails the statement, as in the full one.
 */
function sentStatementFor(target: Target) {
  // The failing branch's other columns, one null for each of the answer's 20 after `outcome`.
  const nulls = sql.raw(Array.from({ length: 20 }, () => 'null').join(', '));
  return sql`${writesFor(target)}
    select 'sent' as outcome, (select credits from debit) as credits, (select brand_id from debit) as brand_id, ${conversationOut}, ${messageOut},
      -- The staff member still holding the conversation's claim: the new line is theirs to answer.
      case when c.claim_expires_at > ${value('at')}::timestamptz then c.claimed_by end as held_by,
      case when c.claim_expires_at > ${value('at')}::timestamptz then extract(epoch from c.claim_expires_at)::float8 * 1000 end as held_until_ms,
      -- A line of the conversation already waited (the snapshot's: not this one).
      (select min(s.created_at) from message_stock s where s.conversation_id = c.id and s.settled_at is null) is not null as was_waiting,
      ${cardOut}
    from message m join conversation c on c.id = m.conversation_id
    ${cardJoin(sql`c.profile_id`)}
    union all
    select (${value('nothingStored')}::text || credits)::int::text, ${nulls}
    from debit where not exists (select 1 from message)
  `;
}

/** Every outcome of the send, in one row: run when the sent statement wrote nothing. */
function statementFor(target: Target) {
  const conversationId =
    target === 'conversation'
      ? sql`${value('conversationId')}::int`
      : sql`(select id from conversations where user_id = ${value('userId')}::int and profile_id = ${value('profileId')}::int)`;
  return sql`${writesFor(target)}
    , answer as (
      select 'sent' as outcome, (select credits from debit) as credits, ${conversationOut}, ${messageOut}
      from message m join conversation c on c.id = m.conversation_id
      union all
      select 'repeated', (select credits from users where id = ${value('userId')}::int), ${conversationOut}, ${messageOut}
      from earlier m join earlier c on c.id = m.id -- one row: its conversation's columns as c, its message's as m
    )
    select
      case
        when exists (select 1 from answer) then (select outcome from answer)
        when not exists (select 1 from member) then 'no-member'
        when not exists (select 1 from target) then 'not-found'
        when not exists (select 1 from debit) then 'no-credits'
        else (${value('nothingStored')}::text || (select credits from debit))::int::text
      end as outcome,
      answer.credits, coalesce((select brand_id from debit), (select brand_id from member)) as brand_id, answer.conversation_id, answer.profile_id, answer.archived, answer.message_id, answer.message_type,
      answer.attachment_image_id, answer.attachment_chat_photo_id, answer.text, answer.sent_at_ms, answer.is_read, answer.created_at_ms, answer.last_message_at_ms,
      -- The staff member still holding the conversation's claim: the new line is theirs to answer.
      (select c.claimed_by from conversation c where c.claim_expires_at > ${value('at')}::timestamptz) as held_by,
      (select extract(epoch from c.claim_expires_at)::float8 * 1000 from conversation c where c.claim_expires_at > ${value('at')}::timestamptz) as held_until_ms,
      -- A line of the conversation already waited (the snapshot's: not this one).
      (select min(s.created_at) from message_stock s where s.conversation_id = ${conversationId} and s.settled_at is null) is not null as was_waiting,
      ${cardOut}
    from (select 1) as one left join answer on true
    ${cardJoin(sql`answer.profile_id`)}
  `;
}

interface Statement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/**
 * The statements, written once per database: named, so that PostgreSQL parses each once per
 * connection instead of for each send, and not rebuilt by drizzle for each send either.
 */
const prepared = new WeakMap<Database, Record<Target, { sent: Statement; full: Statement }>>();
function preparedFor(db: Database) {
  let statements = prepared.get(db);
  if (!statements) {
    const prepare = (target: Target) => ({
      sent: prepareNamed(db, `member_sent_to_${target}`, writeStatement(sentStatementFor(target))),
      full: prepareNamed(db, `member_send_to_${target}`, writeStatement(statementFor(target))),
    });
    statements = { conversation: prepare('conversation'), profile: prepare('profile') };
    prepared.set(db, statements);
  }
  return statements;
}

/** A profile as a send's answer read it: its columns and first photo, at a card version. */
interface HeldCard {
  version: number;
  row: ProfileSummaryRow;
  firstImages: ProfileImageRow[];
}

/** How many profiles, and conversations' profiles, a process keeps; when full, all are forgotten at once. */
const CARDS_HELD = 20_000;

/**
 * The profiles this process's sends read last, by profile, and each conversation's profile (which
 * never changes), so that a send to a conversation knows its profile before its statement runs.
 */
class HeldCards {
  private readonly byProfile = new Map<number, HeldCard>();
  private readonly profileOf = new Map<number, number>();

  profileOfTarget(target: MemberSendInput['target']): number | undefined {
    return 'profileId' in target ? target.profileId : this.profileOf.get(target.conversationId);
  }

  get(profileId: number | undefined): HeldCard | undefined {
    return profileId === undefined ? undefined : this.byProfile.get(profileId);
  }

  keep(conversationId: number, card: HeldCard): void {
    if (this.byProfile.size >= CARDS_HELD) this.byProfile.clear();
    if (this.profileOf.size >= CARDS_HELD) this.profileOf.clear();
    this.byProfile.set(card.row.id, card);
    this.profileOf.set(conversationId, card.row.id);
  }
}

const heldCards = new WeakMap<Database, HeldCards>();

/** Runs the send; answers its outcome, or throws (an error naming NOTHING_STORED when nothing was kept). */
export async function sendInOneStatement(db: Database, input: MemberSendInput): Promise<SendOutcome> {
  const { userId, text, key, attachmentImageId, attachmentChatPhotoId } = input;
  let cards = heldCards.get(db);
  if (!cards) heldCards.set(db, (cards = new HeldCards()));
  const held = cards.get(cards.profileOfTarget(input.target));
  const values = {
    userId,
    key,
    text,
    attachmentImageId,
    attachmentChatPhotoId,
    messageType: attachmentImageId === null && attachmentChatPhotoId === null ? 'text' : 'attachment',
    at: input.at.toISOString(),
    nothingStored: NOTHING_STORED,
    heldCardVersion: held?.version ?? -1,
    ...('conversationId' in input.target ? { conversationId: input.target.conversationId } : { profileId: input.target.profileId }),
  };
  const statements = preparedFor(db)['conversationId' in input.target ? 'conversation' : 'profile'];
  const rowOf = async (statement: Statement) => ((await statement.execute(values)) as { rows: SendRow[] }).rows[0];
  const row = (await rowOf(statements.sent)) ?? (await rowOf(statements.full))!;
  if (row.outcome === 'not-found' || row.outcome === 'no-credits' || row.outcome === 'no-member') return { kind: row.outcome };
  const conversationRow: ConversationRow = {
    id: Number(row.conversation_id),
    profileId: Number(row.profile_id),
    archived: row.archived === true,
  };
  const message: MessageRow = {
    id: Number(row.message_id),
    conversationId: Number(row.conversation_id),
    senderType: 'user',
    messageType: row.message_type!,
    attachmentImageId: row.attachment_image_id === null ? null : Number(row.attachment_image_id),
    attachmentProfileImageId: null,
    attachmentChatPhotoId: row.attachment_chat_photo_id,
    text: row.text!,
    sentAt: new Date(Math.round(Number(row.sent_at_ms))),
    isRead: row.is_read === true,
  };
  const ms = (epochMs: number | null) => (epochMs === null ? null : new Date(Math.round(Number(epochMs))));
  // No version: the profile is gone. The held version: what was read then. Another: read now.
  let card: HeldCard | undefined;
  if (row.card_version !== null) {
    const version = Number(row.card_version);
    if (row.profile) {
      card = {
        version,
        row: fromJson<ProfileSummaryRow>(profileSummaryColumns, row.profile),
        firstImages: row.first_image ? [fromJson<ProfileImageRow>(firstImageColumns, row.first_image)] : [],
      };
      cards.keep(conversationRow.id, card);
    } else if (held?.version === version && held.row.id === conversationRow.profileId) card = held;
  }
  return {
    kind: row.outcome,
    brandId: Number(row.brand_id),
    conversation: conversationRow,
    message,
    credits: Number(row.credits ?? 0),
    alreadyWaiting: row.outcome === 'sent' && row.was_waiting === true,
    ...(row.held_by !== null &&
      row.held_until_ms !== null && { heldBy: { agentId: Number(row.held_by), until: new Date(Math.round(Number(row.held_until_ms))) } }),
    ...(card && {
      detail: {
        row: {
          ...conversationRow,
          createdAt: ms(row.created_at_ms)!,
          lastMessageAt: ms(row.last_message_at_ms),
          // The member's message (this one, or the first with the key) is in it.
          memberWrote: true,
          profile: card.row,
        },
        firstImages: card.firstImages,
      },
    }),
  };
}
