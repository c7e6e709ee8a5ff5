// The agent's work session on the server (agent spec §4): online, paused on a break with a reason
// (once per hour, enforced here too: 'You can only pause once per hour! Left: {time}'), offline.
// A break or the end of a session gives the agent's claimed conversations back to the queue.
import { BREAK_INTERVAL_S, MESSAGES, formatTimeLeft, msUntilPauseAllowed, pauseOncePerHour } from '@heartline/contracts/rules';
import type { AgentStatusEvent, AgentStatusResponse } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import type { AgentStatusRow, AgentsRepository } from './repositories/agents';

export interface WorkSession {
  update(agentId: number, event: AgentStatusEvent): Promise<AgentStatusResponse>;
}

export function createWorkSession(
  deps: Pick<FastifyInstance, 'clock'> & {
    repositories: { agents: AgentsRepository };
    /** Read while a request is answered: the messaging domain is built after this one. */
    releaseClaims: (agentId: number) => Promise<number>;
  },
): WorkSession {
  const { agents } = deps.repositories;
  const answer = (row: AgentStatusRow, released: number): AgentStatusResponse => ({
    status: row.status,
    statusLastUpdate: row.statusUpdatedAt?.toISOString() ?? null,
    reason: row.statusReason,
    pauseAllowedAt: row.lastPauseAt ? new Date(row.lastPauseAt.getTime() + BREAK_INTERVAL_S * 1000).toISOString() : null,
    released,
  });
  return {
    async update(agentId, event) {
      const now = deps.clock();
      let row: AgentStatusRow | null;
      if (event.status === 'paused') {
        row = await agents.pause(agentId, event.reason?.trim() || null, now, new Date(now.getTime() - BREAK_INTERVAL_S * 1000));
        if (!row) {
          const current = await agents.statusOf(agentId);
          if (!current) throw new HttpError(404, MESSAGES.forbidden);
          throw new HttpError(409, pauseOncePerHour(formatTimeLeft(msUntilPauseAllowed(current.lastPauseAt, now))));
        }
      } else {
        row = await agents.setStatus(agentId, event.status, now);
        if (!row) throw new HttpError(404, MESSAGES.forbidden);
      }
      const released = event.status === 'online' ? 0 : await deps.releaseClaims(agentId);
      return answer(row, released);
    },
  };
}
