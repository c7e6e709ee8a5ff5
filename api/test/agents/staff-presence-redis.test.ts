// Who else is looking across two API instances behind a load balancer (REDIS_URL set, one
// PostgreSQL): the agent's socket on instance A and the admin's on instance B are each told of the
// other. PostgreSQL only (two instances cannot share an in-memory PGlite); needs Redis at
// HEARTLINE_TEST_REDIS_URL (default redis://127.0.0.1:6379).
import { claimResponseSchema, type StaffChannelEvent } from '@heartline/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { setupTwoInstancesOnRedis } from '../helpers/app';
import { signInMember } from '../helpers/members';
import { staffHelpers } from '../helpers/staff';
import { ChannelClient, listen } from '../realtime/channel-client';

const onPostgres = process.env.HEARTLINE_TEST_DB === 'postgres';

describe.runIf(onPostgres)('who else is looking, across instances (Redis)', () => {
  const [instanceA, instanceB] = setupTwoInstancesOnRedis();
  const h = staffHelpers(instanceA, 880);

  it('tells the agent on instance A and the admin on instance B of each other', async () => {
    await Promise.all([listen(instanceA.app), listen(instanceB.app)]);
    await h.loadProfiles();
    await h.emptyQueue();
    const demo = await signInMember(instanceA.app, 'demo');
    const agent = await h.staff('agent');
    const admin = staffHelpers(instanceB, 880).staff('admin');
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    await h.status(agent, 'online');
    const conversationId = claimResponseSchema.parse((await h.claim(agent)).json()).claim!.conversation._id;
    expect(conversationId).toBe(String(talk.conversationId));

    const token = (headers: { authorization: string }) => headers.authorization.slice('Bearer '.length);
    const onA = await ChannelClient.open(instanceA.app, token(agent.headers), { path: '/ws/agent' });
    const onB = await ChannelClient.open(instanceB.app, token((await admin).headers), { path: '/ws/agent' });
    const viewersOf = async (socket: ChannelClient) => {
      const frame = (await socket.next()) as unknown as StaffChannelEvent;
      if (frame.type !== 'conversationViewers') throw new Error(`expected conversationViewers, got ${JSON.stringify(frame)}`);
      return frame.data.viewers.map((viewer) => viewer.role).toSorted();
    };
    try {
      onA.send({ type: 'conversationOpen', data: { conversationId } });
      expect(await viewersOf(onA)).toEqual(['agent']);
      onB.send({ type: 'conversationOpen', data: { conversationId } });
      expect(await viewersOf(onB)).toEqual(['admin', 'agent']);
      expect(await viewersOf(onA)).toEqual(['admin', 'agent']);
      onB.close();
      expect(await viewersOf(onA)).toEqual(['agent']);
    } finally {
      onA.close();
      onB.close();
      await h.status(agent, 'offline');
    }
  });
});
