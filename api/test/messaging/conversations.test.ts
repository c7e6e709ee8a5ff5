import {
  REALTIME_UNAUTHORISED_CLOSE,
  conversationMessageResponseSchema,
  conversationSchema,
  conversationsPageSchema,
  userImagesResponseSchema,
} from '@heartline/contracts/schemas';
import sharp from 'sharp';
import { MESSAGES } from '@heartline/contracts/rules';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, creditLedger, messageStock, messages, profileImages, profiles, users } from '../../src/db/schema';
import { heartlineBrandId } from '../helpers/profiles';
import { profileReacts } from '../../src/profiles/reciprocity';
import { anonymous, setupTestApp } from '../helpers/app';
import { ChannelClient, listen } from '../realtime/channel-client';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let demo: SignedInMember;
let vip: SignedInMember;
let heartlineProfileIds: number[];
let otherBrandProfileId: number;
let keys = 0;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  vip = await signInMember(t.app, 'vip');
  const heartlineId = await heartlineBrandId(t.app.db);
  const rows = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.brandId, heartlineId)).orderBy(asc(profiles.id));
  heartlineProfileIds = rows.map((row) => row.id);
  const [other] = await t.app.db.select({ id: profiles.id }).from(profiles).where(ne(profiles.brandId, heartlineId)).limit(1);
  otherBrandProfileId = other!.id;
});

const newKey = () => `test-key-${++keys}-${Date.now()}`;

/**
 * The send's answer is written by a serializer compiled from the contract (validation/compiled-json.ts):
 * it must be exactly what the contract's parse makes of it (no key the contract lacks, every default
 * written, nothing undefined).
 */
function expectContractAnswer(response: { body: string }): void {
  const written: unknown = JSON.parse(response.body);
  expect(written).toStrictEqual(conversationMessageResponseSchema.parse(written));
}

