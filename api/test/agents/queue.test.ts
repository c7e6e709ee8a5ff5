// The staff queue and the claim (issue 27 item 4), replies as the profile under a claim (item 5)
// and the work session's breaks (item 2), on PGlite and on PostgreSQL (where the races are real).
import { CLAIM_TIME_MS, MESSAGES, pauseOncePerHour } from '@heartline/contracts/rules';
import { claimResponseSchema, stockQueueCountsSchema } from '@heartline/contracts/schemas';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentBrands, agents, conversations, memberships, messageStock, messages, profiles } from '../../src/db/schema';
import { anonymous, bearer, CLOCK_SLACK_MS, signIn, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { heartlineBrandId } from '../helpers/profiles';

const t = setupTestApp();
let demo: SignedInMember;
let vip: SignedInMember;
let heartlineProfiles: number[];
let velvetProfiles: number[];
let nextProfile = 0;
let keys = 0;
const newKey = () => `queue-key-${++keys}-${Date.now()}`;

interface Staff {
  id: number;
  headers: { authorization: string };
}

async function staff(username: string, password: string): Promise<Staff> {
  const { access_token } = await signIn(t.app, username, password, '/agent/authenticate');
  const [row] = await t.app.db.select({ id: agents.id }).from(agents).where(eq(agents.username, username));
  return { id: row!.id, headers: bearer(access_token) };
}

const statusEvent = (who: Staff, status: string, reason?: string) =>
  t.app.inject({ method: 'POST', url: '/event', headers: who.headers, payload: { event: 'agent-status-update', status, reason } });
async function signOut(...who: Staff[]) {
  for (const one of who) await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: one.headers });
}
const claim = (who: Staff) => t.app.inject({ method: 'GET', url: '/claim', headers: who.headers });
const queue = (who: { headers: Record<string, string> }) => t.app.inject({ method: 'GET', url: '/queue', headers: who.headers });
const reply = (who: Staff, conversationId: number | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/conversation/${conversationId}/message`, headers: who.headers, payload });

/** Settles every waiting message and frees every claim: each test starts from an empty queue. */
async function emptyQueue() {
  await t.app.db.update(messageStock).set({ settledAt: t.clock.now() }).where(isNull(messageStock.settledAt));
  await t.app.db.update(conversations).set({ claimedBy: null, claimedAt: null, claimExpiresAt: null });
}

/** A member's message waiting in a new conversation with a profile, `agoMs` before now; answers the conversation and message ids. */
async function waiting(memberId: number, profileId: number, agoMs: number, text = 'Are you there?') {
  const at = new Date(t.clock.now().getTime() - agoMs);
  const [conversation] = await t.app.db
    .insert(conversations)
    .values({ userId: memberId, profileId, createdAt: at, lastMessageAt: at })
    .returning({ id: conversations.id });
  const message = await memberLine(memberId, conversation!.id, text, at);
  return { conversationId: conversation!.id, messageId: message };
}

/** A member's line in a conversation, queued for the staff as a member's send queues it. */
async function memberLine(memberId: number, conversationId: number, text: string, at = t.clock.now()) {
  const [message] = await t.app.db
    .insert(messages)
    .values({ conversationId, userId: memberId, senderType: 'user', text, sentAt: at, isRead: true })
    .returning({ id: messages.id });
  await t.app.db.insert(messageStock).values({ messageId: message!.id, conversationId, createdAt: at });
  return message!.id;
}

const profileOf = (brand: 'heartline' | 'velvet') => (brand === 'heartline' ? heartlineProfiles : velvetProfiles)[nextProfile++]!;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  vip = await signInMember(t.app, 'vip');
  const heartlineId = await heartlineBrandId(t.app.db);
  // Profiles no other test of this file's database writes to.
  const ids = async (brand: 'heartline' | 'velvet') =>
    (
      await t.app.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(brand === 'heartline' ? eq(profiles.brandId, heartlineId) : ne(profiles.brandId, heartlineId))
        .orderBy(asc(profiles.id))
        .offset(300)
        .limit(120)
    ).map((row) => row.id);
  heartlineProfiles = await ids('heartline');
  velvetProfiles = await ids('velvet');
});

describe('the seed', () => {
  it('scopes agent and admin to both brands and agent2 to Velvet Hour, and leaves work waiting on first start', async () => {
    const scopes = await t.app.db
      .select({ username: agents.username, brands: sql<number>`count(${agentBrands.brandId})::int` })
      .from(agents)
      .leftJoin(agentBrands, eq(agentBrands.agentId, agents.id))
      .groupBy(agents.username)
      .orderBy(agents.username);
    expect(scopes).toEqual([
      { username: 'admin', brands: 2 },
      { username: 'agent', brands: 2 },
      { username: 'agent2', brands: 1 },
    ]);
    const agent = await staff('agent', 'agent12345');
    const counts = stockQueueCountsSchema.parse((await queue(agent)).json());
    expect(counts.MessageStock).toBeGreaterThan(0);
    expect(counts.total).toBe(counts.MessageStock + counts.FollowUpStock + counts.MeetUpStock);
    await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: agent.headers });
  });
});

describe('GET /queue and GET /claim', () => {
  let agent: Staff;
  let agent2: Staff;
  beforeAll(async () => {
    agent = await staff('agent', 'agent12345');
    agent2 = await staff('agent2', 'agent212345');
  });
  afterAll(async () => signOut(agent, agent2));
  beforeEach(emptyQueue);

  it('refuse members and anonymous callers', async () => {
    expect((await queue(demo)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/claim', headers: demo.headers })).statusCode).toBe(403);
    expect((await queue({ headers: anonymous })).statusCode).toBe(401);
    const event = await t.app.inject({
      method: 'POST',
      url: '/event',
      headers: demo.headers,
      payload: { event: 'agent-status-update', status: 'online' },
    });
    expect(event.statusCode).toBe(403);
  });

  it("count only the agent's brands, and claim only once the session is online", async () => {
    await waiting(demo.id, profileOf('heartline'), 60_000);
    await waiting(demo.id, profileOf('heartline'), 50_000);
    expect(stockQueueCountsSchema.parse((await queue(agent)).json())).toMatchObject({ MessageStock: 2 });
    expect(stockQueueCountsSchema.parse((await queue(agent2)).json())).toMatchObject({ MessageStock: 0 });

    await statusEvent(agent, 'offline');
    const refused = await claim(agent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.claimNeedsSession);

    expect((await statusEvent(agent2, 'online')).statusCode).toBe(200);
    const none = claimResponseSchema.parse((await claim(agent2)).json());
    expect(none).toEqual({ claim: null, message: MESSAGES.queueEmpty });
  });

  it('hand VIP members first, then the oldest wait, with all the waiting messages, and take them off the queue', async () => {
    const old = await waiting(demo.id, profileOf('heartline'), 600_000, 'first line');
    await memberLine(demo.id, old.conversationId, 'second line', new Date(t.clock.now().getTime() - 500_000));
    const newer = await waiting(demo.id, profileOf('heartline'), 60_000);
    const fromVip = await waiting(vip.id, profileOf('heartline'), 10_000);
    await statusEvent(agent, 'online');

    const claims = [];
    for (let i = 0; i < 3; i++) claims.push(claimResponseSchema.parse((await claim(agent)).json()).claim!);
    const order = claims.map((taken) => taken.conversation._id);
    const second = claims[1]!;
    expect(second.conversation.messages.map((message) => message.message)).toEqual(['second line', 'first line']);
    // The wait began with the oldest waiting line.
    expect(second.postTime).toBe(second.conversation.messages[1]!.date);
    expect(Date.parse(second.claimExpirationTime!) - Date.parse(second.claimTime!)).toBe(CLAIM_TIME_MS);
    expect(order).toEqual([fromVip.conversationId, old.conversationId, newer.conversationId].map(String));
    // The agent holds all three now; none is left to claim.
    const held = await t.app.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.claimedBy, agent.id));
    expect(held.map((row) => row.id).toSorted()).toEqual([fromVip, old, newer].map((talk) => talk.conversationId).toSorted());
    expect(stockQueueCountsSchema.parse((await queue(agent)).json()).MessageStock).toBe(0);
    expect(claimResponseSchema.parse((await claim(agent)).json()).claim).toBeNull();
  });

  it("serve first by the membership's profile boost, not by VIP alone", async () => {
    const [held] = await t.app.db.select().from(memberships).where(eq(memberships.userId, vip.id));
    const features = held!.features;
    try {
      // A membership without the boost: the VIP's line waits its turn like anyone's.
      await t.app.db
        .update(memberships)
        .set({ features: features.filter((feature) => feature !== 'profile-boost') })
        .where(eq(memberships.userId, vip.id));
      expect((await t.app.accounts.members.facts(vip.id))?.isPremium).toBe(true);
      const older = await waiting(demo.id, profileOf('heartline'), 60_000);
      const fromVip = await waiting(vip.id, profileOf('heartline'), 10_000);
      await statusEvent(agent, 'online');
      const first = claimResponseSchema.parse((await claim(agent)).json()).claim!;
      expect(first.conversation._id).toBe(String(older.conversationId));
      // The boost back: the VIP's newer line comes before an older one of a member without it.
      await t.app.db.update(memberships).set({ features }).where(eq(memberships.userId, vip.id));
      const olderStill = await waiting(demo.id, profileOf('heartline'), 120_000);
      const next = claimResponseSchema.parse((await claim(agent)).json()).claim!;
      expect(next.conversation._id).toBe(String(fromVip.conversationId));
      expect(claimResponseSchema.parse((await claim(agent)).json()).claim!.conversation._id).toBe(String(olderStill.conversationId));
    } finally {
      await t.app.db.update(memberships).set({ features }).where(eq(memberships.userId, vip.id));
    }
  });

  it('hand the holder back its own conversation when the member wrote again there, before anything else', async () => {
    const held = await waiting(demo.id, profileOf('heartline'), 60_000, 'hello?');
    await statusEvent(agent, 'online');
    const first = claimResponseSchema.parse((await claim(agent)).json()).claim!;
    expect(first.conversation._id).toBe(String(held.conversationId));
    const answered = await reply(agent, held.conversationId, { key: newKey(), message: 'Hi!', seen: String(held.messageId) });
    expect(answered.statusCode).toBe(200);
    // Older work of a VIP waits meanwhile; the member writes again in the held conversation.
    const fromVip = await waiting(vip.id, profileOf('heartline'), 120_000);
    t.clock.advance(10_000);
    await memberLine(demo.id, held.conversationId, 'are you still there?');
    const admin = await staff('admin', 'admin12345');
    await statusEvent(admin, 'online');
    // Nobody else can take it while the agent holds it: the admin gets the VIP's.
    expect(claimResponseSchema.parse((await claim(admin)).json()).claim!.conversation._id).toBe(String(fromVip.conversationId));
    const again = claimResponseSchema.parse((await claim(agent)).json()).claim!;
    expect(again.conversation._id).toBe(String(held.conversationId));
    expect(again.conversation.messages.map((message) => message.message)).toContain('are you still there?');
    // The claim starts again from now.
    expect(Date.parse(again.claimTime!)).toBeGreaterThanOrEqual(Date.parse(first.claimTime!) + 10_000);
    // Handed once: without another new line the agent is not given it again.
    expect(claimResponseSchema.parse((await claim(agent)).json()).claim).toBeNull();
    await statusEvent(admin, 'offline');
    await signOut(admin);
  });

  it('let an expired claim return to the queue at 300 s and be claimed again by another agent', async () => {
    const only = await waiting(demo.id, profileOf('heartline'), 1_000);
    const admin = await staff('admin', 'admin12345');
    await statusEvent(agent, 'online');
    await statusEvent(admin, 'online');
    expect(claimResponseSchema.parse((await claim(agent)).json()).claim!.conversation._id).toBe(String(only.conversationId));
    expect(claimResponseSchema.parse((await claim(admin)).json()).claim).toBeNull();
    t.clock.advance(CLAIM_TIME_MS - CLOCK_SLACK_MS);
    expect(claimResponseSchema.parse((await claim(admin)).json()).claim).toBeNull();
    t.clock.advance(CLOCK_SLACK_MS);
    expect(stockQueueCountsSchema.parse((await queue(admin)).json()).MessageStock).toBe(1);
    expect(claimResponseSchema.parse((await claim(admin)).json()).claim!.conversation._id).toBe(String(only.conversationId));
    // The agent whose claim lapsed can no longer answer it.
    const late = await reply(agent, only.conversationId, { key: newKey(), message: 'Sorry, I was away', seen: String(only.messageId) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.claimRequired);
    await statusEvent(admin, 'offline');
    await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: admin.headers });
  });
});

describe('a reply under a claim', () => {
  let agent: Staff;
  let agent2: Staff;
  beforeAll(async () => {
    agent = await staff('agent', 'agent12345');
    agent2 = await staff('agent2', 'agent212345');
    await statusEvent(agent, 'online');
    await statusEvent(agent2, 'online');
  });
  afterAll(async () => signOut(agent, agent2));
  beforeEach(emptyQueue);

  it("is refused to an agent not holding the claim and outside the agent's brands, and settles the stock it answers", async () => {
    const talk = await waiting(demo.id, profileOf('heartline'), 5_000);
    const unclaimed = await reply(agent, talk.conversationId, { key: newKey(), message: 'Hello', seen: String(talk.messageId) });
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json().message).toBe(MESSAGES.claimRequired);
    const foreign = await reply(agent2, talk.conversationId, { key: newKey(), message: 'Hello', seen: String(talk.messageId) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MESSAGES.outsideScope);
    // What the database says comes first: no such conversation, then outside the brands, then the request's own faults.
    const answerOf = (response: Awaited<ReturnType<typeof reply>>) => [response.statusCode, response.json().message];
    expect(answerOf(await reply(agent2, talk.conversationId, { key: newKey(), message: 'Hello' }))).toEqual([403, MESSAGES.outsideScope]);
    expect(answerOf(await reply(agent, 2_000_000_000, { key: newKey(), message: 'Hello', admin: true }))).toEqual([
      404,
      MESSAGES.conversationNotFound,
    ]);
    expect(
      answerOf(await reply(agent, talk.conversationId, { key: newKey(), message: 'Hello', seen: String(talk.messageId), admin: true })),
    ).toEqual([403, MESSAGES.forbidden]);

    await claim(agent);
    const unseen = await reply(agent, talk.conversationId, { key: newKey(), message: 'Hello' });
    expect(unseen.statusCode).toBe(400);
    const answered = await reply(agent, talk.conversationId, { key: newKey(), message: 'Hello you', seen: String(talk.messageId) });
    expect(answered.statusCode).toBe(200);
    const stock = await t.app.db
      .select({ settledAt: messageStock.settledAt, replyMessageId: messageStock.replyMessageId })
      .from(messageStock)
      .where(eq(messageStock.conversationId, talk.conversationId));
    expect(stock).toEqual([{ settledAt: expect.any(Date), replyMessageId: Number(answered.json().message._id) }]);
    expect(stockQueueCountsSchema.parse((await queue(agent)).json()).MessageStock).toBe(0);

    // An admin intervenes without holding the claim and may leave `seen` out.
    const admin = await staff('admin', 'admin12345');
    expect((await reply(admin, talk.conversationId, { key: newKey(), message: 'The admin here' })).statusCode).toBe(200);
    await signOut(admin);
  });

  it('is refused with the new lines when the member wrote after what the agent has seen', async () => {
    const talk = await waiting(demo.id, profileOf('heartline'), 5_000);
    await claim(agent);
    const late = await memberLine(demo.id, talk.conversationId, 'Actually, one more thing');
    const refused = await reply(agent, talk.conversationId, { key: newKey(), message: 'Hi!', seen: String(talk.messageId) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.replyStale,
      messages: [{ _id: String(late), message: 'Actually, one more thing', senderType: 'user' }],
    });
    const stored = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.conversationId, talk.conversationId), eq(messages.senderType, 'profile')));
    expect(stored[0]!.n).toBe(0);
    const accepted = await reply(agent, talk.conversationId, { key: newKey(), message: 'Tell me!', seen: String(late) });
    expect(accepted.statusCode).toBe(200);
  });

  it("races a member's new message: either the member's line lands first and the reply is refused, or the reply lands first", async () => {
    const talk = await waiting(demo.id, profileOf('heartline'), 5_000);
    await claim(agent);
    const [sent, answer] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/conversation/${talk.conversationId}/message`,
        headers: demo.headers,
        payload: { key: newKey(), message: 'Wait, one more thing' },
      }),
      reply(agent, talk.conversationId, { key: newKey(), message: 'Hi there', seen: String(talk.messageId) }),
    ]);
    expect(sent.statusCode).toBe(200);
    const memberId = Number(sent.json().message._id);
    // Whichever came first, the reply never answers without the member's line having been seen.
    const outcome =
      answer.statusCode === 200
        ? { status: 200, replyBeforeMember: Number(answer.json().message._id) < memberId }
        : { status: answer.statusCode, newLines: answer.json().messages.map((message: { _id: string }) => message._id) };
    expect([
      { status: 200, replyBeforeMember: true },
      { status: 409, newLines: [String(memberId)] },
    ]).toContainEqual(outcome);
  });

  // The reply locks the conversation's row and then reads the member's new lines in a statement of
  // its own: a line committed while the reply waited for the row must refuse it. (One statement
  // that locked and read at once would read from a snapshot taken before the wait, and answer a
  // member line the agent never saw.) Only PostgreSQL has a second connection to hold the row.
  it.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')(
    'is refused with the line a member committed while the reply waited for the conversation (PostgreSQL)',
    async () => {
      const talk = await waiting(demo.id, profileOf('heartline'), 5_000);
      await claim(agent);
      let answer: Awaited<ReturnType<typeof reply>> | undefined;
      let lateLine = 0;
      await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select id from conversations where id = ${talk.conversationId} for update`);
        const replying = reply(agent, talk.conversationId, { key: newKey(), message: 'Hello you', seen: String(talk.messageId) });
        // Until the reply waits on the row this transaction holds.
        for (let tries = 0; ; tries++) {
          const waits = await t.app.db.execute(
            sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%messaging_staff_reply%'`,
          );
          if ((waits as unknown as { rows: unknown[] }).rows.length > 0) break;
          if (tries > 200) throw new Error('the reply never waited for the conversation');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const [line] = await tx
          .insert(messages)
          .values({ conversationId: talk.conversationId, userId: demo.id, senderType: 'user', text: 'Still there?', sentAt: t.clock.now() })
          .returning({ id: messages.id });
        lateLine = line!.id;
        void replying.then((done) => (answer = done));
      });
      await expect.poll(() => answer?.statusCode).toBe(409);
      expect(answer!.json().messages.map((message: { _id: string }) => message._id)).toEqual([String(lateLine)]);
      const replies = await t.app.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, talk.conversationId), ne(messages.senderType, 'user')));
      expect(replies).toEqual([]);
    },
  );

  it('stores one reply for one key sent 5 times at once, and a staff key never meets a member key', async () => {
    const talk = await waiting(demo.id, profileOf('heartline'), 5_000);
    await claim(agent);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => reply(agent, talk.conversationId, { key, message: 'Only once', seen: String(talk.messageId) })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().message._id)).size).toBe(1);
    const replies = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.conversationId, talk.conversationId), eq(messages.senderType, 'profile')));
    expect(replies[0]!.n).toBe(1);

    // The member sends with the very same key: a new message of theirs, charged, not the staff's reply.
    const member = await t.app.inject({
      method: 'POST',
      url: `/conversation/${talk.conversationId}/message`,
      headers: demo.headers,
      payload: { key, message: 'My own words' },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json().message).toMatchObject({ message: 'My own words', senderType: 'user' });
  });
});

