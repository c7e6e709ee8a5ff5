// The admins' conversation lookup (issue 27 item 7): GET /conversations with a staff token, the
// member's path answered by the caller's kind, with the spec's filters and names.
import { conversationsPageSchema } from '@heartline/contracts/schemas';
import { MESSAGES, unknownField } from '@heartline/contracts/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, conversations, messageStock, messages, profiles } from '../../src/db/schema';
import { bearer, signIn, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let demo: SignedInMember;
let admin: { headers: { authorization: string } };
let agent: { headers: { authorization: string } };
let conversationId: number;
let profileName: string;

const lookup = (who: { headers: Record<string, string> }, query: string) =>
  t.app.inject({ method: 'GET', url: `/conversations?${query}`, headers: who.headers });

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  admin = { headers: bearer((await signIn(t.app, 'admin', 'admin12345', '/agent/authenticate')).access_token) };
  agent = { headers: bearer((await signIn(t.app, 'agent', 'agent12345', '/agent/authenticate')).access_token) };
  // A conversation of demo's the admin has answered as the profile.
  const [profile] = await t.app.db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .innerJoin(brands, eq(brands.id, profiles.brandId))
    .where(eq(brands.domain, 'localhost'))
    .orderBy(profiles.id)
    .offset(500)
    .limit(1);
  profileName = profile!.username;
  const at = new Date(t.clock.now().getTime() - 60_000);
  const [conversation] = await t.app.db
    .insert(conversations)
    .values({ userId: demo.id, profileId: profile!.id, createdAt: at, lastMessageAt: at })
    .returning({ id: conversations.id });
  conversationId = conversation!.id;
  const [line] = await t.app.db
    .insert(messages)
    .values({ conversationId, userId: demo.id, senderType: 'user', text: 'Looking for you', sentAt: at, isRead: true })
    .returning({ id: messages.id });
  await t.app.db.insert(messageStock).values({ messageId: line!.id, conversationId, createdAt: at });
  const answered = await t.app.inject({
    method: 'POST',
    url: `/conversation/${conversationId}/message`,
    headers: admin.headers,
    payload: { key: 'lookup-test-reply-1', message: 'Found me' },
  });
  if (answered.statusCode !== 200) throw new Error(`the admin's reply answered ${answered.statusCode}: ${answered.body}`);
});
afterAll(async () => {
  for (const who of [admin, agent]) await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: who.headers });
});

describe('GET /conversations for an admin', () => {
  it('finds a conversation by the member, the profile, the agent and the domain, with the names it was found by', async () => {
    const answer = await lookup(
      admin,
      `realUsername=DEM&fictiveUsername=${encodeURIComponent(profileName)}&agentName=ADMIN&domain=localhost`,
    );
    expect(answer.statusCode).toBe(200);
    const page = conversationsPageSchema.parse(answer.json());
    expect(page.conversations.map((conversation) => conversation._id)).toEqual([String(conversationId)]);
    const [found] = page.conversations;
    expect(found!.lookup).toEqual({ realUsername: 'demo', fictiveUsername: profileName, agentName: 'admin', domain: 'localhost' });
    expect(found!.messages.map((message) => message.message)).toEqual(['Found me']);
  });

  it('filters by the last activity and pages, latest first or oldest first', async () => {
    const after = new Date(t.clock.now().getTime() - 30_000).toISOString();
    const recent = conversationsPageSchema.parse((await lookup(admin, `sentAfter=${after}&limit=50`)).json());
    expect(recent.conversations.map((conversation) => conversation._id)).toContain(String(conversationId));
    const before = conversationsPageSchema.parse((await lookup(admin, `sentBefore=${after}&realUsername=demo&limit=50`)).json());
    expect(before.conversations.map((conversation) => conversation._id)).not.toContain(String(conversationId));

    const all = conversationsPageSchema.parse((await lookup(admin, 'limit=2')).json());
    expect(all.total).toBeGreaterThan(2);
    expect(all.conversations).toHaveLength(2);
    const oldest = conversationsPageSchema.parse((await lookup(admin, 'limit=2&sortBy=oldest')).json());
    const activity = (page: typeof all) => page.conversations.map((conversation) => Date.parse(conversation.updateDate));
    expect(activity(all)[0]).toBeGreaterThanOrEqual(activity(all)[1]!);
    expect(activity(oldest)[0]).toBeLessThanOrEqual(activity(oldest)[1]!);
    expect(activity(oldest)[0]).toBeLessThanOrEqual(activity(all)[1]!);
  });

  it('treats a wildcard in a name as a letter', async () => {
    const page = conversationsPageSchema.parse((await lookup(admin, 'realUsername=%25')).json());
    expect(page.total).toBe(0);
  });

  it('is for admins: an agent is refused, a member sending a lookup filter is refused, staff sending a class is refused', async () => {
    const byAgent = await lookup(agent, 'realUsername=demo');
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().message).toBe(MESSAGES.forbidden);

    const byMember = await lookup(demo, 'realUsername=demo');
    expect(byMember.statusCode).toBe(400);
    expect(byMember.json().message).toBe(unknownField('realUsername'));
    expect((await lookup(demo, 'messages=inbox')).statusCode).toBe(200);

    const classForStaff = await lookup(admin, 'messages=inbox');
    expect(classForStaff.statusCode).toBe(400);
    expect(classForStaff.json().message).toBe(unknownField('messages'));

    const tooLong = await lookup(admin, `realUsername=${'x'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).not.toMatch(/too_big|Too big|expected/i);
  });
});

describe('a reply as admin', () => {
  it("is stored as the admin's, shown as such to staff and as the profile's line to the member; agents and members may not send it", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/conversation/${conversationId}/message`,
      headers: admin.headers,
      payload: { key: 'lookup-test-admin-1', message: 'An admin steps in', admin: true },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatchObject({ message: 'An admin steps in', senderType: 'profile', admin: true });

    const staffRead = await t.app.inject({ method: 'GET', url: `/conversation/${conversationId}`, headers: admin.headers });
    // Staff reading one conversation see whom it is with, as the lookup names them.
    expect(staffRead.json().lookup).toEqual({
      realUsername: 'demo',
      fictiveUsername: profileName,
      agentName: 'admin',
      domain: 'localhost',
    });
    const line = (body: { messages: Array<{ message: string; admin?: boolean }> }) =>
      body.messages.find((message) => message.message === 'An admin steps in');
    expect(line(staffRead.json())).toMatchObject({ admin: true });
    const memberRead = await t.app.inject({ method: 'GET', url: `/conversation/${conversationId}`, headers: demo.headers });
    expect(line(memberRead.json())).toMatchObject({ senderType: 'profile' });
    expect(line(memberRead.json())).not.toHaveProperty('admin');
    expect(memberRead.json()).not.toHaveProperty('lookup');

    const byAgent = await t.app.inject({
      method: 'POST',
      url: `/conversation/${conversationId}/message`,
      headers: agent.headers,
      payload: { key: 'lookup-test-admin-2', message: 'Me too', admin: true },
    });
    expect(byAgent.statusCode).toBe(403);
    const byMember = await t.app.inject({
      method: 'POST',
      url: `/conversation/${conversationId}/message`,
      headers: demo.headers,
      payload: { key: 'lookup-test-admin-3', message: 'Me too', admin: true },
    });
    expect(byMember.statusCode).toBe(400);
    expect(byMember.json().message).toBe(unknownField('admin'));
  });
});
