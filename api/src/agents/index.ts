// The agents domain (`app.agents`): the staff of the agent console and their sign-in (one live
// session per agent); route POST /agent/authenticate.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createAgentSignIn, type AgentSignIn } from './agent-sign-in';
import { createAgentsRepository } from './repositories/agents';
import agentRoutes from './routes/sign-in';

declare module 'fastify' {
  interface FastifyInstance {
    agents: { signIn: AgentSignIn };
  }
}

export default fp(
  async (app) => {
    const repositories = { agents: createAgentsRepository(app.db) };
    app.decorate('agents', { signIn: createAgentSignIn({ repositories, sessions: app.sessions }) });
    await app.register(routeFolder('anonymous', agentRoutes));
  },
  { name: 'agents domain', dependencies: ['sessions'] },
);