describe('GET /conversation/{id} for staff', () => {
  it("reads a conversation of the staff's brands, not another brand's, nor one another agent holds (an admin reads any)", async () => {
    await emptyQueue();
    const agent = await staff('agent', 'agent12345');
    const agent2 = await staff('agent2', 'agent212345');
    const admin = await staff('admin', 'admin12345');
    const read = (who: Staff, id: number, query = '') =>
      t.app.inject({ method: 'GET', url: `/conversation/${id}${query}`, headers: who.headers });
    try {
      const talk = await waiting(demo.id, profileOf('heartline'), 5_000, 'Read me');
      const mine = await read(agent, talk.conversationId);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().messages.map((message: { message: string }) => message.message)).toEqual(['Read me']);
      const foreign = await read(agent2, talk.conversationId);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe(MESSAGES.outsideScope);

      await statusEvent(admin, 'online');
      expect(claimResponseSchema.parse((await claim(admin)).json()).claim!.conversation._id).toBe(String(talk.conversationId));
      const held = await read(agent, talk.conversationId);
      expect(held.statusCode).toBe(403);
      expect(held.json().message).toBe(MESSAGES.heldByAnother);
      await statusEvent(admin, 'offline');
      expect((await read(agent, talk.conversationId, `?after=${talk.messageId}`)).json().messages).toEqual([]);
      expect((await read(admin, talk.conversationId)).statusCode).toBe(200);
      expect((await read(agent, 999_999_999)).statusCode).toBe(404);
    } finally {
      await signOut(agent, agent2, admin);
    }
  });
});

