// Today's figures of the staff (the admins' board), in one statement: the day in the brand's time
// zone, each agent's replies that day (messages_agent_id_sent_at_idx), the answered waits of those
// replies (message_stock_reply_message_id_idx) and the breaks started that day
// (agent_pauses_agent_id_started_at_idx).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface AgentDayFigures {
  agentId: number;
  replies: number;
  medianFirstResponseMs: number | null;
  answered: number;
  pauses: number;
  pausedMs: number;
}

export interface StaffDay {
  start: Date;
  end: Date;
  timezone: string;
  figures: AgentDayFigures[];
}

export interface StaffFiguresRepository {
  /** The figures of every staff member working for any of `brandIds`, over the day `now` falls in, in `timeZoneBrandId`'s zone. */
  dayOf(brandIds: readonly number[], timeZoneBrandId: number, now: Date): Promise<StaffDay | null>;
}

interface FiguresRow {
  day_start: string | Date;
  day_end: string | Date;
  timezone: string;
  agent_id: number | null;
  replies: number | string | null;
  median_ms: number | string | null;
  answered: number | string | null;
  pauses: number | string | null;
  paused_ms: number | string | null;
}

const intList = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** The statement of `dayOf` (exported so a test can ask the planner how it is served). */
export function staffDayStatement(brandIds: readonly number[], timeZoneBrandId: number, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  // A reply's first-response time: from the oldest waiting message it answered to the reply.
  return sql`
      with day as (
        select b.timezone,
          date_trunc('day', ${at} at time zone b.timezone) at time zone b.timezone as day_start,
          (date_trunc('day', ${at} at time zone b.timezone) + interval '1 day') at time zone b.timezone as day_end
        from brands b where b.id = ${timeZoneBrandId}
      ),
      staff as (select distinct ab.agent_id from agent_brands ab where ab.brand_id = any(${intList(brandIds)})),
      replies as (
        select m.id, m.agent_id, m.sent_at from messages m, day
        where m.agent_id in (select agent_id from staff) and m.sent_at >= day.day_start and m.sent_at < day.day_end
      ),
      answered as (
        select r.agent_id, greatest(0, extract(epoch from (r.sent_at - w.first_wait))::float8 * 1000) as ms
        from replies r
        cross join lateral (select min(s.created_at) as first_wait from message_stock s where s.reply_message_id = r.id) w
        where w.first_wait is not null
      ),
      reply_figures as (
        select r.agent_id, count(*) as replies from replies r group by r.agent_id
      ),
      wait_figures as (
        select a.agent_id, count(*) as answered, percentile_cont(0.5) within group (order by a.ms) as median_ms
        from answered a group by a.agent_id
      ),
      pause_figures as (
        select p.agent_id, count(*) as pauses,
          sum(greatest(0, extract(epoch from (coalesce(p.ended_at, ${at}) - p.started_at))::float8 * 1000)) as paused_ms
        from agent_pauses p, day
        where p.agent_id in (select agent_id from staff) and p.started_at >= day.day_start and p.started_at < day.day_end
        group by p.agent_id
      )
      select day.day_start, day.day_end, day.timezone, s.agent_id,
        rf.replies, wf.median_ms, wf.answered, pf.pauses, pf.paused_ms
      from day
      left join staff s on true
      left join reply_figures rf on rf.agent_id = s.agent_id
      left join wait_figures wf on wf.agent_id = s.agent_id
      left join pause_figures pf on pf.agent_id = s.agent_id
      order by s.agent_id
    `;
}

export function createStaffFiguresRepository(db: Database): StaffFiguresRepository {
  return {
    async dayOf(brandIds, timeZoneBrandId, now) {
      if (brandIds.length === 0) return null;
      const result = await db.execute(staffDayStatement(brandIds, timeZoneBrandId, now));
      const rows = (result as unknown as { rows: FiguresRow[] }).rows;
      const [first] = rows;
      if (!first) return null;
      const whole = (value: number | string | null) => (value === null ? 0 : Math.round(Number(value)));
      return {
        start: new Date(first.day_start),
        end: new Date(first.day_end),
        timezone: first.timezone,
        figures: rows
          .filter((row) => row.agent_id !== null)
          .map((row) => ({
            agentId: Number(row.agent_id),
            replies: whole(row.replies),
            medianFirstResponseMs: row.median_ms === null ? null : whole(row.median_ms),
            answered: whole(row.answered),
            pauses: whole(row.pauses),
            pausedMs: whole(row.paused_ms),
          })),
      };
    },
  };
}
