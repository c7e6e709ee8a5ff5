// The user channel's sockets in this process, by member (member spec §7). A socket joins once its
// token resolved to a live member session; it answers pings, and each ping re-checks the session,
// so a session revoked on any instance is told on its next heartbeat. Sockets silent for two
// heartbeats are dropped: the browser is gone, or its network is.
import { REALTIME_UNAUTHORISED_CLOSE, type UserChannelClientFrame, type UserChannelEvent } from '@heartline/contracts/schemas';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Duplex } from 'node:stream';
// Types only: at run time the sockets come from @fastify/websocket.
import type { RawData, WebSocket } from 'ws';

/** Any channel's frame: the user channel's, or the staff channel's (agent/realtime.ts of the contracts). */
export interface ChannelEvent {
  type: string;
}

/**
 * One event for one member's sockets (the staff channel: one staff member's sockets, key the
 * agent's id), or for several members' at once: what the fan-out carries between instances. An
 * event for a brand's staff is one delivery (one publish, one parse per instance, one
 * serialisation), not one per staff member.
 */
export interface ChannelDelivery<E extends ChannelEvent = UserChannelEvent> {
  memberId: number | readonly number[];
  event: E;
  /** The session that caused the event and must not get it (e.g. the one that changed the password). */
  exceptSessionId?: string;
}
export type UserChannelDelivery = ChannelDelivery<UserChannelEvent>;

export interface ChannelMember {
  memberId: number;
  sessionId: string;
  /** A staff socket's role (agent or admin), as its token said. */
  role?: string;
}

export interface UserChannelHub<E extends ChannelEvent = UserChannelEvent> {
  /** Adds a socket whose session was checked; `early` holds frames that arrived during the check. */
  attach(socket: WebSocket, member: ChannelMember, early?: RawData[]): void;
  /** Sends to this process's sockets of the member; a `logout` also closes them with 4401. */
  deliver(delivery: ChannelDelivery<E>): void;
  /** Open sockets of a member in this process. */
  socketCount(memberId: number): number;
  close(): void;
}

/** A frame a client sent that is not the heartbeat: its type and data, as parsed (not yet checked). */
export interface ClientFrame {
  type: string;
  data?: unknown;
}

/** One socket of a member: its id is random, of this process. */
export interface ChannelSocket extends ChannelMember {
  connectionId: string;
}

