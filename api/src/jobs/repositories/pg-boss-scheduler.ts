// The job scheduler: pg-boss over the API's own database (PGlite through its adapter, or a small
// pool of its own on PostgreSQL). Its jobs are rows, so they outlive a restart; a worker takes a
// job with `for update skip locked`, so with several API instances each job runs on one of them;
// a failed job is retried with a growing delay. Work that must not happen twice (a charge) still
// carries its own guard in the domain: a job may run again after a crash mid-way.
// A job due now is taken at once by this instance's worker (pg-boss's notifyWorker), so the poll
// (JOB_POLL_SECONDS) is only the backstop for jobs due later (startAfter, retries, cron slots) or
// left by an instance that stopped: an idle instance does not query the database every second.
import { PgBoss, fromPglite, type Job } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection } from '../../db/client';
import type { JobScheduler, QueueDefinition } from '../scheduler';

export interface SchedulerOptions {
  connection: DatabaseConnection;
  pollSeconds: number;
  log: FastifyBaseLogger;
}

const SCHEMA = 'jobs';
/** Connections of the scheduler's own pool on PostgreSQL (its polls are small and short). */
const POSTGRES_POOL_SIZE = 3;
/** The most jobs `jobs()` lists. */
const JOBS_LISTED = 1_000;

export async function createJobScheduler({ connection, pollSeconds, log }: SchedulerOptions): Promise<JobScheduler> {
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', schema: SCHEMA })
      : new PgBoss({ connectionString: connection.connectionString, max: POSTGRES_POOL_SIZE, schema: SCHEMA });
  boss.on('error', (error) => log.error({ err: error }, 'the job scheduler failed'));
  await boss.start();
  const definitions = new Map<string, QueueDefinition<object>>();
  /** queue → this instance's worker on it. */
  const workers = new Map<string, string>();
  let started = false;

  return {
    define(queue, definition) {
      if (started) throw new Error(`queue ${queue} defined after the workers started`);
      definitions.set(queue, definition as QueueDefinition<object>);
    },
    async send(queue, data, options = {}) {
      if (!definitions.has(queue)) throw new Error(`no queue named ${queue}`);
      const id = await boss.send(queue, data, options.startAfter ? { startAfter: options.startAfter } : {});
      // Due now: the worker fetches it at once instead of at its next poll.
      const worker = workers.get(queue);
      if (!options.startAfter && worker) boss.notifyWorker(worker);
      return id;
    },
    async startWorkers() {
      started = true;
      for (const [queue, definition] of definitions) {
        await boss.createQueue(queue, {
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 300,
          deleteAfterSeconds: definition.deleteAfterSeconds ?? 7 * 86_400,
        });
        const worker = await boss.work<object>(
          queue,
          { pollingIntervalSeconds: pollSeconds, batchSize: 1 },
          async (jobs: Job<object>[]) => {
            for (const job of jobs) {
              try {
                await definition.handler(job.data, { id: job.id, retryCount: job.retryCount });
              } catch (error) {
                log.warn({ err: error, queue, jobId: job.id }, 'a job failed; it is retried later');
                throw error;
              }
            }
          },
        );
        workers.set(queue, worker);
        if (definition.cron) await boss.schedule(queue, definition.cron);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
    async jobs(queue) {
      const found = await boss.findJobs<object>(queue, { limit: JOBS_LISTED });
      return found
        .toSorted((a, b) => b.createdOn.getTime() - a.createdOn.getTime())
        .map((job) => ({ id: job.id, state: job.state, data: job.data, retryCount: job.retryCount }));
    },
  };
}