describe('the work session', () => {
  it('pauses once per hour (enforced by the server), and a pause gives the claims back', async () => {
    await emptyQueue();
    const admin = await staff('admin', 'admin12345');
    await waiting(demo.id, profileOf('heartline'), 5_000);
    expect((await statusEvent(admin, 'online')).json()).toMatchObject({ status: 'online' });
    expect(claimResponseSchema.parse((await claim(admin)).json()).claim).not.toBeNull();

    const paused = await statusEvent(admin, 'paused', 'Lunch');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', reason: 'Lunch', released: 1 });
    expect(stockQueueCountsSchema.parse((await queue(admin)).json()).MessageStock).toBe(1);
    expect((await claim(admin)).statusCode).toBe(409);

    await statusEvent(admin, 'online');
    t.clock.advance(60_000);
    const again = await statusEvent(admin, 'paused', 'Coffee');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(pauseOncePerHour('59:00'));
    t.clock.advance(3_540_000);
    // An hour on, the token has lapsed too: a fresh sign-in, and the break is allowed.
    const back = await staff('admin', 'admin12345');
    expect((await statusEvent(back, 'paused', 'Coffee')).statusCode).toBe(200);

    const bad = await statusEvent(back, 'asleep');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toMatch(/enum|expected/i);
    await statusEvent(back, 'offline');
    await signOut(back);
  });
});