function send(member: SignedInMember, conversationId: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/conversation/${conversationId}/message`, headers: member.headers, payload });
}

async function brandOf(id: number): Promise<number> {
  const [row] = await t.app.db.select({ brandId: users.brandId }).from(users).where(eq(users.id, id));
  return row!.brandId;
}

async function creditsOf(id: number): Promise<number> {
  const [row] = await t.app.db.select({ credits: users.credits }).from(users).where(eq(users.id, id));
  return row!.credits;
}

async function ledgerSumOf(id: number): Promise<number> {
  const [row] = await t.app.db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, id));
  return row!.sum;
}

async function countOf(table: typeof messages | typeof messageStock, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await t.app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.count;
}

/** Gives a member exactly `credits`, through the ledger (a staff adjustment), as the balance must always equal its sum. */
async function setCredits(id: number, credits: number): Promise<void> {
  await t.app.db.transaction(async (tx) => {
    const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, id)).for('update');
    const delta = credits - row!.credits;
    if (delta === 0) return;
    await tx.update(users).set({ credits }).where(eq(users.id, id));
    await tx.insert(creditLedger).values({ userId: id, delta, reason: 'staff_adjustment', reference: 'test' });
  });
}

describe('sending a message', () => {
  it("starts every seeded member's ledger at their balance", async () => {
    for (const member of [demo, vip]) expect(await ledgerSumOf(member.id)).toBe(await creditsOf(member.id));
    expect(await creditsOf(demo.id)).toBeGreaterThan(0);
  });

  it('from the blank chat opens the conversation, stores the message, spends one credit and queues it for the staff', async () => {
    await setCredits(demo.id, 20);
    const profileId = heartlineProfileIds[10]!;
    const response = await send(demo, 'blank', { key: newKey(), profileId: String(profileId), message: '  Hello there!  ' });
    expect(response.statusCode).toBe(200);
    expectContractAnswer(response);
    const body = conversationMessageResponseSchema.parse(response.json());
    expect(body.user.credits).toBe(19);
    expect(body.message).toMatchObject({ message: 'Hello there!', senderType: 'user', messageType: 'text' });
    expect(body.conversation).toMatchObject({
      type: 'conversations',
      profile: { _id: String(profileId) },
      messages: [{ message: 'Hello there!' }],
    });
    expect(await creditsOf(demo.id)).toBe(19);
    expect(await ledgerSumOf(demo.id)).toBe(19);
    expect(await countOf(messageStock, eq(messageStock.messageId, Number(body.message._id)))).toBe(1);

    // The next send goes to the conversation the first one opened.
    const again = await send(demo, body.conversation._id, { key: newKey(), message: 'Are you there?' });
    expect(again.statusCode).toBe(200);
    expectContractAnswer(again);
    expect(again.json().user.credits).toBe(18);
    expect(await countOf(messages, eq(messages.conversationId, Number(body.conversation._id)))).toBe(2);
  });

  it('masks email addresses and phone numbers in what is stored and answered', async () => {
    await setCredits(demo.id, 5);
    const response = await send(demo, 'blank', {
      key: newKey(),
      profileId: String(heartlineProfileIds[11]),
      message: 'mail me at me@example.com or ring 087 123 4567',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.message).toBe('mail me at *** or ring ***');
    const [stored] = await t.app.db
      .select({ text: messages.text })
      .from(messages)
      .where(eq(messages.id, Number(response.json().message._id)));
    expect(stored!.text).toBe('mail me at *** or ring ***');
  });

  it('answers the conversation as reading it does (its profile and first photo, its dates and class), for a send and for its retry', async () => {
    await setCredits(demo.id, 5);
    const payload = { key: newKey(), profileId: String(heartlineProfileIds[15]), message: 'Compare me' };
    const sent = conversationMessageResponseSchema.parse((await send(demo, 'blank', payload)).json());
    const retried = conversationMessageResponseSchema.parse((await send(demo, 'blank', payload)).json());
    const read = conversationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/conversation/${sent.conversation._id}`, headers: demo.headers })).json(),
    );
    const shown = ({ messages: _messages, meetUps: _meetUps, ...rest }: typeof read) => rest;
    expect(read.profile.images.length).toBe(1);
    expect(shown(sent.conversation)).toEqual(shown(read));
    expect(shown(retried.conversation)).toEqual(shown(read));
    expect(retried.message).toEqual(sent.message);
  });

  it("shows a conversation's profile as its row and chat draw it: name, age, last activity and the first photo in the card's sizes", async () => {
    await setCredits(demo.id, 5);
    const profileId = heartlineProfileIds[16]!;
    const sent = (await send(demo, 'blank', { key: newKey(), profileId: String(profileId), message: 'Just the face, please' })).json();
    const listed = (
      await t.app.inject({ method: 'GET', url: '/conversations?messages=conversations&limit=50', headers: demo.headers })
    ).json() as { conversations: { _id: string; profile: Record<string, unknown> }[] };
    const row = listed.conversations.find((conversation) => conversation._id === sent.conversation._id);
    const [stored] = await t.app.db
      .select({ username: profiles.username, activityAt: profiles.activityAt })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    for (const profile of [sent.conversation.profile, row!.profile] as Record<string, unknown>[]) {
      // No about text, tags or attributes: those are the profile page's.
      expect(Object.keys(profile).toSorted()).toEqual(['_id', 'activityDate', 'age', 'images', 'username']);
      expect(profile).toMatchObject({ _id: String(profileId), username: stored!.username, activityDate: stored!.activityAt.toISOString() });
      const [photo, ...more] = profile.images as { path: Record<string, string>; webp?: Record<string, string> }[];
      expect(more).toEqual([]);
      // The avatar's sizes (thumb, and medium for a sharp screen), not the gallery's large one.
      // A generated portrait is served as WebP too, in the same sizes.
      expect(Object.keys(photo!.path).toSorted()).toEqual(['medium', 'thumb']);
      expect(Object.keys(photo!.webp ?? {}).toSorted()).toEqual(['medium', 'thumb']);
    }
  });

  it('charges a retry with the same key once and answers the first message', async () => {
    await setCredits(demo.id, 5);
    const key = newKey();
    const payload = { key, profileId: String(heartlineProfileIds[12]), message: 'Only once, please' };
    const first = await send(demo, 'blank', payload);
    const second = await send(demo, 'blank', payload);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().message._id).toBe(first.json().message._id);
    expectContractAnswer(second);
    expect(await creditsOf(demo.id)).toBe(4);
    expect(await ledgerSumOf(demo.id)).toBe(4);
  });

  it('with no credits answers 402 with the no-credits code and writes nothing, not even the conversation', async () => {
    await setCredits(demo.id, 0);
    const profileId = heartlineProfileIds[13]!;
    const response = await send(demo, 'blank', { key: newKey(), profileId: String(profileId), message: 'Hi' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message: MESSAGES.noCredits, code: 'no-credits' });
    const [opened] = await t.app.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userId, demo.id), eq(conversations.profileId, profileId)));
    expect(opened).toBeUndefined();
    expect(await creditsOf(demo.id)).toBe(0);
    expect(await ledgerSumOf(demo.id)).toBe(0);
  });

  it('refuses empty and too long text, an attachment, a bad key and unknown fields, and writes nothing', async () => {
    await setCredits(demo.id, 5);
    const profileId = String(heartlineProfileIds[14]);
    const cases: [Record<string, unknown>, string][] = [
      [{ key: newKey(), profileId, message: '   ' }, MESSAGES.nothingToSend],
      [{ key: newKey(), profileId, message: 'x'.repeat(2001) }, 'A message has at most 2000 characters'],
      [{ key: newKey(), profileId, message: 'hi', attachment: '12' }, 'messageType'],
      [{ key: newKey(), profileId, messageType: 'attachment', message: 'hi' }, 'messageType'],
      [{ key: newKey(), profileId, messageType: 'attachment', message: 'hi', attachment: '999999' }, MESSAGES.attachmentNotFound],
      [{ key: 'bad key!', profileId, message: 'hi' }, MESSAGES.sendKeyInvalid],
      [{ key: newKey(), profileId, message: 'hi', credits: 100 }, 'Unknown field: credits'],
    ];
    for (const [payload, message] of cases) {
      const response = await send(demo, 'blank', payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json().message).toContain(message);
    }
    expect(await creditsOf(demo.id)).toBe(5);
    expect(await countOf(messages, and(eq(messages.userId, demo.id), eq(messages.text, 'hi'))!)).toBe(0);
  });

  it("answers 404 for another member's conversation, an unknown id, a bad id and another brand's profile, charging nothing", async () => {
    await setCredits(demo.id, 5);
    await setCredits(vip.id, 5);
    const vips = await send(vip, 'blank', { key: newKey(), profileId: String(heartlineProfileIds[15]), message: 'Mine' });
    expect(vips.statusCode).toBe(200);
    for (const [id, extra] of [
      [vips.json().conversation._id, {}],
      ['999999999', {}],
      ['abc', {}],
      ['blank', { profileId: String(otherBrandProfileId) }],
      ['blank', {}],
    ] as const) {
      const response = await send(demo, id, { key: newKey(), message: 'Hello?', ...extra });
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
      expect(response.json().message).toBe(MESSAGES.conversationNotFound);
    }
    expect(await creditsOf(demo.id)).toBe(5);
  });

  it('keeps a conversation with messages when the match that opened it is undone', async () => {
    await setCredits(vip.id, 5);
    await t.app.db.update(users).set({ likes: 5 }).where(eq(users.id, vip.id));
    const matching = heartlineProfileIds.slice(100).find((id) => profileReacts('match', vip.id, id))!;
    const swiped = (
      await t.app.inject({
        method: 'POST',
        url: '/match/swipe',
        headers: vip.headers,
        payload: { toUserId: String(matching), actionType: 'like' },
      })
    ).json();
    expect(swiped.match).toBe(true);
    expect((await send(vip, swiped.conversationId, { key: newKey(), message: 'Paid for' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/match/undo', headers: vip.headers })).json().unmatched).toBe(true);
    expect(await countOf(messages, eq(messages.conversationId, Number(swiped.conversationId)))).toBe(1);
  });

  it('asks who is sending', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/conversation/blank/message', payload: { key: newKey(), message: 'hi' } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a session whose member is gone, and writes nothing (the send reads the member in its own statement)', async () => {
    const [gone] = await t.app.db
      .insert(users)
      .values({
        brandId: await brandOf(demo.id),
        username: `gone-${Date.now()}`,
        email: `gone-${Date.now()}@example.com`,
        passwordHash: 'x',
        timezone: 'Europe/Dublin',
        country: 'IE',
        credits: 5,
      })
      .returning({ id: users.id });
    const { accessToken } = await t.app.sessions.open({ kind: 'member', id: gone!.id, role: 'member' });
    const headers = { authorization: `Bearer ${accessToken}` };
    const before = await countOf(messages, eq(messages.text, 'Anyone there?'));
    const opened = await send({ token: accessToken, id: gone!.id, headers }, 'blank', {
      key: newKey(),
      profileId: String(heartlineProfileIds[20]),
      message: 'Anyone there?',
    });
    expect(opened.statusCode).toBe(200);
    const conversationId = opened.json().conversation._id;

    await t.app.db.delete(messageStock).where(eq(messageStock.conversationId, Number(conversationId)));
    await t.app.db.delete(messages).where(eq(messages.userId, gone!.id));
    await t.app.db.delete(conversations).where(eq(conversations.userId, gone!.id));
    await t.app.db.delete(creditLedger).where(eq(creditLedger.userId, gone!.id));
    await t.app.db.delete(users).where(eq(users.id, gone!.id));
    for (const [id, extra] of [
      ['blank', { profileId: String(heartlineProfileIds[21]) }],
      [conversationId, {}],
    ] as const) {
      const response = await send({ token: accessToken, id: gone!.id, headers }, id, { key: newKey(), message: 'Anyone there?', ...extra });
      expect({ id, status: response.statusCode, message: response.json().message }).toEqual({
        id,
        status: 401,
        message: MESSAGES.sessionExpired,
      });
    }
    expect(await countOf(messages, eq(messages.text, 'Anyone there?'))).toBe(before);
    const [left] = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversations)
      .where(eq(conversations.userId, gone!.id));
    expect(left!.count).toBe(0);
  });
});

describe('reading conversations', () => {
  /** A conversation the profile opened (as an agent's reply would), with `count` profile messages a second apart. */
  async function profileWrites(member: SignedInMember, profileId: number, count: number): Promise<number> {
    const [conversation] = await t.app.db
      .insert(conversations)
      .values({ userId: member.id, profileId, lastMessageAt: new Date() })
      .onConflictDoUpdate({ target: [conversations.userId, conversations.profileId], set: { lastMessageAt: new Date() } })
      .returning({ id: conversations.id });
    const start = Date.now() - count * 1000;
    await t.app.db.insert(messages).values(
      Array.from({ length: count }, (_, index) => ({
        conversationId: conversation!.id,
        userId: member.id,
        senderType: 'profile' as const,
        text: `profile line ${index + 1}`,
        sentAt: new Date(start + index * 1000),
      })),
    );
    return conversation!.id;
  }

  const list = (member: SignedInMember, query: string) =>
    t.app.inject({ method: 'GET', url: `/conversations?${query}`, headers: member.headers });
  const read = (member: SignedInMember, id: string | number, query = '') =>
    t.app.inject({ method: 'GET', url: `/conversation/${id}${query}`, headers: member.headers });

  it('lists each class with its latest message: a profile-only conversation in the inbox, one the member wrote in conversations, archived ones in the archive', async () => {
    const inboxId = await profileWrites(vip, heartlineProfileIds[30]!, 2);
    await setCredits(vip.id, 5);
    const written = await send(vip, 'blank', { key: newKey(), profileId: String(heartlineProfileIds[31]), message: '<b>not bold</b>' });
    const writtenId = Number(written.json().conversation._id);
    const archivedId = await profileWrites(vip, heartlineProfileIds[32]!, 1);
    await t.app.db.update(conversations).set({ archived: true }).where(eq(conversations.id, archivedId));

    const inbox = conversationsPageSchema.parse((await list(vip, 'messages=inbox')).json());
    expect(inbox.conversations.map((item) => Number(item._id))).toContain(inboxId);
    expect(inbox.conversations.map((item) => Number(item._id))).not.toContain(writtenId);
    const inboxItem = inbox.conversations.find((item) => Number(item._id) === inboxId)!;
    expect(inboxItem).toMatchObject({ type: 'inbox', profile: { _id: String(heartlineProfileIds[30]) } });
    expect(inboxItem.messages.map((message) => message.message)).toEqual(['profile line 2']);

    const talking = conversationsPageSchema.parse((await list(vip, 'messages=conversations')).json());
    const writtenItem = talking.conversations.find((item) => Number(item._id) === writtenId)!;
    expect(writtenItem.type).toBe('conversations');
    // Text stays text: the API never turns it into markup.
    expect(writtenItem.messages[0]!.message).toBe('<b>not bold</b>');

    const archive = conversationsPageSchema.parse((await list(vip, 'messages=archive')).json());
    expect(archive.conversations.map((item) => Number(item._id))).toEqual([archivedId]);
    expect(archive).toMatchObject({ total: 1, page: 1, limit: 20 });
  });

  it('pages a long conversation six messages at a time, newest first, with the last id as the cursor', async () => {
    const id = await profileWrites(demo, heartlineProfileIds[40]!, 14);
    const first = conversationSchema.parse((await read(demo, id)).json());
    expect(first.messages.map((message) => message.message)).toEqual([14, 13, 12, 11, 10, 9].map((n) => `profile line ${n}`));
    const second = conversationSchema.parse((await read(demo, id, `?before=${first.messages.at(-1)!._id}`)).json());
    expect(second.messages.map((message) => message.message)).toEqual([8, 7, 6, 5, 4, 3].map((n) => `profile line ${n}`));
    const last = conversationSchema.parse((await read(demo, id, `?before=${second.messages.at(-1)!._id}`)).json());
    expect(last.messages.map((message) => message.message)).toEqual(['profile line 2', 'profile line 1']);
    expect((await read(demo, id, '?before=x1')).statusCode).toBe(400);
  });

  it('archives and restores a conversation, which moves between the archive and its class', async () => {
    const id = await profileWrites(demo, heartlineProfileIds[43]!, 1);
    const patch = (payload: Record<string, unknown>, member = demo) =>
      t.app.inject({ method: 'PATCH', url: `/conversation/${id}`, headers: member.headers, payload });
    const archived = await patch({ archived: true });
    expect(archived.statusCode).toBe(200);
    expect(conversationSchema.parse(archived.json())).toMatchObject({ archived: true, type: 'archive' });
    expect(
      conversationsPageSchema.parse((await list(demo, 'messages=archive')).json()).conversations.map((item) => Number(item._id)),
    ).toContain(id);
    expect(conversationSchema.parse((await patch({ archived: false })).json())).toMatchObject({ archived: false, type: 'inbox' });
    expect(
      conversationsPageSchema.parse((await list(demo, 'messages=inbox&limit=50')).json()).conversations.map((item) => Number(item._id)),
    ).toContain(id);
    expect((await patch({ archived: 'yes' })).statusCode).toBe(400);
    expect((await patch({ archived: true, type: 'inbox' })).statusCode).toBe(400);
    expect((await patch({ archived: true }, vip)).statusCode).toBe(404);
    const [row] = await t.app.db.select({ archived: conversations.archived }).from(conversations).where(eq(conversations.id, id));
    expect(row!.archived).toBe(false);
  });

  it('marks the profile’s messages read', async () => {
    const id = await profileWrites(demo, heartlineProfileIds[41]!, 3);
    expect(conversationSchema.parse((await read(demo, id)).json()).messages.every((message) => !message.isRead)).toBe(true);
    const marked = await t.app.inject({ method: 'PATCH', url: `/conversation/${id}/mark-read`, headers: demo.headers });
    expect(marked.statusCode).toBe(204);
    expect(conversationSchema.parse((await read(demo, id)).json()).messages.every((message) => message.isRead)).toBe(true);
  });

  it("refuses another member's conversation, blank and bad ids with 404, and a limit over 50 with 400", async () => {
    const vipsId = await profileWrites(vip, heartlineProfileIds[42]!, 1);
    for (const id of [vipsId, 'blank', '999999999', 'abc']) {
      expect((await read(demo, id)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PATCH', url: `/conversation/${id}/mark-read`, headers: demo.headers })).statusCode).toBe(404);
    }
    const [unread] = await t.app.db.select({ isRead: messages.isRead }).from(messages).where(eq(messages.conversationId, vipsId));
    expect(unread!.isRead).toBe(false);
    expect((await list(demo, 'messages=inbox&limit=51')).statusCode).toBe(400);
    expect((await list(demo, 'messages=spam')).statusCode).toBe(400);
  });
});

describe("a staff member's reply as the profile", () => {
  it('reaches the member at once over the user channel, costs no credit, and a page that missed it catches up after its newest message', async () => {
    const agentToken = (
      await t.app.inject({
        method: 'POST',
        url: '/agent/authenticate',
        headers: anonymous,
        payload: { username: 'admin', password: 'admin12345' },
      })
    ).json().access_token as string;
    const agent = { authorization: `Bearer ${agentToken}` };
    await setCredits(demo.id, 3);
    const opened = conversationMessageResponseSchema.parse(
      (await send(demo, 'blank', { key: newKey(), profileId: String(heartlineProfileIds[50]), message: 'Anyone there?' })).json(),
    );
    const conversationId = opened.conversation._id;
    const seen = opened.message._id!;

    await listen(t.app);
    const socket = await ChannelClient.open(t.app, demo.token);
    try {
      // On connect, the counts as they are, by class: together they are all the unread lines.
      const greeting = await socket.greeting;
      expect(greeting.inbox + greeting.conversation + greeting.archive).toBe(greeting.total);
      const reply = await t.app.inject({
        method: 'POST',
        url: `/conversation/${conversationId}/message`,
        headers: agent,
        payload: { key: newKey(), message: 'Hi! Call me on 087 123 4567', seen },
      });
      expect(reply.statusCode).toBe(200);
      // The reply answers the conversation as the member has it, with their credits now.
      const [{ credits }] = (await t.app.db.select({ credits: users.credits }).from(users).where(eq(users.id, demo.id))) as [
        { credits: number },
      ];
      expect(reply.json()).toMatchObject({
        user: { credits },
        conversation: {
          _id: conversationId,
          user: String(demo.id),
          type: 'conversations',
          profile: { _id: String(heartlineProfileIds[50]) },
        },
        message: { message: 'Hi! Call me on ***', senderType: 'profile' },
      });
      expect(reply.json().conversation.profile.images).toHaveLength(1);
      const frames = [await socket.next(), await socket.next()];
      const notice = frames.find((frame) => frame.type === 'newMessage');
      expect(notice).toMatchObject({ data: { conversationId, profileId: String(heartlineProfileIds[50]), preview: 'Hi! Call me on ***' } });
      const counts = frames.find((frame) => frame.type === 'unreadMessageCount');
      const unread = (counts as { data: { total: number; inbox: number; archive: number; conversation: number } }).data;
      // demo wrote in this conversation, so the reply counts under Conversations, not the inbox:
      // each tab's count is what its list holds (issue 28: the badge said 4, the inbox showed 3).
      expect(unread.conversation).toBe(greeting.conversation + 1);
      expect(unread.inbox).toBe(greeting.inbox);
      // demo's other conversations (above) hold unread profile messages too: all are counted.
      const [all] = await t.app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.userId, demo.id), eq(messages.senderType, 'profile'), eq(messages.isRead, false)));
      expect(unread.total).toBe(all!.count);
      expect(unread.inbox + unread.conversation + unread.archive).toBe(unread.total);
      expect(unread.total).toBe(greeting.total + 1);
    } finally {
      socket.close();
    }
    expect(await creditsOf(demo.id)).toBe(2);
    const [stored] = await t.app.db
      .select({ agentId: messages.agentId, senderType: messages.senderType })
      .from(messages)
      .where(and(eq(messages.conversationId, Number(conversationId)), eq(messages.senderType, 'profile')));
    expect(stored).toMatchObject({ senderType: 'profile' });
    expect(stored!.agentId).not.toBeNull();

    // Two more replies while the page was away: `after` brings all of them, once, newest first.
    for (const text of ['second', 'third']) {
      await t.app.inject({
        method: 'POST',
        url: `/conversation/${conversationId}/message`,
        headers: agent,
        payload: { key: newKey(), message: text, seen },
      });
    }
    const caughtUp = conversationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/conversation/${conversationId}?after=${seen}`, headers: demo.headers })).json(),
    );
    expect(caughtUp.messages.map((message) => message.message)).toEqual(['third', 'second', 'Hi! Call me on ***']);

    // An agent cannot reply in a conversation that does not exist.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/conversation/999999999/message',
          headers: agent,
          payload: { key: newKey(), message: 'x', seen },
        })
      ).statusCode,
    ).toBe(404);
    await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: agent });
  });
});

/** Uploads a photo for the member through POST /user/upload; answers its id. */
async function uploadPhoto(member: SignedInMember): Promise<string> {
  const form = new FormData();
  form.append('type', 'others');
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6a8' } })
    .jpeg()
    .toBuffer();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  const uploaded = await t.app.inject({ method: 'POST', url: '/user/upload', headers: member.headers, payload: form });
  return userImagesResponseSchema.parse(uploaded.json()).images.at(-1)!._id;
}

describe('a photo sent in a message', () => {
  it("is one of the member's own uploads: it costs a credit and comes back at signed addresses", async () => {
    await setCredits(demo.id, 3);
    const photo = await uploadPhoto(demo);
    const response = await send(demo, 'blank', {
      key: newKey(),
      profileId: String(heartlineProfileIds[80]),
      messageType: 'attachment',
      attachment: photo,
    });
    expect(response.statusCode).toBe(200);
    expectContractAnswer(response);
    const body = conversationMessageResponseSchema.parse(response.json());
    expect(body.message).toMatchObject({ messageType: 'attachment', message: '', attachment: photo });
    expect(new URL(body.message.attachmentImage!.path.medium).searchParams.get('sig')).toBeTruthy();
    expect(body.user.credits).toBe(2);
    // Reading the conversation shows it too.
    const read = conversationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/conversation/${body.conversation._id}`, headers: demo.headers })).json(),
    );
    expect(read.messages[0]).toMatchObject({ messageType: 'attachment', attachment: photo });
  });

  it("refuses another member's photo: nothing written, no credit spent", async () => {
    await setCredits(demo.id, 3);
    const theirs = await uploadPhoto(vip);
    const before = await countOf(messages, eq(messages.userId, demo.id));
    const response = await send(demo, 'blank', {
      key: newKey(),
      profileId: String(heartlineProfileIds[81]),
      messageType: 'attachment',
      message: 'look',
      attachment: theirs,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.attachmentNotFound);
    expect(await countOf(messages, eq(messages.userId, demo.id))).toBe(before);
    expect(await creditsOf(demo.id)).toBe(3);
  });
});

