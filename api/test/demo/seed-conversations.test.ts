// A fresh database gives the demo member a living inbox (issue 11 item 7): a conversation in every
// list, unread opening lines, a meet-up ahead, one waiting in the staff queue, and 20 credits left
// with the ledger agreeing.
import { conversationSchema, conversationsPageSchema, CONVERSATION_LISTS } from '@heartline/contracts/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, creditLedger, messageStock, profiles, users } from '../../src/db/schema';
import { seedDemoConversations } from '../../src/demo/seed-conversations';
import { setupTestApp } from '../helpers/app';
import { signInMember } from '../helpers/members';

const t = setupTestApp();

describe("the demo member's seeded conversations", () => {
  it('fill every list, with unread opening lines, a meet-up ahead and 20 credits the ledger agrees with', async () => {
    const demo = await signInMember(t.app, 'demo');
    const lists = new Map<string, ReturnType<typeof conversationsPageSchema.parse>>();
    for (const name of CONVERSATION_LISTS) {
      const response = await t.app.inject({ method: 'GET', url: `/conversations?messages=${name}`, headers: demo.headers });
      expect(response.statusCode).toBe(200);
      lists.set(name, conversationsPageSchema.parse(response.json()));
    }
    expect(Object.fromEntries([...lists].map(([name, page]) => [name, page.total]))).toEqual({
      inbox: 2,
      conversations: 2,
      archive: 1,
      flirts: 2,
      sent: 1,
    });
    // Flirts show the profile's opening line, the inbox its latest message.
    const flirtLines = lists.get('flirts')!.conversations.map((conversation) => conversation.messages[0]!.message);
    expect(flirtLines).toContain('Hi Dana! Your profile made me smile. Dublin in the rain or Dublin in the sun, which do you prefer?');
    expect(lists.get('inbox')!.conversations.map((conversation) => conversation.messages[0]!.message)).toContain(
      'I am more of a sunny-café person myself ☀️',
    );
    // A row carries its latest message only; the count of unread ones comes with it.
    expect(
      lists
        .get('inbox')!
        .conversations.map((conversation) => conversation.unread)
        .toSorted(),
    ).toEqual([1, 2]);
    // Each tab's unread count is what its list holds: the navigation's badge (their total) leads
    // to lines the member finds there (the inbox's 4 once counted the Conversations tab's line).
    const unreadIn = (name: string) => lists.get(name)!.conversations.reduce((sum, conversation) => sum + (conversation.unread ?? 0), 0);
    const counts = await t.app.messaging.conversations.unreadCounts(demo.id);
    expect(counts).toEqual({
      inbox: unreadIn('inbox'),
      conversation: unreadIn('conversations'),
      archive: unreadIn('archive'),
      total: unreadIn('inbox') + unreadIn('conversations') + unreadIn('archive'),
    });
    expect(counts.conversation).toBeGreaterThan(0);
    expect(lists.get('sent')!.conversations[0]!.messages[0]).toMatchObject({
      senderType: 'user',
      message: 'Maybe a concert on Saturday. Do you like live music?',
    });

    const withMeetup = lists
      .get('conversations')!
      .conversations.find((conversation) => conversation.messages[0]!.message.includes('proposed a little date'))!;
    const opened = conversationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/conversation/${withMeetup._id}`, headers: demo.headers })).json(),
    );
    expect(opened.meetUps).toHaveLength(1);
    // The profile sent a photo of itself, at an address the member's browser can load.
    const older = conversationSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/conversation/${withMeetup._id}?before=${opened.messages.at(-1)!._id}`,
          headers: demo.headers,
        })
      ).json(),
    );
    const photo = [...opened.messages, ...older.messages].find((message) => message.messageType === 'attachment');
    expect(photo).toMatchObject({ senderType: 'profile', message: 'Me on my last walk there 🌅' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: new URL(photo!.attachmentImage!.path.thumb!).pathname + new URL(photo!.attachmentImage!.path.thumb!).search,
        })
      ).statusCode,
    ).toBe(200);
    expect(opened.meetUps[0]).toMatchObject({ meetStatus: 'proposed', proposedBy: 'profile', cancelInterval: 180 });
    expect(Date.parse(opened.meetUps[0]!.meetDate)).toBeGreaterThan(t.clock.now().getTime());

    const [member] = await t.app.db.select({ credits: users.credits }).from(users).where(eq(users.id, demo.id));
    const [ledger] = await t.app.db
      .select({
        sum: sql<number>`sum(${creditLedger.delta})::int`,
        spent: sql<number>`(count(*) filter (where ${creditLedger.reason} = 'message'))::int`,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, demo.id));
    expect(member!.credits).toBe(20);
    expect(ledger).toEqual({ sum: 20, spent: 4 });
    const [queued] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageStock)
      .innerJoin(conversations, eq(conversations.id, messageStock.conversationId))
      .where(eq(conversations.userId, demo.id));
    expect(queued!.n).toBe(1);
  });

  it("give Velvet Hour's own demo member, signed in on its site, an inbox of Velvet Hour's profiles", async () => {
    const onHeartline = await signInMember(t.app, 'demo');
    const onVelvet = await signInMember(t.app, 'demo', 'http://127.0.0.1:3000');
    expect(onVelvet.id).not.toBe(onHeartline.id);
    const [velvet] = await t.app.db.select({ brandId: users.brandId, credits: users.credits }).from(users).where(eq(users.id, onVelvet.id));
    expect(velvet).toEqual({ brandId: await t.app.brands.idOfDomain('127.0.0.1'), credits: 20 });
    const inbox = conversationsPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/conversations?messages=inbox', headers: onVelvet.headers })).json(),
    );
    expect(inbox.total).toBe(2);
    const [profile] = await t.app.db
      .select({ brandId: profiles.brandId })
      .from(profiles)
      .where(eq(profiles.id, Number(inbox.conversations[0]!.profile._id)));
    expect(profile!.brandId).toBe(velvet!.brandId);
    // Velvet Hour's demo lives in Amsterdam, and the profiles' lines speak of it.
    const flirts = conversationsPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/conversations?messages=flirts', headers: onVelvet.headers })).json(),
    );
    expect(flirts.conversations.map((conversation) => conversation.messages[0]!.message)).toContain(
      'Hi Dana! Your profile made me smile. Amsterdam in the rain or Amsterdam in the sun, which do you prefer?',
    );
  });

  it('are seeded once: a member who has conversations gets no more', async () => {
    expect(await seedDemoConversations(t.app.db, t.clock.now())).toBe(false);
  });
});
