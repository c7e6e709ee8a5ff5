// The realtime domain (`app.realtime`): the user channel's server side (member spec §7) and the
// staff channel's (agent spec §7): this process's hubs of sockets and the fan-out that gets each
// delivery to every instance (Redis pub/sub with REDIS_URL, in process otherwise), and their
// routes, GET /ws/user and /ws/agent (routes/channels). Nothing publishes to a socket directly:
// services emit domain events and the one publisher (publisher.ts) turns them into channel events.
// The websocket support itself is registered before every route (plugins/app/websocket.ts).
import { MESSAGES } from '@heartline/contracts/rules';
import { agentStatusEventSchema, type StaffChannelEvent } from '@heartline/contracts/schemas';
import { HttpError } from '../http-error';
import { createQueueCountsPusher } from './queue-counts';
import { createConversationPresence, type ConversationPresence } from './conversation-presence';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { routeFolder } from '../plugins/app/route-access';
import { inProcessFanOut, redisFanOut, type FanOut } from './fan-out';
import { publishDomainEvents } from './publisher';
import {
  createUserChannelHub,
  type ChannelDelivery,
  type ChannelMember,
  type ClientFrame,
  type UserChannelDelivery,
} from './user-channel-hub';
import realtimeRoutes from './routes/channels';

/** The sockets' side of the user channel; what reaches them is published from domain events only. */
export interface UserChannel {
  /** Adds a socket whose token resolved to a live member session (the /ws/user route). */
  join(socket: WebSocket, member: ChannelMember, early?: RawData[]): void;
  /** Open sockets of the member on this instance. */
  socketCount(memberId: number): number;
}

/**
 * The staff channel (agent spec §7): a staff member's sockets, on every instance, hear the events
 * of the brands the staff member works for (the hub's key is the agent's id).
 */
export interface StaffChannel {
  /** Adds a socket whose token resolved to a live staff session (the /ws/agent route). */
  join(socket: WebSocket, staff: { agentId: number; sessionId: string; role: string }, early?: RawData[]): void;
}

type StaffDelivery = ChannelDelivery<StaffChannelEvent>;
/** A delivery on the one fan-out: the staff channel's are marked. */
type AnyDelivery = (UserChannelDelivery & { staff?: undefined }) | (StaffDelivery & { staff: true });

declare module 'fastify' {
  interface FastifyInstance {
    realtime: { userChannel: UserChannel; staffChannel: StaffChannel };
  }
}

