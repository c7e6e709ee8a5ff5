// The staff channel (issue 27 items 2, 4, 8), on PGlite and on PostgreSQL: the queue's counts on
// opening and the moment they change (a member's message, a claim, a release, a reply), only to the
// staff of the brand; a line in a conversation an agent still holds, to the holder alone; and
// `agentStatusUpdate` frames applied as POST /event.
import { CLAIM_TIME_MS, pauseOncePerHour } from '@heartline/contracts/rules';
import { claimResponseSchema, queueAnswerSchema, stockQueueCountsSchema, type StaffChannelEvent } from '@heartline/contracts/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, tokenOf, type Staff } from '../helpers/staff';
import { ChannelClient, listen } from '../realtime/channel-client';
import { QUEUE_COUNTS_GATHER_MS } from '../../src/realtime/queue-counts';

const t = setupTestApp();
const h = staffHelpers(t, 680);
let demo: SignedInMember;
let agent: Staff;
let agent2: Staff;
let admin: Staff;

/** GET /queue's answer: the brands' counts (as the channel pushes them) and the conversations the caller holds where the member wrote again. */
const queueAnswer = async (who: Staff) =>
  queueAnswerSchema.parse((await t.app.inject({ method: 'GET', url: '/queue', headers: who.headers })).json());
const queue = async (who: Staff) => stockQueueCountsSchema.parse(await queueAnswer(who));

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

describe('queue counts on the staff channel', () => {
  it('come on opening and whenever the queue changes, to the staff of that brand only', async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    await h.claim(agent); // nothing: the agent is offline
    await h.status(agent, 'online');
    expect(claimResponseSchema.parse((await h.claim(agent)).json()).claim!.conversation._id).toBe(String(talk.conversationId));
    await h.status(agent, 'offline');
    // Going offline gave the claim back, and its counts are pushed once the gathering window ends:
    // let that push go before the sockets open, or they would read it as the send's below.
    await new Promise((resolve) => setTimeout(resolve, 5 * QUEUE_COUNTS_GATHER_MS));

    const socket = await ChannelClient.open(t.app, tokenOf(agent), { path: '/ws/agent' });
    const velvet = await ChannelClient.open(t.app, tokenOf(agent2), { path: '/ws/agent' });
    try {
      const base = await queue(agent);
      expect(await socket.nextCounts()).toEqual(base);
      expect(await velvet.nextCounts()).toEqual(await queue(agent2));

      // The member writes again in a conversation of their own where a line waits already (no one
      // holds it): the staff hear of the line, and the counts, which are as they were, are not
      // pushed again.
      const sent = await t.app.inject({
        method: 'POST',
        url: `/conversation/${talk.conversationId}/message`,
        headers: demo.headers,
        payload: { key: h.newKey(), message: 'Hello again' },
      });
      expect(sent.statusCode).toBe(200);
      expect(await socket.next()).toMatchObject({ type: 'messageQueued', data: { conversationId: String(talk.conversationId) } });
      await new Promise((resolve) => setTimeout(resolve, 4 * QUEUE_COUNTS_GATHER_MS));
      expect(socket.unreadCounts).toBe(0);
      expect(await queue(agent)).toEqual(base);

      // A first line to another profile starts a wait: the count rises, and is pushed.
      const opened = await t.app.inject({
        method: 'POST',
        url: '/conversation/blank/message',
        headers: demo.headers,
        payload: { key: h.newKey(), message: 'Hello there', profileId: String(h.profileOf('heartline')) },
      });
      expect(opened.statusCode).toBe(200);
      expect(await socket.nextCounts()).toEqual({ ...base, MessageStock: base.MessageStock + 1, total: base.total + 1 });

      await h.waiting(demo.id, h.profileOf('heartline'), 1_000);
      await h.status(agent, 'online');
      expect(claimResponseSchema.parse((await h.claim(agent)).json()).claim).not.toBeNull();
      // Claimed: one conversation fewer waits (the other one was queued behind the tests' back, unannounced).
      expect(await socket.nextCounts()).toEqual(await queue(agent));
      // Paused: the claim goes back and the count rises.
      await h.status(agent, 'paused', 'Coffee');
      const afterRelease = await socket.nextCounts();
      expect(afterRelease.MessageStock).toBe((await queue(agent)).MessageStock);

      // The admin claims and replies: the reply settles the stock, the count falls.
      await h.status(admin, 'online');
      const adminClaim = claimResponseSchema.parse((await h.claim(admin)).json()).claim!;
      await socket.nextCounts();
      socket.forgetCounts();
      const lastSeen = adminClaim.conversation.messages[0]!._id!;
      const replied = await t.app.inject({
        method: 'POST',
        url: `/conversation/${adminClaim.conversation._id}/message`,
        headers: admin.headers,
        payload: { key: h.newKey(), message: 'Here I am', seen: lastSeen },
      });
      expect(replied.statusCode).toBe(200);
      expect((await socket.nextCounts()).MessageStock).toBe((await queue(agent)).MessageStock);
      await h.status(admin, 'offline');

      // Velvet Hour's agent heard of none of this: only its greeting came.
      expect(await velvet.pingAndNext()).toEqual({ type: 'pong' });
      await expect(Promise.race([velvet.nextCounts(), new Promise((resolve) => setTimeout(() => resolve('quiet'), 400))])).resolves.toBe(
        'quiet',
      );
    } finally {
      socket.close();
      velvet.close();
      await h.status(agent, 'offline');
    }
  });
});

