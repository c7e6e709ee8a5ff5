// GET /ws/user?token=<access token>: the member's user channel (member spec §7; frames in
// @heartline/contracts realtime.ts). Browsers cannot set headers on a websocket, so the token
// travels in the query (the request logger redacts it). A token that is not a live member
// session gets close code 4401 and nothing else; an accepted one gets the unread counts first.
import { TOKEN_MAX_LENGTH } from '@heartline/contracts/rules';
import { REALTIME_UNAUTHORISED_CLOSE, STAFF_CHANNEL_PATH, USER_CHANNEL_PATH, type UserChannelEvent } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RawData } from 'ws';
import { z } from 'zod';

const userChannelQuerySchema = z.object({ token: z.string().max(TOKEN_MAX_LENGTH).optional() });

const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_CHANNEL_PATH,
    {
      websocket: true,
      schema: {
        tags: ['realtime'],
        summary: 'The user real-time channel (websocket): unreadMessageCount, newMessage, userUpdate, logout; ping → pong',
        querystring: userChannelQuerySchema,
      },
    },
    async (socket, request) => {
      // Frames sent while the token is checked are kept for the hub, not dropped.
      const early: RawData[] = [];
      const hold = (data: RawData) => early.push(data);
      socket.on('message', hold);
      const { token } = request.query as z.infer<typeof userChannelQuerySchema>;
      const resolution = token ? await app.sessionService.resolve(token) : null;
      socket.off('message', hold);
      if (!resolution?.ok || resolution.caller.kind !== 'member') {
        socket.close(REALTIME_UNAUTHORISED_CLOSE, 'session not accepted');
        return;
      }
      const memberId = resolution.caller.subjectId;
      app.userChannel.join(socket, { memberId, sessionId: resolution.caller.sessionId }, early);
      // The counts as they are now, to this socket only: a page that was away shows the right badge at once.
      try {
        const unread = await app.repositories.conversations.unreadCountsOf(memberId, null);
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'unreadMessageCount', data: unread } satisfies UserChannelEvent));
      } catch (error) {
        request.log.error({ err: error, memberId }, 'user channel: could not read the unread counts');
      }
    },
  );
};

/** GET /ws/agent?token=<a staff member's access token>: the staff channel (agent spec §7): messageQueued; ping → pong. */
const staffRealtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STAFF_CHANNEL_PATH,
    {
      websocket: true,
      schema: {
        tags: ['realtime'],
        summary: "The staff real-time channel (websocket): messageQueued for each member's message entering the queue; ping → pong",
        querystring: userChannelQuerySchema,
      },
    },
    async (socket, request) => {
      const early: RawData[] = [];
      const hold = (data: RawData) => early.push(data);
      socket.on('message', hold);
      const { token } = request.query as z.infer<typeof userChannelQuerySchema>;
      const resolution = token ? await app.sessionService.resolve(token) : null;
      socket.off('message', hold);
      if (!resolution?.ok || resolution.caller.kind !== 'agent') {
        socket.close(REALTIME_UNAUTHORISED_CLOSE, 'session not accepted');
        return;
      }
      app.staffChannel.join(socket, { sessionId: resolution.caller.sessionId }, early);
    },
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(realtimeRoutes);
  await app.register(staffRealtimeRoutes);
};

export default routes;