describe("a staff member's photo reply", () => {
  it("sends a photo of the conversation's profile, and refuses another profile's", async () => {
    await setCredits(demo.id, 2);
    const profileId = heartlineProfileIds[95]!;
    const opened = conversationMessageResponseSchema.parse(
      (await send(demo, 'blank', { key: newKey(), profileId: String(profileId), message: 'A photo of you?' })).json(),
    );
    const photosOf = async (id: number) =>
      (
        await t.app.db
          .select({ id: profileImages.id })
          .from(profileImages)
          .where(eq(profileImages.profileId, id))
          .orderBy(asc(profileImages.position))
      ).map((row) => String(row.id));
    const [own, others] = [await photosOf(profileId), await photosOf(heartlineProfileIds[96]!)];
    const agentToken = (
      await t.app.inject({
        method: 'POST',
        url: '/agent/authenticate',
        headers: anonymous,
        payload: { username: 'admin', password: 'admin12345' },
      })
    ).json().access_token as string;
    const agent = { authorization: `Bearer ${agentToken}` };
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/conversation/${opened.conversation._id}/message`,
        headers: agent,
        payload: { key: newKey(), messageType: 'attachment', attachment: others[1], seen: opened.message._id },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MESSAGES.attachmentNotFound);
      const reply = await t.app.inject({
        method: 'POST',
        url: `/conversation/${opened.conversation._id}/message`,
        headers: agent,
        payload: { key: newKey(), messageType: 'attachment', attachment: own[1], message: 'Here I am', seen: opened.message._id },
      });
      expect(reply.statusCode).toBe(200);
      expectContractAnswer(reply);
    } finally {
      await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: agent });
    }
    const read = conversationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/conversation/${opened.conversation._id}`, headers: demo.headers })).json(),
    );
    expect(read.messages.map((message) => [message.senderType, message.messageType, message.attachment])).toEqual([
      ['profile', 'attachment', own[1]],
      ['user', 'text', null],
    ]);
    expect(read.messages[0]!.attachmentImage!.path.medium).toContain('/media/');
  });
});

