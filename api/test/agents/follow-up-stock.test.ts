// FollowUpStock (issue 27 item 4): conversations whose member went quiet after the profile's reply,
// between FOLLOW_UP_AFTER_MS and FOLLOW_UP_UNTIL_MS ago, nobody holding them and nothing waiting.
// The count is read again at most every FOLLOW_UP_COUNT_REUSE_MS (it changes as days pass), while
// MessageStock is read afresh on every count. PGlite and PostgreSQL.
import { stockQueueCountsSchema } from '@heartline/contracts/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../src/db/schema';
import { FOLLOW_UP_AFTER_MS, FOLLOW_UP_UNTIL_MS } from '../../src/messaging/repositories/stock';
import { FOLLOW_UP_COUNT_REUSE_MS } from '../../src/messaging/staff-queue';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, type Staff } from '../helpers/staff';

const t = setupTestApp();
const h = staffHelpers(t, 700);
const HOUR = 3_600_000;
let demo: SignedInMember;
let agent: Staff;

/** A conversation where the member wrote and the profile answered last, `quietMs` ago. */
async function answered(quietMs: number, lastFrom: 'profile' | 'user' = 'profile') {
  const at = new Date(t.clock.now().getTime() - quietMs);
  const [conversation] = await t.app.db
    .insert(conversations)
    .values({ userId: demo.id, profileId: h.profileOf('heartline'), createdAt: at, lastMessageAt: at })
    .returning({ id: conversations.id });
  const line = { conversationId: conversation!.id, userId: demo.id, text: 'Hi', isRead: true };
  await t.app.db.insert(messages).values({ ...line, senderType: 'user', sentAt: new Date(at.getTime() - 60_000) });
  await t.app.db.insert(messages).values({ ...line, senderType: lastFrom, sentAt: at });
  return conversation!.id;
}

const followUps = async () =>
  stockQueueCountsSchema.parse((await t.app.inject({ method: 'GET', url: '/queue', headers: agent.headers })).json());

beforeAll(async () => {
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
  agent = await h.staff('agent');
});
afterAll(() => h.signOut(agent));
beforeEach(async () => {
  await h.emptyQueue();
  // Past any count kept by an earlier test.
  t.clock.advance(FOLLOW_UP_COUNT_REUSE_MS);
});

describe('FollowUpStock', () => {
  it('counts conversations quiet after the profile answered, from a day to two weeks, and is part of the total', async () => {
    const before = (await followUps()).FollowUpStock;
    t.clock.advance(FOLLOW_UP_COUNT_REUSE_MS);
    await answered(FOLLOW_UP_AFTER_MS + HOUR); // counted
    await answered(FOLLOW_UP_AFTER_MS - HOUR); // too recent
    await answered(FOLLOW_UP_UNTIL_MS + HOUR); // too old
    await answered(FOLLOW_UP_AFTER_MS + HOUR, 'user'); // the member wrote last: not a follow-up
    const counts = await followUps();
    expect(counts.FollowUpStock).toBe(before + 1);
    expect(counts.total).toBe(counts.MessageStock + counts.FollowUpStock + counts.MeetUpStock);
  });

  it('is reused for a while, the waiting messages are not, and both move on with the clock', async () => {
    const first = await followUps();
    await answered(FOLLOW_UP_AFTER_MS + HOUR);
    await h.waiting(demo.id, h.profileOf('heartline'), 1_000);
    const soon = await followUps();
    expect(soon.MessageStock).toBe(first.MessageStock + 1);
    expect(soon.FollowUpStock).toBe(first.FollowUpStock);
    t.clock.advance(FOLLOW_UP_COUNT_REUSE_MS);
    expect((await followUps()).FollowUpStock).toBe(first.FollowUpStock + 1);
  });
});
