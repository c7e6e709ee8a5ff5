// The staff's queue: members' messages waiting for a reply (message_stock), counted per brand
// scope, and claimed a conversation at a time. A claim is an update of the conversation's row
// (claimed_by, claim_expires_at) whose candidate is picked `for update skip locked`: two agents
// claiming at once lock different rows, and a row another claim changed meanwhile is re-checked
// by PostgreSQL and skipped, so no conversation has two holders. An expired claim is simply
// claimable again (claim_expires_at <= now): nothing has to run for it to return to the queue.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareNamed, writeStatement } from '../../db/named-statement';

/** A conversation whose member went quiet after the profile's reply is worth a new line (see followUpRule). */
export const FOLLOW_UP_AFTER_MS = 24 * 3_600_000;
/** ...but not once it has been quiet this long. */
export const FOLLOW_UP_UNTIL_MS = 14 * 24 * 3_600_000;

export interface QueueCountRow {
  messageStock: number;
  meetUpStock: number;
}

export interface ClaimRow {
  conversationId: number;
  /** The brand of the conversation's profile. */
  brandId: number;
  claimedAt: Date;
  claimExpiresAt: Date;
  /** When the oldest waiting message was sent. */
  waitingSince: Date | null;
}

export interface ClaimHolder {
  claimedBy: number | null;
  claimedAt: Date | null;
  claimExpiresAt: Date | null;
}

export interface StockRepository {
  /** Conversations with lines waiting, and meet-ups waiting for an answer: what members' actions change. */
  counts(brandIds: readonly number[], now: Date): Promise<QueueCountRow>;
  /** Conversations worth a follow-up (FOLLOW_UP_AFTER_MS..UNTIL): what the passing of time changes. */
  followUpCount(brandIds: readonly number[], now: Date): Promise<number>;
  /**
   * Claims the next waiting conversation of the agent's brands (it keeps those it holds), when its
   * work session is online; `claim` null when none waits (or the session is not online).
   */
  claimNext(agentId: number, now: Date, expiresAt: Date): Promise<{ online: boolean; claim: ClaimRow | null }>;
  /** Gives back every conversation the agent holds (a pause, the end of a session); answers their brands, one per conversation. */
  releaseOf(agentId: number): Promise<number[]>;
  /** The conversation's claim as it stands (null columns: nobody holds it). */
  holderOf(conversationId: number): Promise<ClaimHolder | null>;
  /**
   * The conversations the agent holds where the member wrote since the claim (the counts leave them
   * out: nobody else may claim them until the claim ends), soonest claim end first, at most `limit`.
   */
  heldWaiting(agentId: number, now: Date, limit: number): Promise<Array<{ conversationId: number; claimExpiresAt: Date }>>;
}

/** The membership feature that serves a member's conversations first in the staff's queue. */
const PROFILE_BOOST = 'profile-boost';

const brandList = (brandIds: readonly number[]) =>
  sql`array[${sql.join(
    brandIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

const value = (name: string) => sql.placeholder(name);

const unclaimedAt = (now: SQL) => sql`(c.claimed_by is null or c.claim_expires_at <= ${now})`;
const inBrands = (brandIds: SQL) => sql`c.profile_id in (select p.id from profiles p where p.brand_id = any(${brandIds}))`;
// The profile boost (issue 26): the member's active membership grants it. A correlated `limit 1`
// (not `exists`, which PostgreSQL may turn into one hashed scan of every active membership): one
// probe of memberships_user_id_ends_at_idx per waiting conversation, as many as lines waiting.
const boostedAt = (now: SQL) =>
  sql`coalesce((select true from memberships m where m.user_id = c.user_id and m.ends_at > ${now}
      and m.starts_at <= ${now} and ${PROFILE_BOOST} = any(m.features) limit 1), false)`;

// The counts and the claim are asked many times a second under load (every QUEUE_COUNTS_GATHER_MS
// while members write; each claim): named statements with their values as placeholders (the brands
// as one array), written once, parsed and planned once per connection on the generic plans' pool.
// Planning them for each call's values was a third of their PostgreSQL time (bench:agents,
// api/bench/README.md); every step is an index lookup or a scan of the waiting stock's partial
// index, whatever the values.
const NOW = sql`${value('now')}::timestamptz`;
const BRANDS = sql`${value('brandIds')}::int[]`;
const countsStatement = writeStatement(sql`
  select
    (select count(*) from (select distinct s.conversation_id from message_stock s where s.settled_at is null) w
      join conversations c on c.id = w.conversation_id where ${inBrands(BRANDS)} and ${unclaimedAt(NOW)})::int as message_stock,
    (select count(*) from meetups mu join conversations c on c.id = mu.conversation_id
      where ${inBrands(BRANDS)} and mu.proposed_by = 'user' and mu.status = 'proposed' and mu.meet_date > ${NOW}
        and mu.agent_id is null
        and not exists (select 1 from messages m where m.conversation_id = c.id and m.sender_type <> 'user' and m.sent_at >= mu.updated_at)
    )::int as meet_up_stock
