// Staff sign-in for the agent console: one live session per agent.
import { MESSAGES } from '@heartline/contracts/rules';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import type { SessionGrant } from '../sessions/session-service';
import { HttpError } from '../http-error';
import type { AgentsRepository } from './repositories/agents';

export interface AgentSignIn {
  /** 401 for an unknown name or a wrong password alike; 409 while the agent has a live session. */
  withPassword(username: string, password: string): Promise<SessionGrant>;
}

export function createAgentSignIn(deps: Pick<FastifyInstance, 'sessions'> & { repositories: { agents: AgentsRepository } }): AgentSignIn {
  const { agents } = deps.repositories;
  return {
    async withPassword(username, password) {
      const credentials = await agents.findCredentials(username);
      const passwordMatches = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !passwordMatches) throw new HttpError(401, MESSAGES.invalidCredentials);
      const grant = await deps.sessions.openIfNoneLive({ kind: 'agent', id: credentials.id, role: credentials.role });
      if (!grant) throw new HttpError(409, MESSAGES.agentAlreadyLoggedIn);
      return grant;
    },
  };
}
