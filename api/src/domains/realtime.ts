// The real-time domain: the user channel's server side (member spec §7), this process's hub of
// member sockets and the fan-out that gets each delivery to every instance (Redis pub/sub with
// REDIS_URL, in process otherwise), and its route, GET /ws/user (routes/realtime). Domain events
// about members become channel events here; later features publish their own (newMessage,
// unreadMessageCount). The websocket support itself is registered before every route
// (plugins/app/websocket.ts).
import type { UserChannelEvent } from '@heartline/contracts/schemas';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import type { DomainEvents } from '../events/domain-events';
import { routeFolder } from '../plugins/app/route-access';
import { inProcessFanOut, redisFanOut, type FanOut } from '../realtime/fan-out';
import { createUserChannelHub, type ChannelMember } from '../realtime/user-channel-hub';
import realtimeRoutes from '../routes/realtime';

export interface PublishOptions {
  /** Leave out this session's sockets (the one that caused the event). */
  exceptSessionId?: string;
}

export interface UserChannel {
  /** Sends an event to every open socket of the member, on every API instance. */
  publish(memberId: number, event: UserChannelEvent, options?: PublishOptions): Promise<void>;
  /** Adds a socket whose token resolved to a live member session (the /ws/user route). */
  join(socket: WebSocket, member: ChannelMember, early?: RawData[]): void;
  /** Open sockets of the member on this instance. */
  socketCount(memberId: number): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    userChannel: UserChannel;
  }
}

export default fp(
  async (app) => {
    const hub = createUserChannelHub({
      heartbeatMs: app.config.realtimeHeartbeatMs,
      log: app.log,
      async isSessionLive(sessionId) {
        const session = await app.repositories.sessions.findById(sessionId);
        return session !== null && session.revokedAt === null && session.expiresAt.getTime() > app.clock().getTime();
      },
    });
    const deliver = hub.deliver.bind(hub);
    const fanOut: FanOut = app.config.redisUrl
      ? await redisFanOut({ url: app.config.redisUrl, channel: `${app.config.redisChannelPrefix}:user-channel`, deliver, log: app.log })
      : inProcessFanOut(deliver);

    const userChannel: UserChannel = {
      publish: (memberId, event, options = {}) => fanOut.publish({ memberId, event, exceptSessionId: options.exceptSessionId }),
      join: (socket, member, early) => hub.attach(socket, member, early),
      socketCount: (memberId) => hub.socketCount(memberId),
    };
    app.decorate('userChannel', userChannel);

    // Domain event listeners must not throw: a lost push is logged, the change itself stands.
    const publishQuietly = (memberId: number, event: UserChannelEvent, options?: PublishOptions) => {
      userChannel.publish(memberId, event, options).catch((error: unknown) => {
        app.log.error({ err: error, memberId, event: event.type }, 'user channel: could not publish');
      });
    };
    const onMemberUpdated = ({ memberId, credits, emailValidated }: DomainEvents['member.updated']) => {
      const data: { credits?: number; emailValidated?: boolean } = {};
      if (credits !== undefined) data.credits = credits;
      if (emailValidated !== undefined) data.emailValidated = emailValidated;
      publishQuietly(memberId, { type: 'userUpdate', data });
    };
    const onMemberLogout = ({ memberId, reason, exceptSessionId }: DomainEvents['member.logout']) => {
      publishQuietly(memberId, { type: 'logout', data: { reason } }, { exceptSessionId });
    };
    app.domainEvents.on('member.updated', onMemberUpdated);
    app.domainEvents.on('member.logout', onMemberLogout);

    app.addHook('onClose', async () => {
      app.domainEvents.off('member.updated', onMemberUpdated);
      app.domainEvents.off('member.logout', onMemberLogout);
      hub.close();
      await fanOut.close();
    });

    // The socket's token is checked by the route itself (browsers send no headers on a websocket).
    await app.register(routeFolder('public', realtimeRoutes));
  },
  { name: 'realtime domain', dependencies: ['config', 'events', 'sessions', 'websocket'] },
);
