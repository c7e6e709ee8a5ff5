import { conversationMessageResponseSchema } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, conversations, creditLedger, messageStock, messages, profiles, users } from '../../src/db/schema';
import { profileReacts } from '../../src/profiles/reciprocity';
import { setupTestApp } from '../helpers/app';
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
  const [heartline] = await t.app.db.select({ id: brands.id }).from(brands).where(eq(brands.domain, 'localhost'));
  const rows = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.brandId, heartline!.id)).orderBy(asc(profiles.id));
  heartlineProfileIds = rows.map((row) => row.id);
  const [other] = await t.app.db.select({ id: profiles.id }).from(profiles).where(ne(profiles.brandId, heartline!.id)).limit(1);
  otherBrandProfileId = other!.id;
});

const newKey = () => `test-key-${++keys}-${Date.now()}`;

function send(member: SignedInMember, conversationId: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/conversation/${conversationId}/message`, headers: member.headers, payload });
}

async function creditsOf(id: number): Promise<number> {
  const [row] = await t.app.db.select({ credits: users.credits }).from(users).where(eq(users.id, id));
  return row!.credits;
}

async function ledgerSumOf(id: number): Promise<number> {
  const [row] = await t.app.db.select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` }).from(creditLedger).where(eq(creditLedger.userId, id));
  return row!.sum;
}

async function countOf(table: typeof messages | typeof messageStock, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await t.app.db.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
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
    const body = conversationMessageResponseSchema.parse(response.json());
    expect(body.user.credits).toBe(19);
    expect(body.message).toMatchObject({ message: 'Hello there!', senderType: 'user', messageType: 'text' });
    expect(body.conversation.profile).toBe(String(profileId));
    expect(await creditsOf(demo.id)).toBe(19);
    expect(await ledgerSumOf(demo.id)).toBe(19);
    expect(await countOf(messageStock, eq(messageStock.messageId, Number(body.message._id)))).toBe(1);

    // The next send goes to the conversation the first one opened.
    const again = await send(demo, body.conversation._id, { key: newKey(), message: 'Are you there?' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.credits).toBe(18);
    expect(await countOf(messages, eq(messages.conversationId, Number(body.conversation._id)))).toBe(2);
  });

  it('masks email addresses and phone numbers in what is stored and answered', async () => {
    await setCredits(demo.id, 5);
    const response = await send(demo, 'blank', { key: newKey(), profileId: String(heartlineProfileIds[11]), message: 'mail me at me@example.com or ring 087 123 4567' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.message).toBe('mail me at *** or ring ***');
    const [stored] = await t.app.db.select({ text: messages.text }).from(messages).where(eq(messages.id, Number(response.json().message._id)));
    expect(stored!.text).toBe('mail me at *** or ring ***');
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
    expect(await creditsOf(demo.id)).toBe(4);
    expect(await ledgerSumOf(demo.id)).toBe(4);
  });

  it('with no credits answers 402 with the no-credits code and writes nothing, not even the conversation', async () => {
    await setCredits(demo.id, 0);
    const profileId = heartlineProfileIds[13]!;
    const response = await send(demo, 'blank', { key: newKey(), profileId: String(profileId), message: 'Hi' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message: MESSAGES.noCredits, code: 'no-credits' });
    const [opened] = await t.app.db.select({ id: conversations.id }).from(conversations).where(and(eq(conversations.userId, demo.id), eq(conversations.profileId, profileId)));
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
      [{ key: newKey(), profileId, message: 'hi', attachment: '12' }, MESSAGES.attachmentsNotYet],
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
    const swiped = (await t.app.inject({ method: 'POST', url: '/match/swipe', headers: vip.headers, payload: { toUserId: String(matching), actionType: 'like' } })).json();
    expect(swiped.match).toBe(true);
    expect((await send(vip, swiped.conversationId, { key: newKey(), message: 'Paid for' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/match/undo', headers: vip.headers })).json().unmatched).toBe(true);
    expect(await countOf(messages, eq(messages.conversationId, Number(swiped.conversationId)))).toBe(1);
  });

  it('asks who is sending', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/conversation/blank/message', payload: { key: newKey(), message: 'hi' } });
    expect(response.statusCode).toBe(401);
  });
});

describe.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')('credits under concurrency (PostgreSQL)', () => {
  it('200 parallel sends with 50 credits make exactly 50 messages and end at 0, the ledger agreeing', async () => {
    await setCredits(vip.id, 1);
    const opened = await send(vip, 'blank', { key: newKey(), profileId: String(heartlineProfileIds[20]), message: 'first' });
    const conversationId = opened.json().conversation._id as string;
    await setCredits(vip.id, 50);
    const before = await countOf(messages, eq(messages.conversationId, Number(conversationId)));
    const responses = await Promise.all(Array.from({ length: 200 }, (_, index) => send(vip, conversationId, { key: newKey(), message: `parallel ${index}` })));
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
