// The agents domain (`app.agents`): the staff of the agent console, their sign-in (one live
// session per agent), their scope (the brands they work for) and their work session. Routes:
// POST /agent/authenticate; GET /queue, GET /claim and POST /event (staff only), which serve the
// messaging domain's staff queue (`app.messaging.staffQueue`) within the agent's brands.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createAgentSignIn, type AgentSignIn } from './agent-sign-in';
import { createAgentsRepository } from './repositories/agents';
import consoleRoutes from './routes/console';
import agentRoutes from './routes/sign-in';
import { createWorkSession, type WorkSession } from './work-session';
import { createStaffManagement, type StaffManagement } from './staff-management';
import { createSessionLapse, type SessionLapse } from './session-lapse';
import { createStaffFiguresRepository } from './repositories/staff-figures';
import { createStaffFigures, type StaffFiguresService } from './staff-figures';
import staffRoutes from './routes/staff';
import { createStaffDirectory, STAFF_SCOPE_CHANNEL } from './staff-directory';
import { listenForNotifications } from '../db/notifications';

export interface AgentScope {
  /** The brands whose conversations the agent sees, claims and answers. */
  brandsOf(agentId: number): Promise<number[]>;
  /** The staff (not disabled) working for the brand: who hears its events on the staff channel. */
  staffOf(brandId: number): Promise<readonly number[]>;
  /** The same, at once, when the in-memory copy is loaded (staff-directory.ts); undefined otherwise. */
  knownStaffOf(brandId: number): readonly number[] | undefined;
  /** The staff (not disabled) working for any of the brands, each with all its brands: who gets new queue counts. */
  scopesOf(brandIds: readonly number[]): Promise<Array<{ agentId: number; brandIds: number[] }>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    agents: {
      signIn: AgentSignIn;
      scope: AgentScope;
      workSession: WorkSession;
      staff: StaffManagement;
      figures: StaffFiguresService;
      sessionLapse: SessionLapse;
    };
  }
}

export default fp(
  async (app) => {
    const repositories = { agents: createAgentsRepository(app.db, app.genericPlansDb), staffFigures: createStaffFiguresRepository(app.db) };
    // Who works for which brand, in memory while the database's notifications are heard.
    const directory = createStaffDirectory({
      all: (limit) => repositories.agents.allScopes(limit),
      staffOf: (brandId) => repositories.agents.staffOf(brandId),
      scopesOf: (brandIds) => repositories.agents.scopesOf(brandIds),
    });
    await directory.listen((handlers) => listenForNotifications(app.dbConnection, STAFF_SCOPE_CHANNEL, handlers, app.log));
    app.addHook('onClose', () => directory.close());
    const sessionLapse = createSessionLapse({
      repositories,
      sessions: app.sessions,
      domainEvents: app.domainEvents,
      clock: app.clock,
      heartbeatMs: app.config.realtimeHeartbeatMs,
      releaseClaims: (agentId) => app.messaging.staffQueue.release(agentId),
    });
    app.decorate('agents', {
      signIn: createAgentSignIn({ repositories, sessions: app.sessions, domainEvents: app.domainEvents, sessionLapse }),
      sessionLapse,
      scope: {
        brandsOf: (agentId) => repositories.agents.brandsOf(agentId),
        staffOf: (brandId) => directory.staffOf(brandId),
        knownStaffOf: (brandId) => directory.knownStaffOf(brandId),
        scopesOf: (brandIds) => directory.scopesOf(brandIds),
      },
      workSession: createWorkSession({
        repositories,
        clock: app.clock,
        releaseClaims: (agentId) => app.messaging.staffQueue.release(agentId),
      }),
      staff: createStaffManagement({
        repositories,
        sessions: app.sessions,
        domainEvents: app.domainEvents,
        clock: app.clock,
        releaseClaims: (agentId) => app.messaging.staffQueue.release(agentId),
      }),
      figures: createStaffFigures({ repositories, clock: app.clock }),
    });
    // Lapsed consoles are swept every STAFF_LAPSE_SWEEP_MS (a sign-in checks its own agent at once).
    if (app.config.staffLapseSweepMs > 0) {
      const sweep = setInterval(
        () => void sessionLapse.sweep().catch((error: unknown) => app.log.error({ err: error }, 'agents: could not sweep lapsed sessions')),
        app.config.staffLapseSweepMs,
      );
      sweep.unref();
      app.addHook('onClose', async () => clearInterval(sweep));
    }
    await app.register(routeFolder('anonymous', agentRoutes));
    await app.register(routeFolder('agent', consoleRoutes));
    await app.register(routeFolder('agent', staffRoutes));
  },
  { name: 'agents domain', dependencies: ['config', 'db', 'sessions', 'events'] },
);