describe('the staff channel', () => {
  it("tells the staff of the message's brand of each member's message entering the queue, not other brands' staff, and refuses a member's token", async () => {
    await setCredits(demo.id, 2);
    await listen(t.app);
    const tokenOf = async (username: string, password: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/agent/authenticate',
          headers: anonymous,
          payload: { username, password },
        })
      ).json().access_token as string;
    const agentToken = await tokenOf('agent', 'agent12345');
    // agent2 works for Velvet Hour only.
    const velvetToken = await tokenOf('agent2', 'agent212345');
    const staff = await ChannelClient.open(t.app, agentToken, { path: '/ws/agent' });
    const velvetStaff = await ChannelClient.open(t.app, velvetToken, { path: '/ws/agent' });
    const member = await ChannelClient.open(t.app, demo.token, { path: '/ws/agent' });
    try {
      expect((await member.closedWithin()).code).toBe(REALTIME_UNAUTHORISED_CLOSE);
      expect(await staff.pingAndNext()).toEqual({ type: 'pong' });
      // Velvet Hour's agent has joined too (greeted with its counts): it could hear the message, and must not.
      await velvetStaff.joined();
      const sent = conversationMessageResponseSchema.parse(
        (await send(demo, 'blank', { key: newKey(), profileId: String(heartlineProfileIds[90]), message: 'Anyone?' })).json(),
      );
      expect(await staff.next()).toEqual({
        type: 'messageQueued',
        data: {
          conversationId: sent.conversation._id,
          messageId: sent.message._id,
          profileId: String(heartlineProfileIds[90]),
          brandId: String(await brandOf(demo.id)),
          dateSent: sent.message.dateSent,
        },
      });
      // The Heartline message never reached Velvet Hour's agent: its next frame is the pong.
      expect(await velvetStaff.pingAndNext()).toEqual({ type: 'pong' });
    } finally {
      staff.close();
      velvetStaff.close();
      for (const token of [agentToken, velvetToken])
        await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: { authorization: `Bearer ${token}` } });
    }
  });
});

