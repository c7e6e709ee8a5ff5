// What the job scheduler offers the domains (mail, renewals, reconciliation): queues with their
// handlers, sending a job, starting and stopping the workers. Its one implementation is pg-boss
// over the API's own database (repositories/pg-boss-scheduler.ts).

export interface QueueDefinition<T extends object> {
  /** Runs one job; throwing retries it later, up to `retryLimit` times. */
  handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>;
  retryLimit: number;
  /** The first retry's delay; each next one doubles it (with jitter). */
  retryDelaySeconds: number;
  /** A job running longer than this is taken as lost and retried. */
  expireInSeconds?: number;
  /** How long a finished job stays (a mail's job holds its text: it is kept only briefly). */
  deleteAfterSeconds?: number;
  /** A cron expression (UTC) on which one job is sent, by one instance only. */
  cron?: string;
}

export interface SendOptions {
  startAfter?: Date;
}

export interface JobScheduler {
  /** Names a queue and what runs its jobs; before the app is ready. */
  define<T extends object>(queue: string, definition: QueueDefinition<T>): void;
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Starts the workers of every defined queue (the app is ready). */
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
  /** The jobs of a queue, newest first (tests and diagnostics). */
  jobs(queue: string): Promise<{ id: string; state: string; data: unknown; retryCount: number }[]>;
}
