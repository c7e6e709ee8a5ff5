// Who else is looking (issue 27 item 8), on PGlite and on PostgreSQL: an agent holding the claim
// and an admin reading the same conversation in the lookup are each told of the other on the staff
// channel, live; leaving the page or closing the socket ends it; nobody may announce themselves on
// a conversation they may not work on; a dead instance's viewers count no more after two heartbeats.
import { MESSAGES } from '@heartline/contracts/rules';
import { claimResponseSchema, type StaffChannelEvent } from '@heartline/contracts/schemas';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationViewers } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, staffSockets, type Staff } from '../helpers/staff';
import { listen, type ChannelClient } from '../realtime/channel-client';

const t = setupTestApp();
const h = staffHelpers(t, 840);
let demo: SignedInMember;
let agent: Staff;
let agent2: Staff;
let admin: Staff;
const sockets = staffSockets(t);
const openSocket = (who: Staff) => sockets.open(who);
/** The next frame that is not a queue notice (the queue's frames come and go with the claims). */
async function nextViewers(socket: ChannelClient): Promise<StaffChannelEvent> {
  for (;;) {
    const frame = (await socket.next()) as unknown as StaffChannelEvent;
    if (frame.type !== 'messageQueued') return frame;
  }
}
const names = (frame: StaffChannelEvent) => {
  if (frame.type !== 'conversationViewers') throw new Error(`expected conversationViewers, got ${JSON.stringify(frame)}`);
  return frame.data.viewers
    .map(
      (viewer) =>
        `${viewer.agentId === String(admin.id) ? 'admin' : viewer.agentId === String(agent.id) ? 'agent' : viewer.name}:${viewer.role}`,
    )
    .toSorted();
};

beforeAll(async () => {
  await listen(t.app);
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
  agent = await h.staff('agent');
  agent2 = await h.staff('agent2');
  admin = await h.staff('admin');
});
afterAll(() => h.signOut(agent, agent2, admin));
beforeEach(() => h.emptyQueue());
afterEach(async () => {
  sockets.closeAll();
  await h.status(agent, 'offline');
});

async function claimedConversation(): Promise<string> {
  const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
  await h.status(agent, 'online');
  const claim = claimResponseSchema.parse((await h.claim(agent)).json()).claim!;
  expect(claim.conversation._id).toBe(String(talk.conversationId));
  return claim.conversation._id;
}

describe('who else is looking', () => {
  it('shows the agent and the admin each other while both have the conversation open, until one leaves', async () => {
    const conversationId = await claimedConversation();
    const agentSocket = await openSocket(agent);
    const adminSocket = await openSocket(admin);

    agentSocket.send({ type: 'conversationOpen', data: { conversationId } });
    const alone = await nextViewers(agentSocket);
    expect(names(alone)).toEqual(['agent:agent']);
    // Each viewer comes with the name the console shows.
    expect(alone).toMatchObject({ data: { viewers: [{ name: 'Alex Reed' }] } });

    adminSocket.send({ type: 'conversationOpen', data: { conversationId } });
    const both = ['admin:admin', 'agent:agent'];
    expect(names(await nextViewers(adminSocket))).toEqual(both);
    const toAgent = await nextViewers(agentSocket);
    expect(toAgent).toMatchObject({ type: 'conversationViewers', data: { conversationId } });
    expect(names(toAgent)).toEqual(both);

    // The admin leaves the page: the agent is alone again.
    adminSocket.send({ type: 'conversationClose', data: { conversationId } });
    expect(names(await nextViewers(agentSocket))).toEqual(['agent:agent']);

    // The admin comes back, then the admin's socket goes (a closed tab).
    adminSocket.send({ type: 'conversationOpen', data: { conversationId } });
    expect(names(await nextViewers(agentSocket))).toEqual(both);
    adminSocket.close();
    expect(names(await nextViewers(agentSocket))).toEqual(['agent:agent']);
    await expect
      .poll(() =>
        t.app.db
          .select()
          .from(conversationViewers)
          .then((rows) => rows.length),
      )
      .toBe(1);
  });

  it('refuses a conversation the staff member may not work on, and tells nobody', async () => {
    const conversationId = await claimedConversation();
    const agentSocket = await openSocket(agent);
    agentSocket.send({ type: 'conversationOpen', data: { conversationId } });
    expect(names(await nextViewers(agentSocket))).toEqual(['agent:agent']);

    // Velvet Hour's agent: another brand's conversation.
    const outsider = await openSocket(agent2);
    outsider.send({ type: 'conversationOpen', data: { conversationId } });
    expect(await nextViewers(outsider)).toEqual({ type: 'error', data: { message: MESSAGES.outsideScope } });
    outsider.send({ type: 'conversationOpen', data: { conversationId: 'nonsense' } });
    expect(await nextViewers(outsider)).toEqual({ type: 'error', data: { message: MESSAGES.conversationNotFound } });
    // Nothing reached the agent.
    expect(await agentSocket.pingAndNext()).toEqual({ type: 'pong' });
  });

  it('forgets a viewer whose instance went silent for two heartbeats', async () => {
    const conversationId = await claimedConversation();
    // An admin's socket on an instance that died: its row stays, unrefreshed.
    await t.app.db.insert(conversationViewers).values({
      connectionId: 'gone-instance-socket',
      conversationId: Number(conversationId),
      agentId: admin.id,
      seenAt: t.clock.now(),
    });
    const agentSocket = await openSocket(agent);
    agentSocket.send({ type: 'conversationOpen', data: { conversationId } });
    expect(names(await nextViewers(agentSocket))).toEqual(['admin:admin', 'agent:agent']);
    t.clock.advance(2 * t.app.config.realtimeHeartbeatMs + 1_000);
    agentSocket.send({ type: 'conversationOpen', data: { conversationId } });
    expect(names(await nextViewers(agentSocket))).toEqual(['agent:agent']);
  });
});
