import { conversationsPageSchema } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, memberships, messages, profiles } from '../../src/db/schema';
import { bearer, signIn, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { heartlineBrandId } from '../helpers/profiles';

const t = setupTestApp();
const HOUR_MS = 3_600_000;
let demo: SignedInMember;
let vip: SignedInMember;
let unreadId: number;
let onlineId: number;

/** A conversation of the vip with a profile active `activeAgoMs` ago, whose last profile line is read or not. */
async function conversationWith(profileId: number, activeAgoMs: number, read: boolean): Promise<number> {
  const now = t.clock.now();
  await t.app.db
    .update(profiles)
    .set({ activityAt: new Date(now.getTime() - activeAgoMs) })
    .where(eq(profiles.id, profileId));
  const [row] = await t.app.db
    .insert(conversations)
    .values({ userId: vip.id, profileId, createdAt: now, lastMessageAt: now })
    .returning({ id: conversations.id });
  await t.app.db
    .insert(messages)
    .values({ conversationId: row!.id, userId: vip.id, senderType: 'profile', text: 'Hello there', sentAt: now, isRead: read });
  return row!.id;
}

function list(member: { headers: Record<string, string> }, query: string) {
  return t.app.inject({ method: 'GET', url: `/conversations?${query}`, headers: member.headers });
}

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  vip = await signInMember(t.app, 'vip');
  const heartlineId = await heartlineBrandId(t.app.db);
  const ids = (await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.brandId, heartlineId)).orderBy(asc(profiles.id)))
    .map((row) => row.id)
    .slice(-2);
  unreadId = await conversationWith(ids[0]!, 5 * HOUR_MS, false);
  onlineId = await conversationWith(ids[1]!, 60_000, true);
});

describe('the VIP inbox filter (GET /conversations?filter=)', () => {
  it('narrows a list to the conversations with unread lines, or to those whose profile is online', async () => {
    const unread = conversationsPageSchema.parse((await list(vip, 'messages=inbox&filter=unread')).json());
    expect(unread.conversations.map((each) => each._id)).toEqual([String(unreadId)]);
    expect(unread.total).toBe(1);
    const online = conversationsPageSchema.parse((await list(vip, 'messages=inbox&filter=online')).json());
    expect(online.conversations.map((each) => each._id)).toContain(String(onlineId));
    expect(online.conversations.map((each) => each._id)).not.toContain(String(unreadId));
    const all = conversationsPageSchema.parse((await list(vip, 'messages=inbox')).json());
    expect(all.conversations.map((each) => each._id)).toEqual(expect.arrayContaining([String(unreadId), String(onlineId)]));
  });

  it('is refused with the upgrade prompt to a member whose membership does not grant it', async () => {
    const refused = await list(demo, 'messages=inbox&filter=unread');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.inboxFilterNeedsMembership,
      code: 'subscription-required',
      feature: 'inbox-filter',
    });
    // A VIP whose membership lacks the feature is refused too: the feature decides, not VIP.
    const [held] = await t.app.db.select().from(memberships).where(eq(memberships.userId, vip.id));
    await t.app.db
      .update(memberships)
      .set({ features: held!.features.filter((feature) => feature !== 'inbox-filter') })
      .where(eq(memberships.userId, vip.id));
    try {
      expect((await list(vip, 'messages=inbox&filter=unread')).statusCode).toBe(403);
    } finally {
      await t.app.db.update(memberships).set({ features: held!.features }).where(eq(memberships.userId, vip.id));
    }
  });

  it('refuses an unknown filter, and staff sending one', async () => {
    const bad = await list(vip, 'messages=inbox&filter=favourites');
    expect(bad.statusCode).toBe(400);
    const { access_token } = await signIn(t.app, 'admin', 'admin12345', '/agent/authenticate');
    const staff = await list({ headers: bearer(access_token) }, 'filter=unread');
    expect(staff.statusCode).toBe(400);
  });
});