describe('the flirts and sent lists', () => {
  it("hold a conversation in sent while the member's word is the latest, and move it out once the profile replies", async () => {
    await setCredits(demo.id, 2);
    const sent = conversationMessageResponseSchema.parse(
      (await send(demo, 'blank', { key: newKey(), profileId: String(heartlineProfileIds[70]), message: 'Waiting for you' })).json(),
    );
    const id = sent.conversation._id;
    const inList = async (name: string) =>
      conversationsPageSchema
        .parse((await t.app.inject({ method: 'GET', url: `/conversations?messages=${name}&limit=50`, headers: demo.headers })).json())
        .conversations.find((entry) => entry._id === id);
    expect((await inList('sent'))?.messages[0]).toMatchObject({ message: 'Waiting for you', senderType: 'user' });
    expect(await inList('flirts')).toBeUndefined();

    const agentToken = (
      await t.app.inject({
        method: 'POST',
        url: '/agent/authenticate',
        headers: anonymous,
        payload: { username: 'admin', password: 'admin12345' },
      })
    ).json().access_token as string;
    const agent = { authorization: `Bearer ${agentToken}` };
    const reply = await t.app.inject({
      method: 'POST',
      url: `/conversation/${id}/message`,
      headers: agent,
      payload: { key: newKey(), message: 'Here I am', seen: sent.message._id },
    });
    await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: agent });
    expect(reply.statusCode).toBe(200);
    expect(await inList('sent')).toBeUndefined();
    expect((await inList('conversations'))?.messages[0]).toMatchObject({ message: 'Here I am', senderType: 'profile' });
  });
});

