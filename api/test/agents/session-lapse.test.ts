// A console closed without logging out (issue 27 item 1), on PGlite and on PostgreSQL: with no
// request and no socket heartbeat for two heartbeats its session ends, the agent goes offline, its
// claims return to the queue, and signing in again is not refused 'Agent is already logged-in'.
import { MESSAGES } from '@heartline/contracts/rules';
import { claimResponseSchema, stockQueueCountsSchema } from '@heartline/contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agents, conversations } from '../../src/db/schema';
import { anonymous, bearer, CLOCK_SLACK_MS, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers } from '../helpers/staff';
import { ChannelClient, listen } from '../realtime/channel-client';

const t = setupTestApp();
const h = staffHelpers(t, 720);
let demo: SignedInMember;
const HEARTBEAT_MS = 60_000;

const signInAgent = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/agent/authenticate', headers: anonymous, payload: { username, password } });
const statusOf = async (id: number) => (await t.app.db.select({ status: agents.status }).from(agents).where(eq(agents.id, id)))[0]!.status;

beforeAll(async () => {
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
});
beforeEach(() => h.emptyQueue());
afterAll(async () => {
  await t.app.agents.sessionLapse.sweep();
});

describe('a console closed without logging out', () => {
  it('lapses after two silent heartbeats: offline, claims back, and a new sign-in is let in', async () => {
    const agent = await h.staff('agent2');
    await h.status(agent, 'online');
    const talk = await h.waiting(demo.id, h.profileOf('velvet'), 5_000);
    expect(claimResponseSchema.parse((await h.claim(agent)).json()).claim!.conversation._id).toBe(String(talk.conversationId));

    // A request is a sign of life: the lapse counts from it.
    t.clock.advance(HEARTBEAT_MS);
    expect((await t.app.inject({ method: 'GET', url: '/queue', headers: agent.headers })).statusCode).toBe(200);
    t.clock.advance(2 * HEARTBEAT_MS - CLOCK_SLACK_MS);
    const early = await signInAgent('agent2', 'agent212345');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.agentAlreadyLoggedIn);

    t.clock.advance(2 * CLOCK_SLACK_MS);
    const again = await signInAgent('agent2', 'agent212345');
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/queue', headers: agent.headers })).statusCode).toBe(401);
    expect(await statusOf(agent.id)).toBe('offline');
    const [held] = await t.app.db
      .select({ claimedBy: conversations.claimedBy })
      .from(conversations)
      .where(eq(conversations.id, talk.conversationId));
    expect(held!.claimedBy).toBeNull();
    const fresh = { id: agent.id, headers: bearer(again.json().access_token as string) };
    expect(
      stockQueueCountsSchema.parse((await t.app.inject({ method: 'GET', url: '/queue', headers: fresh.headers })).json()).MessageStock,
    ).toBe(1);
    await h.signOut(fresh);
  });

  it('is swept on its own, while a console whose socket keeps its heartbeat stays', async () => {
    await listen(t.app);
    const closed = await h.staff('agent');
    const open = await h.staff('admin');
    await h.status(closed, 'online');
    await h.status(open, 'online');
    const socket = await ChannelClient.open(t.app, open.headers.authorization.slice('Bearer '.length), { path: '/ws/agent' });
    try {
      for (let beat = 0; beat < 3; beat++) {
        t.clock.advance(HEARTBEAT_MS);
        expect(await socket.pingAndNext()).toEqual({ type: 'pong' });
        // The heartbeat's session check (and so its sign of life) runs just behind the pong.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const ended = await t.app.agents.sessionLapse.sweep();
      expect(ended).toContain(closed.id);
      expect(ended).not.toContain(open.id);
      expect(await statusOf(closed.id)).toBe('offline');
      expect(await statusOf(open.id)).toBe('online');
      expect((await t.app.inject({ method: 'GET', url: '/queue', headers: closed.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/queue', headers: open.headers })).statusCode).toBe(200);
      await h.status(open, 'offline');
    } finally {
      socket.close();
      await h.signOut(open);
    }
  });
});
