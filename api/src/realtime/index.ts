// The realtime domain (`app.realtime`): the user channel's server side (member spec §7) and the
// staff channel's (agent spec §7): this process's hubs of sockets and the fan-out that gets each
// delivery to every instance (Redis pub/sub with REDIS_URL, in process otherwise), and their
// routes, GET /ws/user and /ws/agent (routes/channels). Nothing publishes to a socket directly:
// services emit domain events and the one publisher (publisher.ts) turns them into channel events.
// The websocket support itself is registered before every route (plugins/app/websocket.ts).
import type { StaffChannelEvent } from '@heartline/contracts/schemas';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { routeFolder } from '../plugins/app/route-access';
import { inProcessFanOut, redisFanOut, type FanOut } from './fan-out';
import { publishDomainEvents } from './publisher';
import { createUserChannelHub, type ChannelDelivery, type ChannelMember } from './user-channel-hub';
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
  join(socket: WebSocket, staff: { agentId: number; sessionId: string }, early?: RawData[]): void;
}

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
    const staffHub = createUserChannelHub<StaffChannelEvent>(hubOptions);
    /** The fan-out of one channel: Redis pub/sub on its own topic with REDIS_URL, in process otherwise. */
    const fanOutFor = <D extends ChannelDelivery<{ type: string }>>(topic: string, deliver: (delivery: D) => void): Promise<FanOut<D>> =>
      app.config.redisUrl
        ? redisFanOut<D>({ url: app.config.redisUrl, channel: `${app.config.redisChannelPrefix}:${topic}`, deliver, log: app.log })
        : Promise.resolve(inProcessFanOut<D>(deliver));
    const fanOut = await fanOutFor('user-channel', hub.deliver.bind(hub));
    const staffFanOut = await fanOutFor('staff-channel', staffHub.deliver.bind(staffHub));

    const staffChannel: StaffChannel = {
      join: (socket, staff, early) => staffHub.attach(socket, { memberId: staff.agentId, sessionId: staff.sessionId }, early),
    };

    const userChannel: UserChannel = {
      join: (socket, member, early) => hub.attach(socket, member, early),
      socketCount: (memberId) => hub.socketCount(memberId),
    };
    app.decorate('realtime', { userChannel, staffChannel });

    // The one road to the sockets: domain events, published by one publisher.
    const unsubscribe = publishDomainEvents(app.domainEvents, {
      publishToMember: (memberId, event, options = {}) => fanOut.publish({ memberId, event, exceptSessionId: options.exceptSessionId }),
      // Only the staff of the event's brand hear it (their scope, read afresh for each event).
      publishToStaff: async (event) => {
        const staff = await app.agents.scope.staffOf(Number(event.data.brandId));
        await Promise.all(staff.map((agentId) => staffFanOut.publish({ memberId: agentId, event })));
      },
      publishToStaffMember: (agentId, event, options = {}) =>
        staffFanOut.publish({ memberId: agentId, event, exceptSessionId: options.exceptSessionId }),
      log: app.log,
    });

    app.addHook('onClose', async () => {
      unsubscribe();
      hub.close();
      staffHub.close();
      await Promise.all([fanOut.close(), staffFanOut.close()]);
    });

    // The socket's token is checked by the route itself (browsers send no headers on a websocket).
    await app.register(routeFolder('public', realtimeRoutes));
  },
  { name: 'realtime domain', dependencies: ['config', 'events', 'sessions', 'websocket', 'agents domain', 'messaging domain'] },
);