describe('50 agents claiming 30 waiting conversations at once', () => {
  it('hands out 30 claims, no conversation twice, and tells the other 20 the queue is empty', async () => {
    await emptyQueue();
    const [template] = await t.app.db.select().from(agents).where(eq(agents.username, 'agent'));
    const brandIds = (await t.app.db.select({ id: sql<number>`id` }).from(sql`brands`)).map((row) => Number(row.id));
    const created = await t.app.db
      .insert(agents)
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          username: `crowd${index}-${Date.now()}`,
          email: `crowd${index}@heartline.example`,
          passwordHash: template!.passwordHash,
          role: 'agent' as const,
          status: 'online' as const,
        })),
      )
      .returning({ id: agents.id, username: agents.username });
    await t.app.db.insert(agentBrands).values(created.flatMap((row) => brandIds.map((brandId) => ({ agentId: row.id, brandId }))));
    const crowd = await Promise.all(created.map((row) => staff(row.username, 'agent12345')));
    for (let i = 0; i < 30; i++) await waiting(demo.id, heartlineProfiles[60 + i]!, 1_000 + i);

    const answers = await Promise.all(crowd.map((who) => claim(who)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const claims = answers.map((answer) => claimResponseSchema.parse(answer.json()));
    const taken = claims.flatMap((answer) => (answer.claim ? [answer.claim.conversation._id] : []));
    expect(taken).toHaveLength(30);
    expect(new Set(taken).size).toBe(30);
    expect(claims.filter((answer) => answer.claim === null && answer.message === MESSAGES.queueEmpty)).toHaveLength(20);
    const holders = await t.app.db
      .select({ n: sql<number>`count(distinct ${conversations.claimedBy})::int` })
      .from(conversations)
      .where(sql`${conversations.claimedBy} is not null`);
    expect(holders[0]!.n).toBe(30);
  }, 60_000);
});
