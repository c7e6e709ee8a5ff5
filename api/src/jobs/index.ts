// The jobs domain (`app.jobs`): the one job scheduler (scheduler.ts, pg-boss) for work that
// outlives a request: mail, membership renewals, payment reconciliation. Domains define their
// queues while the app is built; the workers start once the app is ready and stop before the
// database closes.
import fp from 'fastify-plugin';
import { createJobScheduler, type JobScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobScheduler;
  }
}

export default fp(
  async (app) => {
    const jobs = await createJobScheduler({ connection: app.dbConnection, pollSeconds: app.config.jobPollSeconds, log: app.log });
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.startWorkers());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
