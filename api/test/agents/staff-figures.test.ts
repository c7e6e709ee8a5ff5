// Today's figures per agent on the staff board (issue 27 item 7), on PGlite and on PostgreSQL with
// the injected clock: replies sent today (yesterday's do not count), the median first-response
// time (odd and even counts), breaks taken today with their time; admins only.
import { MESSAGES } from '@heartline/contracts/rules';
import { agentSavedResponseSchema, claimResponseSchema, staffFiguresResponseSchema } from '@heartline/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { staffDayStatement } from '../../src/agents/repositories/staff-figures';
import { agentPauses, messageStock, messages } from '../../src/db/schema';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, type Staff } from '../helpers/staff';

const t = setupTestApp();
const h = staffHelpers(t, 700);
const MINUTE = 60_000;
// Noon in Dublin (Heartline's time zone, the admin's first brand), summer time: UTC+1.
const NOW = Date.UTC(2031, 5, 18, 11, 0, 0);
const DAY_START = '2031-06-17T23:00:00.000Z';
const DAY_END = '2031-06-18T23:00:00.000Z';

let demo: SignedInMember;
let admin: Staff;
let agent: Staff;
let counted: Staff;

const figures = (who: { headers: Record<string, string> }) => t.app.inject({ method: 'GET', url: '/agents/figures', headers: who.headers });
const figuresOf = async (who: Staff) => {
  const answer = staffFiguresResponseSchema.parse((await figures(admin)).json());
  return { day: answer.day, mine: answer.figures.find((one) => one.agentId === String(who.id))! };
};

/** A member's line that waited `waitMs` and the agent's reply to it at `repliedAt`, as a reply settles it. */
async function answered(by: Staff, waitMs: number, repliedAt: number) {
  const talk = await h.waiting(demo.id, h.profileOf('heartline'), 0);
  const waitedFrom = new Date(repliedAt - waitMs);
  await t.app.db.update(messageStock).set({ createdAt: waitedFrom }).where(eqStock(talk.messageId));
  const reply = await profileReply(by, talk.conversationId, repliedAt);
  await t.app.db
    .update(messageStock)
    .set({ settledAt: new Date(repliedAt), replyMessageId: reply })
    .where(eqStock(talk.messageId));
  return talk.conversationId;
}

/** A reply that answered nothing waiting (a follow-up). */
async function profileReply(by: Staff, conversationId: number, at: number) {
  const [row] = await t.app.db
    .insert(messages)
    .values({ conversationId, userId: demo.id, senderType: 'profile', text: 'Hello again', sentAt: new Date(at), agentId: by.id })
    .returning({ id: messages.id });
  return row!.id;
}

const eqStock = (messageId: number) => eq(messageStock.messageId, messageId);

beforeAll(async () => {
  t.clock.advance(NOW - t.clock.now().getTime());
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
  admin = await h.staff('admin');
  agent = await h.staff('agent');
  const scope = staffAgentsScope(await t.app.inject({ method: 'GET', url: '/agents', headers: admin.headers }));
  for (const username of ['counted', 'live']) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/agent',
      headers: admin.headers,
      payload: { username, email: `${username}@heartline.example`, password: `${username}12345`, scope },
    });
    agentSavedResponseSchema.parse(created.json());
  }
  counted = await h.staff('counted', 'counted12345');
});
afterAll(() => h.signOut(admin, agent, counted));

function staffAgentsScope(response: { json(): unknown }): string[] {
  const { agents } = response.json() as { agents: Array<{ username: string; scope: string[] }> };
  return agents.find((one) => one.username === 'admin')!.scope;
}

