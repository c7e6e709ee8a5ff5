// A console closed without logging out (issue 27 item 1): its session is seen on every request
// and every heartbeat of its socket (sessions/session-service.ts); with neither for two heartbeats
// (STAFF_SESSION_LAPSE_HEARTBEATS × REALTIME_HEARTBEAT_MS, 120 s) it lapses: the session ends,
// the agent goes offline and its claims go back to the queue, so signing in again is not refused
// 'Agent is already logged-in' until the token would have expired. Checked on each sign-in (for
// that agent) and swept every STAFF_LAPSE_SWEEP_MS on every API instance (the statements are idempotent).
import type { FastifyInstance } from 'fastify';
import type { AgentsRepository } from './repositories/agents';

export const STAFF_SESSION_LAPSE_HEARTBEATS = 2;

export interface SessionLapse {
  /** Ends the agent's lapsed sessions, if any (before its sign-in is judged). */
  endFor(agentId: number): Promise<void>;
  /** Ends every lapsed staff session; answers the agents whose session ended. */
  sweep(): Promise<number[]>;
}

export function createSessionLapse(
  deps: Pick<FastifyInstance, 'sessions' | 'domainEvents' | 'clock'> & {
    repositories: { agents: AgentsRepository };
    heartbeatMs: number;
    /** Read while a request is answered: the messaging domain is built after this one. */
    releaseClaims: (agentId: number) => Promise<number>;
  },
): SessionLapse {
  const lapseMs = STAFF_SESSION_LAPSE_HEARTBEATS * deps.heartbeatMs;

  async function end(agentIds: readonly number[]): Promise<number[]> {
    const ended = [...new Set(agentIds)];
    for (const agentId of ended) {
      await deps.repositories.agents.setStatus(agentId, 'offline', deps.clock());
      await deps.releaseClaims(agentId);
      // Its sockets are gone, or a sleeping tab wakes to this.
      deps.domainEvents.emit('staff.logout', { agentId, reason: 'session-revoked' });
    }
    return ended;
  }

  const before = () => new Date(deps.clock().getTime() - lapseMs);

  return {
    async endFor(agentId) {
      await end(await deps.sessions.revokeUnseen('agent', before(), agentId));
    },
    async sweep() {
      return end(await deps.sessions.revokeUnseen('agent', before()));
    },
  };
}