describe("the member's own message on their other tabs", () => {
  it('reaches every socket of the member as newMessage from the user with its key and the new balance, and a repeated key sends nothing again', async () => {
    await setCredits(demo.id, 2);
    await listen(t.app);
    const otherTab = await ChannelClient.open(t.app, demo.token);
    try {
      const key = newKey();
      const sent = conversationMessageResponseSchema.parse(
        (await send(demo, 'blank', { key, profileId: String(heartlineProfileIds[60]), message: 'From my phone' })).json(),
      );
      const frames = [await otherTab.next(), await otherTab.next()];
      expect(frames.find((frame) => frame.type === 'newMessage')).toEqual({
        type: 'newMessage',
        data: {
          conversationId: sent.conversation._id,
          profileId: String(heartlineProfileIds[60]),
          messageId: sent.message._id,
          senderType: 'user',
          preview: 'From my phone',
          dateSent: sent.message.dateSent,
          // The tab that sent it knows its own message by this key, and refetches nothing.
          key,
        },
      });
      expect(frames.find((frame) => frame.type === 'userUpdate')).toEqual({ type: 'userUpdate', data: { credits: 1 } });

      expect((await send(demo, 'blank', { key, profileId: String(heartlineProfileIds[60]), message: 'From my phone' })).statusCode).toBe(
        200,
      );
      expect(await otherTab.pingAndNext()).toEqual({ type: 'pong' });
    } finally {
      otherTab.close();
    }
  });
});

