// Staff sign-in for the agent console: one live session per agent.
import { MESSAGES } from '@heartline/contracts/rules';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import type { SessionGrant } from '../sessions/session-service';
import { HttpError } from '../http-error';
import type { AgentsRepository } from './repositories/agents';
import type { SessionLapse } from './session-lapse';

export interface AgentSignIn {
  /**
   * 401 for an unknown name or a wrong password alike; 409 while the agent has a live session,
   * unless `takeOver`: then that session ends at once ('New device login' on its sockets). A
   * disabled agent is refused 403 (after its password matched).
   */
  withPassword(username: string, password: string, takeOver?: boolean): Promise<SessionGrant>;
}

export function createAgentSignIn(
  deps: Pick<FastifyInstance, 'sessions' | 'domainEvents'> & {
    repositories: { agents: AgentsRepository };
    /** A console closed without logging out holds no session past its lapse (session-lapse.ts). */
    sessionLapse: Pick<SessionLapse, 'endFor'>;
  },
): AgentSignIn {
  const { agents } = deps.repositories;
  return {
    async withPassword(username, password, takeOver = false) {
      const credentials = await agents.findCredentials(username);
      const passwordMatches = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !passwordMatches) throw new HttpError(401, MESSAGES.invalidCredentials);
      if (credentials.disabled) throw new HttpError(403, MESSAGES.agentDisabled);
      const subject = { kind: 'agent' as const, id: credentials.id, role: credentials.role };
      await deps.sessionLapse.endFor(credentials.id);
      if (takeOver) {
        const ended = await deps.sessions.revokeAllFor(subject);
        const grant = await deps.sessions.openIfNoneLive(subject);
        // Another device took over at the same moment: it holds the one session.
        if (!grant) throw new HttpError(409, MESSAGES.agentAlreadyLoggedIn);
        // Published before the answer leaves, so before the new device can open a socket of its own.
        if (ended > 0) deps.domainEvents.emit('staff.logout', { agentId: credentials.id, reason: 'new-device-login' });
        return grant;
      }
      const grant = await deps.sessions.openIfNoneLive(subject);
      if (!grant) throw new HttpError(409, MESSAGES.agentAlreadyLoggedIn);
      return grant;
    },
  };
}
