// GET /ws/user?token=<access token>: the member's user channel (member spec §7; frames in
// @heartline/contracts realtime.ts). Browsers cannot set headers on a websocket, so the token
// travels in the query (the request logger redacts it). A token that is not a live member
// session gets close code 4401 and nothing else; an accepted one gets the unread counts first.
import { TOKEN_MAX_LENGTH } from '@heartline/contracts/rules';
import {
  REALTIME_UNAUTHORISED_CLOSE,
  STAFF_CHANNEL_PATH,
  USER_CHANNEL_PATH,
  type StaffChannelEvent,
  type UserChannelEvent,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Caller } from '../../sessions/session-service';
import { z } from 'zod';

const userChannelQuerySchema = z.object({ token: z.string().max(TOKEN_MAX_LENGTH).optional() });

/**
 * Resolves a channel socket's token (browsers send no headers on a websocket, so it travels in the
 * query, which the request logger redacts) to a live session of the kind the channel is for;
 * frames sent meanwhile are kept for the hub, not dropped. Anything else: closed with 4401, null.
 */
async function accept(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest,
  kind: 'member' | 'agent',
): Promise<{ caller: Caller; early: RawData[] } | null> {
  const early: RawData[] = [];
  const hold = (data: RawData) => early.push(data);
  socket.on('message', hold);
  const { token } = request.query as z.infer<typeof userChannelQuerySchema>;
  const resolution = token ? await app.sessions.resolve(token) : null;
  socket.off('message', hold);
  if (!resolution?.ok || resolution.caller.kind !== kind) {
    socket.close(REALTIME_UNAUTHORISED_CLOSE, 'session not accepted');
    return null;
  }
  return { caller: resolution.caller, early };
}

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
      const accepted = await accept(app, socket, request, 'member');
      if (!accepted) return;
      const { caller, early } = accepted;
      const memberId = caller.subjectId;
      app.realtime.userChannel.join(socket, { memberId, sessionId: caller.sessionId }, early);
      // The counts as they are now, to this socket only: a page that was away shows the right badge at once.
      try {
        const unread = await app.messaging.conversations.unreadCounts(memberId);
        if (socket.readyState === socket.OPEN)
          socket.send(JSON.stringify({ type: 'unreadMessageCount', data: unread } satisfies UserChannelEvent));
      } catch (error) {
        request.log.error({ err: error, memberId }, 'user channel: could not read the unread counts');
      }
    },
  );
};

/**
 * GET /ws/agent?token=<a staff member's access token>: the staff channel (agent spec §7):
 * messageQueued, queueCounts (at once, then on each change), logout; ping → pong, agentStatusUpdate → agentStatus,
 * conversationOpen / conversationClose → conversationViewers to every staff member with that conversation open.
 */
const staffRealtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STAFF_CHANNEL_PATH,
    {
      websocket: true,
      schema: {
        tags: ['realtime'],
        summary:
          "The staff real-time channel (websocket): messageQueued for each member's message entering the queue of a brand the staff member works for (a line in a conversation a staff member still holds: to the holder alone, with heldBy and heldUntil), queueCounts (on opening, then whenever they change), logout; ping → pong, agentStatusUpdate {status, reason?} → agentStatus (as POST /event) or error; conversationOpen / conversationClose {conversationId} → conversationViewers (the staff with it open now) to each of them, or error",
        querystring: userChannelQuerySchema,
      },
    },
    async (socket, request) => {
      const accepted = await accept(app, socket, request, 'agent');
      if (!accepted) return;
      const agentId = accepted.caller.subjectId;
      const { sessionId, role } = accepted.caller;
      app.realtime.staffChannel.join(socket, { agentId, sessionId, role }, accepted.early);
      // The counts as they are now, to this socket only: the console shows the queue at once.
      try {
        const counts = await app.messaging.staffQueue.counts(await app.agents.scope.brandsOf(agentId));
        if (socket.readyState === socket.OPEN)
          socket.send(JSON.stringify({ type: 'queueCounts', data: counts } satisfies StaffChannelEvent));
      } catch (error) {
        request.log.error({ err: error, agentId }, 'staff channel: could not read the queue counts');
      }
    },
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(realtimeRoutes);
  await app.register(staffRealtimeRoutes);
};

export default routes;