describe('a send that fails after the debit', () => {
  it('leaves no debit, no message and no ledger row, and the same key succeeds once the fault is gone', async () => {
    await setCredits(demo.id, 3);
    // The staff queue refuses the message: the last step of the send, after the debit and the message.
    await t.app.db.execute(
      sql`create function heartline_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'queue unavailable'; end $$`,
    );
    await t.app.db.execute(
      sql`create trigger heartline_test_refuse before insert on message_stock for each row execute function heartline_test_refuse()`,
    );
    const key = newKey();
    const payload = { key, profileId: String(heartlineProfileIds[99]), message: 'Will this stick?' };
    try {
      const failed = await send(demo, 'blank', payload);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().message).not.toContain('queue unavailable');
      expect(await creditsOf(demo.id)).toBe(3);
      expect(await ledgerSumOf(demo.id)).toBe(3);
      expect(await countOf(messages, and(eq(messages.userId, demo.id), eq(messages.sendKey, key))!)).toBe(0);
    } finally {
      await t.app.db.execute(sql`drop trigger heartline_test_refuse on message_stock`);
      await t.app.db.execute(sql`drop function heartline_test_refuse()`);
    }
    // The page's retry with the same key is charged once.
    expect((await send(demo, 'blank', payload)).statusCode).toBe(200);
    expect(await creditsOf(demo.id)).toBe(2);
    expect(await ledgerSumOf(demo.id)).toBe(2);
  });
});

