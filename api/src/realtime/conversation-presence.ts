// Who else is looking (issue 27 item 8, agent spec §7): a console that shows a conversation (the
// agent's claim, an admin's lookup) says so on the staff channel; every staff member who has it
// open then gets `conversationViewers`, the staff with it open now. Open conversations are kept
// per socket in the database (messaging's conversation_viewers), so the sockets of every API
// instance count; the frames go through the staff channel's fan-out (Redis with REDIS_URL), as
// the queue's counts do. A socket that closes, is dropped or ends its session leaves at once; an
// instance that dies leaves when its rows go unheard of for two heartbeats.
import { MESSAGES } from '@heartline/contracts/rules';
import type { StaffChannelEvent } from '@heartline/contracts/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { toDatabaseId } from '../database-id';
import { HttpError } from '../http-error';
import type { ConversationViewer, ConversationViewers } from '../messaging/viewers';
import type { ChannelSocket, ClientFrame } from './user-channel-hub';

type ViewersEvent = Extract<StaffChannelEvent, { type: 'conversationViewers' }>;

export interface ConversationPresence {
  /** `conversationOpen` / `conversationClose` frames; answers whether the frame was one of them. */
  onFrame(socket: ChannelSocket, frame: ClientFrame, reply: (event: StaffChannelEvent) => void): boolean;
  heartbeat(socket: ChannelSocket): void;
  disconnected(socket: ChannelSocket): void;
}

const nameOf = (viewer: ConversationViewer) => `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username;

export function createConversationPresence(deps: {
  viewers: ConversationViewers;
  /** Throws (an HttpError) unless the staff member may work on the conversation. */
  checkAccess: (staff: { agentId: number; role: string }, conversationId: number) => Promise<void>;
  publish: (agentId: number, event: ViewersEvent) => Promise<void>;
  clock: () => Date;
  heartbeatMs: number;
  log: FastifyBaseLogger;
}): ConversationPresence {
  /** This instance's sockets with a conversation open (only those refresh their row). */
  const open = new Map<string, number>();
  /** Changes of one socket run in order (an open then a close must not cross). */
  const queues = new Map<string, Promise<void>>();

  async function announce(conversationId: number): Promise<void> {
    const since = new Date(deps.clock().getTime() - 2 * deps.heartbeatMs);
    const viewers = await deps.viewers.viewersOf(conversationId, since);
    const event: ViewersEvent = {
      type: 'conversationViewers',
      data: {
        conversationId: String(conversationId),
        viewers: viewers.map((viewer) => ({ agentId: String(viewer.agentId), name: nameOf(viewer), role: viewer.role })),
      },
    };
    await Promise.all(viewers.map((viewer) => deps.publish(viewer.agentId, event)));
  }

  async function leave(socket: ChannelSocket): Promise<void> {
    open.delete(socket.connectionId);
    const left = await deps.viewers.close(socket.connectionId);
    if (left !== null) await announce(left);
  }

  async function enter(socket: ChannelSocket, conversationId: number): Promise<void> {
    await deps.checkAccess({ agentId: socket.memberId, role: socket.role ?? 'agent' }, conversationId);
    const before = await deps.viewers.open(socket.connectionId, conversationId, socket.memberId, deps.clock());
    open.set(socket.connectionId, conversationId);
    await Promise.all([announce(conversationId), before === null ? undefined : announce(before)]);
  }

  function inOrder(socket: ChannelSocket, change: () => Promise<void>, reply?: (event: StaffChannelEvent) => void): void {
    const previous = queues.get(socket.connectionId) ?? Promise.resolve();
    const next = previous
      .then(change)
      .catch((error: unknown) => {
        if (error instanceof HttpError) reply?.({ type: 'error', data: { message: error.message } });
        else {
          deps.log.error({ err: error }, 'staff channel: could not update who is looking');
          reply?.({ type: 'error', data: { message: MESSAGES.agentActionFailed } });
        }
      })
      .finally(() => {
        if (queues.get(socket.connectionId) === next) queues.delete(socket.connectionId);
      });
    queues.set(socket.connectionId, next);
  }

  return {
    onFrame(socket, frame, reply) {
      if (frame.type !== 'conversationOpen' && frame.type !== 'conversationClose') return false;
      const data = frame.data && typeof frame.data === 'object' ? (frame.data as { conversationId?: unknown }) : {};
      const conversationId = typeof data.conversationId === 'string' ? toDatabaseId(data.conversationId) : null;
      if (conversationId === null) {
        reply({ type: 'error', data: { message: MESSAGES.conversationNotFound } });
        return true;
      }
      if (frame.type === 'conversationOpen') inOrder(socket, () => enter(socket, conversationId), reply);
      // Closing another conversation than the one open changes nothing.
      else if (open.get(socket.connectionId) === conversationId) inOrder(socket, () => leave(socket), reply);
      return true;
    },
    heartbeat(socket) {
      if (!open.has(socket.connectionId)) return;
      deps.viewers.touch([socket.connectionId], deps.clock()).catch((error: unknown) => {
        deps.log.warn({ err: error }, 'staff channel: could not refresh who is looking');
      });
    },
    disconnected(socket) {
      if (open.has(socket.connectionId) || queues.has(socket.connectionId)) inOrder(socket, () => leave(socket));
    },
  };
}
