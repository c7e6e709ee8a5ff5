import { REALTIME_UNAUTHORISED_CLOSE } from '@heartline/contracts/schemas';
import { decodeJwt } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { ChannelClient, listen } from './channel-client';

const sessionIdOf = (member: SignedInMember) => String(decodeJwt(member.token).sid);

describe('the user channel', () => {
  const context = setupTestApp();
  const clients: ChannelClient[] = [];
  const open = async (token?: string) => {
    const client = await ChannelClient.open(context.app, token);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    await listen(context.app);
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  it('answers a ping with a pong, even one sent the moment the socket opens', async () => {
    const demo = await signInMember(context.app, 'demo');
    const channel = await open(demo.token);
    expect(await channel.pingAndNext()).toEqual({ type: 'pong' });
    expect(await channel.pingAndNext()).toEqual({ type: 'pong' });
    expect(channel.isOpen).toBe(true);
  });

  it('closes with 4401 when the token is not a live session, or missing', async () => {
    const bad = await open('not-a-token');
    expect((await bad.closedWithin()).code).toBe(REALTIME_UNAUTHORISED_CLOSE);
    const missing = await open();
    expect((await missing.closedWithin()).code).toBe(REALTIME_UNAUTHORISED_CLOSE);

    const demo = await signInMember(context.app, 'demo');
    await context.app.sessions.revoke(sessionIdOf(demo));
    const ended = await open(demo.token);
    expect((await ended.closedWithin()).code).toBe(REALTIME_UNAUTHORISED_CLOSE);
  });

  it("delivers member.updated to the member's sockets as userUpdate, and to no other member", async () => {
    const demo = await signInMember(context.app, 'demo');
    const newbie = await signInMember(context.app, 'newbie');
    const demoTab = await open(demo.token);
    const demoOtherTab = await open(demo.token);
    const newbieTab = await open(newbie.token);
    // Joined once the first pong is back.
    for (const tab of [demoTab, demoOtherTab, newbieTab]) expect(await tab.pingAndNext()).toEqual({ type: 'pong' });

    context.app.domainEvents.emit('member.updated', { memberId: demo.id, credits: 7 });
    expect(await demoTab.next()).toEqual({ type: 'userUpdate', data: { credits: 7 } });
    expect(await demoOtherTab.next()).toEqual({ type: 'userUpdate', data: { credits: 7 } });
    expect(await newbieTab.pingAndNext()).toEqual({ type: 'pong' });

    context.app.domainEvents.emit('member.updated', { memberId: demo.id, emailValidated: true });
    expect(await demoTab.next()).toEqual({ type: 'userUpdate', data: { emailValidated: true } });
  });

  it('sends member.logout to every other session of the member and closes them with 4401', async () => {
    const asking = await signInMember(context.app, 'demo');
    const other = await signInMember(context.app, 'demo');
    const askingTab = await open(asking.token);
    const otherTab = await open(other.token);
    for (const tab of [askingTab, otherTab]) expect(await tab.pingAndNext()).toEqual({ type: 'pong' });

    context.app.domainEvents.emit('member.logout', {
      memberId: asking.id,
      reason: 'password-changed',
      exceptSessionId: sessionIdOf(asking),
    });

    expect(await otherTab.next()).toEqual({ type: 'logout', data: { reason: 'password-changed' } });
    expect((await otherTab.closedWithin()).code).toBe(REALTIME_UNAUTHORISED_CLOSE);
    expect(await askingTab.pingAndNext()).toEqual({ type: 'pong' });
    expect(askingTab.isOpen).toBe(true);
  });

  it('tells a socket whose session was revoked on its next ping, and closes it', async () => {
    const demo = await signInMember(context.app, 'demo');
    const tab = await open(demo.token);
    const liveChecks = vi.spyOn(context.app.sessions, 'isLive');
    expect(await tab.pingAndNext()).toEqual({ type: 'pong' });
    // The pong goes before the ping's check of the session: let that check finish first, or it
    // may read the session after the revoke below and log the socket out before the next ping (a
    // CI run on PostgreSQL saw the logout come first).
    await Promise.all(liveChecks.mock.results.map((result) => result.value));
    liveChecks.mockRestore();

    await context.app.sessions.revoke(sessionIdOf(demo));

    expect(await tab.pingAndNext()).toEqual({ type: 'pong' });
    expect(await tab.next()).toEqual({ type: 'logout', data: { reason: 'session-revoked' } });
    expect((await tab.closedWithin()).code).toBe(REALTIME_UNAUTHORISED_CLOSE);
  });

  it("publishes a message domain event as newMessage to the member's sockets only", async () => {
    const demo = await signInMember(context.app, 'demo');
    const tab = await open(demo.token);
    expect(await tab.pingAndNext()).toEqual({ type: 'pong' });
    expect(context.app.realtime.userChannel.socketCount(demo.id)).toBeGreaterThanOrEqual(1);

    context.app.domainEvents.emit('message.sent', {
      memberId: demo.id,
      brandId: 1,
      conversationId: 4,
      profileId: 9,
      messageId: 12,
      senderType: 'profile',
      text: 'Hi!',
      sentAt: new Date('2026-01-01T10:00:00.000Z'),
    });
    expect(await tab.next()).toEqual({
      type: 'newMessage',
      data: {
        conversationId: '4',
        profileId: '9',
        messageId: '12',
        senderType: 'profile',
        preview: 'Hi!',
        dateSent: '2026-01-01T10:00:00.000Z',
      },
    });
  });
});

describe('the user channel heartbeat', () => {
  const HEARTBEAT_MS = 150;
  const context = setupTestApp({ config: { realtimeHeartbeatMs: HEARTBEAT_MS } });

  beforeAll(async () => {
    await listen(context.app);
  });

  it('drops a socket silent for two heartbeats and keeps one that pings', async () => {
    const demo = await signInMember(context.app, 'demo');
    const silent = await ChannelClient.open(context.app, demo.token);
    const alive = await ChannelClient.open(context.app, demo.token);
    const pinger = setInterval(() => alive.ping(), HEARTBEAT_MS / 2);
    try {
      const closed = await silent.closedWithin(HEARTBEAT_MS * 20);
      expect(closed.code).not.toBe(REALTIME_UNAUTHORISED_CLOSE);
      await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
      expect(alive.isOpen).toBe(true);
      expect(context.app.realtime.userChannel.socketCount(demo.id)).toBe(1);
    } finally {
      clearInterval(pinger);
      alive.close();
    }
  });
});