describe.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')('credits under concurrency (PostgreSQL)', () => {
  it('200 parallel sends with 50 credits make exactly 50 messages and end at 0, the ledger agreeing', async () => {
    await setCredits(vip.id, 1);
    const opened = await send(vip, 'blank', { key: newKey(), profileId: String(heartlineProfileIds[20]), message: 'first' });
    const conversationId = opened.json().conversation._id as string;
    await setCredits(vip.id, 50);
    const before = await countOf(messages, eq(messages.conversationId, Number(conversationId)));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => send(vip, conversationId, { key: newKey(), message: `parallel ${index}` })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 402)).toHaveLength(150);
    expect(await countOf(messages, eq(messages.conversationId, Number(conversationId)))).toBe(before + 50);
    expect(await creditsOf(vip.id)).toBe(0);
    expect(await ledgerSumOf(vip.id)).toBe(0);
  });

  it('the same key sent 20 times at once makes one message and one debit', async () => {
    await setCredits(vip.id, 10);
    const key = newKey();
    const payload = { key, profileId: String(heartlineProfileIds[21]), message: 'once' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(vip, 'blank', payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.json().message._id)).size).toBe(1);
    expect(await countOf(messages, and(eq(messages.userId, vip.id), eq(messages.sendKey, key))!)).toBe(1);
    expect(await creditsOf(vip.id)).toBe(9);
    expect(await ledgerSumOf(vip.id)).toBe(9);
  });
});