describe("a member's line in a conversation an agent still holds", () => {
  it('reaches the holder alone, told it is theirs until the claim ends, and is listed in its GET /queue, which the counts leave out', async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    await h.status(agent, 'online');
    const claimed = claimResponseSchema.parse((await h.claim(agent)).json()).claim!;
    expect(claimed.conversation._id).toBe(String(talk.conversationId));
    const replied = await t.app.inject({
      method: 'POST',
      url: `/conversation/${talk.conversationId}/message`,
      headers: agent.headers,
      payload: { key: h.newKey(), message: 'Hi, I am here', seen: String(talk.messageId) },
    });
    expect(replied.statusCode).toBe(200);
    // The agent is done with it; its claim holds until it ends.
    await new Promise((resolve) => setTimeout(resolve, 5 * QUEUE_COUNTS_GATHER_MS));
    expect((await queueAnswer(agent)).held).toEqual([]);

    const holder = await ChannelClient.open(t.app, tokenOf(agent), { path: '/ws/agent' });
    const other = await ChannelClient.open(t.app, tokenOf(admin), { path: '/ws/agent' });
    try {
      await holder.nextCounts();
      const before = await other.nextCounts();
      const sent = await t.app.inject({
        method: 'POST',
        url: `/conversation/${talk.conversationId}/message`,
        headers: demo.headers,
        payload: { key: h.newKey(), message: 'Are you still there?' },
      });
      expect(sent.statusCode).toBe(200);
      expect(await holder.next()).toEqual({
        type: 'messageQueued',
        data: {
          conversationId: String(talk.conversationId),
          messageId: sent.json().message._id,
          profileId: claimed.conversation.profile._id,
          brandId: expect.any(String),
          dateSent: expect.any(String),
          heldBy: String(agent.id),
          heldUntil: claimed.claimExpirationTime,
        },
      });
      // Nobody else may claim it before the claim ends: the admin is not told, and the counts are as they were.
      expect(await other.pingAndNext()).toEqual({ type: 'pong' });
      const answer = await queueAnswer(agent);
      expect(answer.MessageStock).toBe(before.MessageStock);
      // ...and so they are not pushed again.
      await new Promise((resolve) => setTimeout(resolve, 4 * QUEUE_COUNTS_GATHER_MS));
      expect([holder.unreadCounts, other.unreadCounts]).toEqual([0, 0]);
      // The holder's GET /queue lists it (a console opened now shows it too); the admin's does not.
      expect(answer.held).toEqual([{ conversationId: String(talk.conversationId), claimExpiresAt: claimed.claimExpirationTime }]);
      expect((await queueAnswer(admin)).held).toEqual([]);

      // The holder's next claim takes it, and it is no longer listed.
      expect(claimResponseSchema.parse((await h.claim(agent)).json()).claim!.conversation._id).toBe(String(talk.conversationId));
      expect((await queueAnswer(agent)).held).toEqual([]);
    } finally {
      holder.close();
      other.close();
      await h.status(agent, 'offline');
    }
  });

  it('waits for anyone once the claim has ended: every staff member of the brand is told, without a holder', async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    await h.status(agent, 'online');
    expect(claimResponseSchema.parse((await h.claim(agent)).json()).claim!.conversation._id).toBe(String(talk.conversationId));
    t.clock.advance(CLAIM_TIME_MS);
    const other = await ChannelClient.open(t.app, tokenOf(admin), { path: '/ws/agent' });
    try {
      await other.joined();
      const sent = await t.app.inject({
        method: 'POST',
        url: `/conversation/${talk.conversationId}/message`,
        headers: demo.headers,
        payload: { key: h.newKey(), message: 'Hello?' },
      });
      expect(sent.statusCode).toBe(200);
      const notice = (await other.next()) as unknown as StaffChannelEvent;
      expect(notice).toMatchObject({ type: 'messageQueued', data: { conversationId: String(talk.conversationId) } });
      expect(notice.type === 'messageQueued' && notice.data).not.toHaveProperty('heldBy');
      expect((await queueAnswer(agent)).held).toEqual([]);
    } finally {
      other.close();
      await h.status(agent, 'offline');
    }
  });
});