export default fp(
  async (app) => {
    const hubOptions = {
      heartbeatMs: app.config.realtimeHeartbeatMs,
      log: app.log,
      isSessionLive: (sessionId: string) => app.sessions.isLive(sessionId),
    };
    const hub = createUserChannelHub(hubOptions);
    // Set once the fan-out exists (below); a socket joins only after that.
    let presence: ConversationPresence | null = null;
    const staffHub = createUserChannelHub<StaffChannelEvent>({
      ...hubOptions,
      onHeartbeat: (staff) => presence?.heartbeat(staff),
      onDisconnect: (staff) => presence?.disconnected(staff),
      onClientFrame: (staff, frame, reply) => {
        if (presence?.onFrame(staff, frame, reply)) return;
        applyStaffFrame(staff, frame, reply).catch((error: unknown) => {
          app.log.error({ err: error }, 'staff channel: could not apply a frame');
          reply({ type: 'error', data: { message: MESSAGES.agentActionFailed } });
        });
      },
    });

    /**
     * `agentStatusUpdate` ({status, reason?}) does what POST /event does (the once-per-hour pause
     * included) and is answered `agentStatus`, or `error` with the catalogue's sentence; other
     * frames are dropped. A session that ended meanwhile changes nothing.
     */
    async function applyStaffFrame(staff: ChannelMember, frame: ClientFrame, reply: (event: StaffChannelEvent) => void): Promise<void> {
      if (frame.type !== 'agentStatusUpdate') return;
      if (!(await app.sessions.isLive(staff.sessionId))) return;
      const data = frame.data && typeof frame.data === 'object' ? frame.data : {};
      const parsed = agentStatusEventSchema.safeParse({ ...data, event: 'agent-status-update' });
      if (!parsed.success) {
        reply({ type: 'error', data: { message: parsed.error.issues[0]?.message ?? MESSAGES.agentActionFailed } });
        return;
      }
      try {
        reply({ type: 'agentStatus', data: await app.agents.workSession.update(staff.memberId, parsed.data) });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        reply({ type: 'error', data: { message: error.message } });
      }
    }
    // Both channels' deliveries go through one fan-out (Redis pub/sub on one topic with REDIS_URL,
    // in process otherwise): what one turn publishes to both, such as a member's `newMessage`, new
    // balance and the staff's `messageQueued`, is one Redis message each instance reads once.
    const deliver = (delivery: AnyDelivery) => (delivery.staff ? staffHub.deliver(delivery) : hub.deliver(delivery));
    const channels: FanOut<AnyDelivery> = app.config.redisUrl
      ? await redisFanOut<AnyDelivery>({
          url: app.config.redisUrl,
          channel: `${app.config.redisChannelPrefix}:channels`,
          deliver,
          log: app.log,
        })
      : inProcessFanOut<AnyDelivery>(deliver);
    const fanOut = { publish: (delivery: UserChannelDelivery) => channels.publish(delivery) };
    const staffFanOut = { publish: (delivery: StaffDelivery) => channels.publish({ ...delivery, staff: true }) };

    const queueCounts = createQueueCountsPusher({
      scopesOf: (brandIds) => app.agents.scope.scopesOf(brandIds),
      counts: (brandIds) => app.messaging.staffQueue.counts(brandIds),
      publish: (agentIds, event) => staffFanOut.publish({ memberId: agentIds, event }),
      // One instance pushes a scope's counts per window, to every instance's sockets.
      claimWindow: (key, ms) => channels.claimWindow(`queue-counts:${key}`, ms),
      log: app.log,
    });

    presence = createConversationPresence({
      viewers: app.messaging.viewers,
      checkAccess: (staff, conversationId) => app.messaging.checkStaffAccess(staff, conversationId),
      publish: (agentId, event) => staffFanOut.publish({ memberId: agentId, event }),
      clock: app.clock,
      heartbeatMs: app.config.realtimeHeartbeatMs,
      log: app.log,
    });

    const staffChannel: StaffChannel = {
      join: (socket, staff, early) =>
        staffHub.attach(socket, { memberId: staff.agentId, sessionId: staff.sessionId, role: staff.role }, early),
    };

    const userChannel: UserChannel = {
      join: (socket, member, early) => hub.attach(socket, member, early),
      socketCount: (memberId) => hub.socketCount(memberId),
    };
    app.decorate('realtime', { userChannel, staffChannel });

    // The one road to the sockets: domain events, published by one publisher.
    const unsubscribe = publishDomainEvents(app.domainEvents, {
      publishToMember: (memberId, event, options = {}) => fanOut.publish({ memberId, event, exceptSessionId: options.exceptSessionId }),
      // Only the staff of the event's brand hear it. Their list is in memory (agents/staff-directory.ts)
      // nearly always: then the event is published in the same turn as the member's own, and joins them.
      publishToStaff: async (event) => {
        const brandId = Number(event.data.brandId);
        const staff = app.agents.scope.knownStaffOf(brandId) ?? (await app.agents.scope.staffOf(brandId));
        if (staff.length > 0) await staffFanOut.publish({ memberId: staff, event });
      },
      publishToStaffMember: (agentId, event, options = {}) =>
        staffFanOut.publish({ memberId: agentId, event, exceptSessionId: options.exceptSessionId }),
      // Who has it open: sockets heard from within two heartbeats (as who-else-is-looking counts
      // them), and only staff who still work for the brand.
      staffViewing: async (place, brandId) => {
        const since = new Date(app.clock().getTime() - 2 * app.config.realtimeHeartbeatMs);
        const [viewing, staff] = await Promise.all([
          'conversationId' in place
            ? app.messaging.viewers.viewersOf(place.conversationId, since).then((rows) => rows.map((row) => row.agentId))
            : app.messaging.viewers.viewersOfSubject(place.memo, place.subjectId, since),
          app.agents.scope.staffOf(brandId),
        ]);
        return viewing.filter((agentId) => staff.includes(agentId));
      },
      queueChanged: (brandIds) => queueCounts.changed(brandIds),
      log: app.log,
    });

    app.addHook('onClose', async () => {
      unsubscribe();
      await queueCounts.close();
      hub.close();
      staffHub.close();
      await channels.close();
    });

    // The socket's token is checked by the route itself (browsers send no headers on a websocket).
    await app.register(routeFolder('public', realtimeRoutes));
  },
  { name: 'realtime domain', dependencies: ['config', 'events', 'sessions', 'websocket', 'agents domain', 'messaging domain'] },
);