`);

// The agent's own conversations with lines written since its claim first (a member who wrote
// again there reaches the same agent, who holds it until the claim expires: nobody else could
// answer it meanwhile; the claim starts again), then VIP members whose membership grants the
// profile boost, then the oldest wait; `skip locked` leaves a row another claim holds.
// The candidates are the conversations with unsettled stock, read from the stock's partial index
// (as many rows as lines waiting, whatever the number of conversations); checking every
// conversation of the brands for stock, and ordering each by a subquery of its own, made the claim
// the console's bottleneck (bench:agents, api/bench/README.md).
// The agent's brands and whether its work session is online are read by the statement too (one
// round trip where a claim was three), which answers one row: `online`, and the claim if any.
// One statement (its own transaction): the conversation's row is locked for the statement alone,
// not across a transaction's four round trips, so a member's send to it (which updates the same
// row) waits less; every waiting line of the conversation is the claim's.
const AGENT = sql`${value('agentId')}::int`;
const claimStatement = writeStatement(sql`
  with waiting as (
    select s.conversation_id, min(s.created_at) as since, bool_or(s.claimed_at is null) as fresh
    from message_stock s where s.settled_at is null
    group by s.conversation_id
  ), picked as (
    select c.id, p.brand_id, w.since from waiting w
    join conversations c on c.id = w.conversation_id
    join profiles p on p.id = c.profile_id
    where p.brand_id in (select ab.brand_id from agent_brands ab where ab.agent_id = ${AGENT})
      and exists (select 1 from agents a where a.id = ${AGENT} and a.status = 'online')
      and (${unclaimedAt(NOW)} or (c.claimed_by = ${AGENT} and c.claim_expires_at > ${NOW} and w.fresh))
    order by (c.claimed_by is not distinct from ${AGENT} and c.claim_expires_at > ${NOW}) desc,
      ${boostedAt(NOW)} desc, w.since, c.id
    limit 1
    for update of c skip locked
  ), claimed as (
    update conversations set claimed_by = ${AGENT}, claimed_at = ${NOW},
      claim_expires_at = ${value('expiresAt')}::timestamptz
    from picked where conversations.id = picked.id
    returning conversations.id, picked.brand_id, picked.since
  ), stock as (
    update message_stock set claimed_at = ${NOW}
    from claimed where message_stock.conversation_id = claimed.id and message_stock.settled_at is null
    returning message_stock.created_at
  )
  select (select a.status = 'online' from agents a where a.id = ${AGENT}) as online, claimed.id, claimed.brand_id,
    extract(epoch from coalesce((select min(created_at) from stock), claimed.since))::float8 * 1000 as since_ms
  from (select) as asked left join claimed on true
