// Staff of the agent console: their sign-in (one live session per agent).
import fp from 'fastify-plugin';
import { createAgentSignIn, type AgentSignIn } from './agent-sign-in';
import { provideRepositories } from '../plugins/app/repositories';
import { routeFolder } from '../plugins/app/route-access';
import { createAgentsRepository, type AgentsRepository } from './repositories/agents';
import agentRoutes from './routes/sign-in';

declare module '../plugins/app/repositories' {
  interface Repositories {
    agents: AgentsRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    agentSignIn: AgentSignIn;
  }
}

export default fp(
  async (app) => {
    provideRepositories(app, { agents: createAgentsRepository(app.db) });
    app.decorate('agentSignIn', createAgentSignIn(app));
    await app.register(routeFolder('anonymous', agentRoutes));
  },
  { name: 'agents domain', dependencies: ['sessions'] },
);