export interface UserChannelHubOptions<E extends ChannelEvent = UserChannelEvent> {
  heartbeatMs: number;
  /** A client frame other than `ping` (the staff channel's `agentStatusUpdate`); `reply` answers that socket only. Without it they are dropped. */
  onClientFrame?: (member: ChannelSocket, frame: ClientFrame, reply: (event: E) => void) => void;
  /** A socket answered a ping (it is alive), after its session was found live. */
  onHeartbeat?: (member: ChannelSocket) => void;
  /** A socket closed, was dropped as silent, or its session ended. */
  onDisconnect?: (member: ChannelSocket) => void;
  /** Whether the session is still live (not revoked, not expired). */
  isSessionLive: (sessionId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}

interface Connection extends ChannelSocket {
  socket: WebSocket;
  lastHeardAt: number;
}

const SILENT_HEARTBEATS_ALLOWED = 2;

export function sendEvent(socket: WebSocket, event: ChannelEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

/** The TCP sockets corked until this turn ends (see corkForTurn). */
const corked = new Set<Duplex>();

function uncorkAll(): void {
  for (const raw of corked) raw.uncork();
  corked.clear();
}

/**
 * Holds the socket's writes until the current turn ends: the frames one fan-out message brings a
 * socket (a member's send: its `newMessage` and the new balance) then leave in one write, not one
 * system call each. ws keeps its TCP socket as `_socket` (untyped); without one, nothing is held.
 */
function corkForTurn(socket: WebSocket): void {
  const raw = (socket as unknown as { _socket?: Duplex })._socket;
  if (!raw || corked.has(raw)) return;
  if (corked.size === 0) process.nextTick(uncorkAll);
  raw.cork();
  corked.add(raw);
}

/** Sends a frame already serialised (one event's text, shared by every socket it goes to). */
function sendFrame(socket: WebSocket, frame: string): void {
  if (socket.readyState !== socket.OPEN) return;
  corkForTurn(socket);
  socket.send(frame);
}

function parseFrame(data: RawData): UserChannelClientFrame | ClientFrame | null {
  try {
    const frame: unknown = JSON.parse(data.toString());
    if (!frame || typeof frame !== 'object') return null;
    const { type, data: payload } = frame as { type?: unknown; data?: unknown };
    if (type === 'ping') return { type: 'ping' };
    return typeof type === 'string' ? { type, data: payload } : null;
  } catch {
    return null;
  }
}

export function createUserChannelHub<E extends ChannelEvent = UserChannelEvent>({
  heartbeatMs,
  isSessionLive,
  log,
  onClientFrame,
  onHeartbeat,
  onDisconnect,
}: UserChannelHubOptions<E>): UserChannelHub<E> {
  const byMember = new Map<number, Set<Connection>>();
  const socketOf = ({ memberId, sessionId, role, connectionId }: Connection): ChannelSocket => ({
    memberId,
    sessionId,
    connectionId,
    ...(role === undefined ? {} : { role }),
  });

  function remove(connection: Connection): void {
    const set = byMember.get(connection.memberId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) byMember.delete(connection.memberId);
    onDisconnect?.(socketOf(connection));
  }

  function endSession(connection: Connection, event: UserChannelEvent & { type: 'logout' }): void {
    sendEvent(connection.socket, event);
    connection.socket.close(REALTIME_UNAUTHORISED_CLOSE, 'session ended');
    remove(connection);
  }

  async function onPing(connection: Connection): Promise<void> {
    // The heartbeat is answered at once (it measures the connection, not the database); the
    // session is re-checked behind it, and a session that ended gets its logout right after.
    sendEvent(connection.socket, { type: 'pong' });
    let live = true;
    try {
      live = await isSessionLive(connection.sessionId);
    } catch (error) {
      // A database hiccup is not a logout: check again on the next heartbeat.
      log.warn({ err: error }, 'user channel: could not re-check a session');
    }
    if (!live) endSession(connection, { type: 'logout', data: { reason: 'session-revoked' } });
    else onHeartbeat?.(socketOf(connection));
  }

  function onFrame(connection: Connection, data: RawData): void {
    connection.lastHeardAt = Date.now();
    const frame = parseFrame(data);
    if (frame?.type === 'ping') void onPing(connection);
    else if (frame && onClientFrame) {
      onClientFrame(socketOf(connection), frame, (event) => sendEvent(connection.socket, event));
    }
  }

  // Checks twice a heartbeat, so a silent socket goes between two and two and a half heartbeats.
  const sweep = setInterval(
    () => {
      const oldest = Date.now() - SILENT_HEARTBEATS_ALLOWED * heartbeatMs;
      for (const set of byMember.values()) {
        for (const connection of set) {
          if (connection.lastHeardAt < oldest) {
            connection.socket.terminate();
            remove(connection);
          }
        }
      }
    },
    Math.max(1, Math.floor(heartbeatMs / 2)),
  );
  sweep.unref();

  return {
    attach(socket, member, early = []) {
      if (socket.readyState !== socket.OPEN) return;
      const connection: Connection = { ...member, connectionId: randomUUID(), socket, lastHeardAt: Date.now() };
      let set = byMember.get(member.memberId);
      if (!set) byMember.set(member.memberId, (set = new Set()));
      set.add(connection);
      socket.on('message', (data) => onFrame(connection, data));
      socket.on('close', () => remove(connection));
      socket.on('error', (error) => log.debug({ err: error }, 'user channel socket error'));
      for (const data of early) onFrame(connection, data);
    },
    deliver({ memberId, event, exceptSessionId }) {
      let frame: string | undefined;
      for (const id of typeof memberId === 'number' ? [memberId] : memberId) {
        const set = byMember.get(id);
        if (!set) continue;
        for (const connection of set) {
          if (connection.sessionId === exceptSessionId) continue;
          if (event.type === 'logout') endSession(connection, event as unknown as UserChannelEvent & { type: 'logout' });
          else sendFrame(connection.socket, (frame ??= JSON.stringify(event)));
        }
      }
    },
    socketCount(memberId) {
      return byMember.get(memberId)?.size ?? 0;
    },
    close() {
      clearInterval(sweep);
      byMember.clear();
    },
  };
}