`);

/** `genericPlansDb`: where the counts and the claim run, planned once per connection (db/client.ts). */
export function createStockRepository(db: Database, genericPlansDb: Database = db): StockRepository {
  const unclaimed = (now: Date) => unclaimedAt(sql`${now.toISOString()}::timestamptz`);
  const waiting = sql`exists (select 1 from message_stock s where s.conversation_id = c.id and s.settled_at is null)`;
  const inScope = (brandIds: readonly number[]) => inBrands(brandList(brandIds));
  const prepared = {
    counts: prepareNamed(genericPlansDb, 'messaging_queue_counts', countsStatement),
    claim: prepareNamed(genericPlansDb, 'messaging_claim_next', claimStatement),
  };

  return {
    async counts(brandIds, now) {
      if (brandIds.length === 0) return { messageStock: 0, meetUpStock: 0 };
      const result = await prepared.counts.execute({ brandIds: [...brandIds], now: now.toISOString() });
      const row = (result as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
      return { messageStock: Number(row.message_stock), meetUpStock: Number(row.meet_up_stock) };
    },

    async followUpCount(brandIds, now) {
      if (brandIds.length === 0) return 0;
      const followUpFrom = new Date(now.getTime() - FOLLOW_UP_UNTIL_MS).toISOString();
      const followUpTo = new Date(now.getTime() - FOLLOW_UP_AFTER_MS).toISOString();
      const result = await db.execute(sql`
        select count(*)::int as follow_up_stock from conversations c
        where ${inScope(brandIds)} and ${unclaimed(now)} and not c.archived and not ${waiting}
          and c.last_message_at between ${followUpFrom}::timestamptz and ${followUpTo}::timestamptz
          and exists (select 1 from messages m where m.conversation_id = c.id and m.sender_type = 'user')
          and (select m.sender_type from messages m where m.conversation_id = c.id order by m.id desc limit 1) <> 'user'
      `);
      return Number((result as unknown as { rows: Array<Record<string, number>> }).rows[0]!.follow_up_stock);
    },

    async claimNext(agentId, now, expiresAt) {
      const result = await prepared.claim.execute({ agentId, now: now.toISOString(), expiresAt: expiresAt.toISOString() });
      const [answer] = (
        result as unknown as {
          rows: Array<{ online: boolean | null; id: number | null; brand_id: number | null; since_ms: number | null }>;
        }
      ).rows;
      const online = answer?.online === true;
      if (!answer || answer.id === null) return { online, claim: null };
      return {
        online,
        claim: {
          conversationId: Number(answer.id),
          brandId: Number(answer.brand_id),
          claimedAt: now,
          claimExpiresAt: expiresAt,
          waitingSince: answer.since_ms === null ? null : new Date(Math.round(Number(answer.since_ms))),
        },
      };
    },

    async releaseOf(agentId) {
      const result = await db.execute(
        sql`update conversations c set claimed_by = null, claimed_at = null, claim_expires_at = null where c.claimed_by = ${agentId}
          returning (select p.brand_id from profiles p where p.id = c.profile_id) as brand_id`,
      );
      return (result as unknown as { rows: Array<{ brand_id: number }> }).rows.map((row) => Number(row.brand_id));
    },

    async heldWaiting(agentId, now, limit) {
      // The agent's claims (conversations_claimed_by_idx), each probed for a line the claim has not
      // taken yet (message_stock_waiting_idx): as many rows as conversations the agent holds.
      const result = await db.execute(sql`
        select c.id, extract(epoch from c.claim_expires_at)::float8 * 1000 as until_ms from conversations c
        where c.claimed_by = ${agentId} and c.claim_expires_at > ${now.toISOString()}::timestamptz
          and exists (select 1 from message_stock s where s.conversation_id = c.id and s.settled_at is null and s.claimed_at is null)
        order by c.claim_expires_at, c.id limit ${limit}
      `);
      return (result as unknown as { rows: Array<{ id: number; until_ms: number }> }).rows.map((row) => ({
        conversationId: Number(row.id),
        claimExpiresAt: new Date(Math.round(Number(row.until_ms))),
      }));
    },

    async holderOf(conversationId) {
      const result = await db.execute(sql`select claimed_by, claimed_at, claim_expires_at from conversations where id = ${conversationId}`);
      const row = (
        result as unknown as {
          rows: Array<{ claimed_by: number | null; claimed_at: string | Date | null; claim_expires_at: string | Date | null }>;
        }
      ).rows[0];
      if (!row) return null;
      const date = (at: string | Date | null) => (at === null ? null : new Date(at));
      return {
        claimedBy: row.claimed_by === null ? null : Number(row.claimed_by),
        claimedAt: date(row.claimed_at),
        claimExpiresAt: date(row.claim_expires_at),
      };
    },
  };
}