describe('agentStatusUpdate frames', () => {
  it('are applied as POST /event (the once-per-hour pause too) and answered on the socket', async () => {
    const socket = await ChannelClient.open(t.app, tokenOf(agent2), { path: '/ws/agent' });
    try {
      socket.send({ type: 'agentStatusUpdate', data: { status: 'online' } });
      expect(await socket.next()).toMatchObject({ type: 'agentStatus', data: { status: 'online', released: 0 } });
      const listed = await t.app.inject({ method: 'GET', url: '/agents', headers: admin.headers });
      expect(listed.json().agents.find((one: { username: string }) => one.username === 'agent2')).toMatchObject({ status: 'online' });

      socket.send({ type: 'agentStatusUpdate', data: { status: 'paused', reason: 'Lunch' } });
      expect(await socket.next()).toMatchObject({ type: 'agentStatus', data: { status: 'paused', reason: 'Lunch' } });
      socket.send({ type: 'agentStatusUpdate', data: { status: 'online' } });
      expect(await socket.next()).toMatchObject({ type: 'agentStatus', data: { status: 'online' } });
      t.clock.advance(60_000);
      socket.send({ type: 'agentStatusUpdate', data: { status: 'paused', reason: 'Again' } });
      expect(await socket.next()).toEqual({ type: 'error', data: { message: pauseOncePerHour('59:00') } });

      socket.send({ type: 'agentStatusUpdate', data: { status: 'asleep' } });
      const bad = await socket.next();
      expect(bad.type).toBe('error');
      expect(JSON.stringify(bad)).not.toMatch(/enum|expected/i);
      // Anything else is dropped; the socket lives on.
      socket.send({ type: 'somethingElse' });
      expect(await socket.pingAndNext()).toEqual({ type: 'pong' });
      socket.send({ type: 'agentStatusUpdate', data: { status: 'offline' } });
      expect(await socket.next()).toMatchObject({ type: 'agentStatus', data: { status: 'offline' } });
    } finally {
      socket.close();
    }
  });
});
