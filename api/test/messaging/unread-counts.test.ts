// The member's unread counts by class (member spec §4: inbox, conversations, archive), as the
// navigation's badge and each list's tab show them: a tab counts what its list holds, and reading
// a conversation lowers them in every open tab at once (issue 28 item 3).
import { conversationsPageSchema } from '@heartline/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signInMember } from '../helpers/members';
import { ChannelClient, listen } from '../realtime/channel-client';

const t = setupTestApp();

describe("the member's unread counts", () => {
  it('drop in every open tab when the member reads a conversation, from the class the conversation is in', async () => {
    const demo = await signInMember(t.app, 'demo');
    const inbox = conversationsPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/conversations?messages=inbox', headers: demo.headers })).json(),
    );
    const unreadOne = inbox.conversations.find((conversation) => (conversation.unread ?? 0) > 0)!;
    expect(unreadOne, 'the seeded inbox holds an unread conversation').toBeDefined();

    await listen(t.app);
    const socket = await ChannelClient.open(t.app, demo.token);
    try {
      const before = await socket.greeting;
      const read = await t.app.inject({ method: 'PATCH', url: `/conversation/${unreadOne._id}/mark-read`, headers: demo.headers });
      expect(read.statusCode).toBe(204);
      const frame = await socket.next();
      expect(frame.type).toBe('unreadMessageCount');
      const after = (frame as Extract<typeof frame, { type: 'unreadMessageCount' }>).data;
      expect(after).toEqual({
        ...before,
        inbox: before.inbox - unreadOne.unread!,
        total: before.total - unreadOne.unread!,
      });
    } finally {
      socket.close();
    }
  });
});