describe("today's figures per agent", () => {
  it('are refused to agents, members and anonymous callers', async () => {
    expect((await figures(agent)).statusCode).toBe(403);
    expect((await figures(agent)).json().message).toBe(MESSAGES.adminOnly);
    expect((await figures(demo)).statusCode).toBe(403);
    expect((await figures({ headers: anonymous })).statusCode).toBe(401);
  });

  it("count today's replies only, take the median first-response time over odd and even counts, and today's breaks", async () => {
    const now = t.clock.now().getTime();
    const start = Date.parse(DAY_START);
    // Yesterday (by the brand's day, though the same UTC date as today's start): none of it counts.
    await answered(counted, MINUTE, start - 1_000);
    await t.app.db
      .insert(agentPauses)
      .values({ agentId: counted.id, startedAt: new Date(start - 20 * MINUTE), endedAt: new Date(start - MINUTE) });

    const empty = await figuresOf(counted);
    expect(empty.day).toEqual({ start: DAY_START, end: DAY_END, timezone: 'Europe/Dublin' });
    expect(empty.mine).toEqual({
      agentId: String(counted.id),
      replies: 0,
      medianFirstResponseMs: null,
      answered: 0,
      pauses: 0,
      pausedMs: 0,
    });

    // Three answered waits (1, 2 and 10 minutes) and a follow-up that answered nothing.
    await answered(counted, MINUTE, start + 1_000);
    await answered(counted, 2 * MINUTE, now - 30 * MINUTE);
    const conversationId = await answered(counted, 10 * MINUTE, now - 10 * MINUTE);
    await profileReply(counted, conversationId, now - 5 * MINUTE);
    // A 10-minute break that ended, and one running for 5 minutes.
    await t.app.db.insert(agentPauses).values([
      { agentId: counted.id, startedAt: new Date(now - 120 * MINUTE), endedAt: new Date(now - 110 * MINUTE), reason: 'Lunch' },
      { agentId: counted.id, startedAt: new Date(now - 5 * MINUTE), endedAt: null, reason: 'Coffee' },
    ]);
    const odd = (await figuresOf(counted)).mine;
    expect(odd).toMatchObject({ replies: 4, answered: 3, medianFirstResponseMs: 2 * MINUTE, pauses: 2 });
    // The running break counts up to now (the test's clock runs on while it asks).
    expect(odd.pausedMs).toBeGreaterThanOrEqual(15 * MINUTE);
    expect(odd.pausedMs).toBeLessThan(15 * MINUTE + 30_000);

    // A fourth answered wait (5 minutes): the median is the mean of the middle two (2 and 5).
    await answered(counted, 5 * MINUTE, now - MINUTE);
    expect((await figuresOf(counted)).mine).toMatchObject({ replies: 5, answered: 4, medianFirstResponseMs: 3.5 * MINUTE });
    // Someone else's work is not this agent's.
    expect((await figuresOf(agent)).mine).toMatchObject({ replies: 0, pauses: 0 });
  });

  it('record a break taken and ended through the console, and a reply sent through it', async () => {
    const live = await h.staff('live', 'live12345');
    await h.emptyQueue();
    await h.status(live, 'online');
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 90_000);
    const claimed = claimResponseSchema.parse((await h.claim(live)).json()).claim!;
    expect(claimed.conversation._id).toBe(String(talk.conversationId));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/conversation/${talk.conversationId}/message`,
      headers: live.headers,
      payload: { key: h.newKey(), message: 'Here I am', seen: String(talk.messageId) },
    });
    expect(sent.statusCode).toBe(200);
    expect((await h.status(live, 'paused', 'Stretch')).statusCode).toBe(200);
    t.clock.advance(3 * MINUTE);
    expect((await h.status(live, 'online')).statusCode).toBe(200);
    const mine = (await figuresOf(live)).mine;
    expect(mine).toMatchObject({ replies: 1, answered: 1, pauses: 1 });
    expect(mine.medianFirstResponseMs).toBeGreaterThanOrEqual(90_000);
    expect(mine.medianFirstResponseMs).toBeLessThan(90_000 + 30_000);
    expect(mine.pausedMs).toBeGreaterThanOrEqual(3 * MINUTE);
    expect(mine.pausedMs).toBeLessThan(3 * MINUTE + 30_000);
    const [stored] = await t.app.db.select().from(agentPauses).where(eq(agentPauses.agentId, live.id));
    expect(stored).toMatchObject({ reason: 'Stretch' });
    expect(stored!.endedAt).not.toBeNull();
    await h.status(live, 'offline');
    await h.signOut(live);
  });

  it("are served by their indexes: the day's replies, the waits they answered and the day's breaks", async () => {
    // With sequential scans priced out, the plan shows which indexes can serve the statement (a
    // test database is too small for the planner to pick them on its own).
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain (format json) ${staffDayStatement([1, 2], 1, t.clock.now())}`);
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    for (const index of ['messages_agent_id_sent_at_idx', 'message_stock_reply_message_id_idx', 'agent_pauses_agent_id_started_at_idx']) {
      expect(plan).toContain(index);
    }
  });
});
