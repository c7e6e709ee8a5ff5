// Builds the API for one test file on its own database: in-memory PGlite, or a fresh
// PostgreSQL database (HEARTLINE_TEST_DB=postgres) created, migrated and seeded here and
// dropped afterwards. Tests talk to it with `app.inject`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { PaymentProvider } from '../../src/checkout/payments/provider';
import type { Config } from '../../src/config';
import { IN_MEMORY_DATA_DIR } from '../../src/db/client';
import type { LogStream } from '../../src/logging/logger-options';
import { findApiRoot } from '../../src/paths';
import { postgresAdmin } from './postgres-admin';

export const PUBLIC_API_KEY = 'hl_public_local';
export const JWT_SECRET = 'heartline-test-secret';
export const anonymous = { 'x-api-key': PUBLIC_API_KEY } as const;

/**
 * Shared by every test file and kept between runs: a portrait is rendered on its first request
 * and kept, and uploads land in per-member folders with random names.
 */
export const TEST_MEDIA_DIR = join(findApiRoot(), '..', '.test-data', 'media');

/**
 * The margin a test leaves on either side of a time limit it steps over with `clock.advance`. The
 * test clock runs on real time too, and a slow machine may spend seconds between two steps.
 */
export const CLOCK_SLACK_MS = 20_000;

/** A clock the tests can move forward. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Receives the log lines (set `config.logLevel` to log anything). */
  logStream?: LogStream;
  /** Runs before the app is ready, e.g. to add a route only the test needs. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** The card processor instead of the app's own sandbox (one shared by two instances, or kept across a crash). */
  paymentProvider?: PaymentProvider;
}

/**
 * A fresh PostgreSQL database for one test file, a copy of the run's migrated template
 * (template-databases.ts): the app's own migration on it finds nothing to apply.
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `heartline_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await postgresAdmin((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: postgresAdmin.urlOf(name),
    drop: () => postgresAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** The configuration every test app runs with (setupTestApp's), on `databaseUrl` when given. */
export function testAppConfig(databaseUrl: string | undefined, overrides: Partial<Config> = {}): Partial<Config> {
  return {
    databaseUrl,
    dataDir: IN_MEMORY_DATA_DIR,
    // An in-memory database that starts migrated (template-databases.ts).
    pgliteTemplate: databaseUrl ? undefined : inject('pgliteTemplate'),
    mediaDir: TEST_MEDIA_DIR,
    // Answers must reflect each test's writes at once.
    profileListCacheMs: 0,
    profileTotalCacheMs: 0,
    redisUrl: undefined,
    jwtSecret: JWT_SECRET,
    jwtSecretIsDefault: false,
    publicApiKey: PUBLIC_API_KEY,
    tokenTtlSeconds: 3600,
    authRateLimitMax: 1000,
    // A proof of work a test solves in a millisecond or two.
    captchaPowMaxCounter: 200,
    logLevel: 'silent',
    // Tests move the clock by hours: lapsed staff sessions are ended only where a test asks.
    staffLapseSweepMs: 0,
    // Retried mails and jobs due later are found within half a second (the scheduler's shortest poll).
    jobPollSeconds: 0.5,
    // Mails of a test file go to its own throw-away folder, never the developer's outbox.
    outboxDir: mkdtempSync(join(tmpdir(), 'heartline-test-outbox-')),
    ...overrides,
  };
}

/** Starts an app before the file's tests and stops it (and drops its database) after them. */
export function setupTestApp(options: TestAppOptions = {}): TestApp {
  const context = { clock: new TestClock() } as TestApp;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const usePostgres = process.env.HEARTLINE_TEST_DB === 'postgres';
    let databaseUrl: string | undefined;
    if (usePostgres) {
      const database = await createTestDatabase();
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    context.app = await buildApp({
      config: testAppConfig(databaseUrl, options.config),
      clock: context.clock.now,
      logStream: options.logStream,
      paymentProvider: options.paymentProvider,
    });
    await options.beforeReady?.(context.app);
    await context.app.ready();
  });

  afterAll(async () => {
    await context.app?.close();
    await dropDatabase?.();
  });

  return context;
}

/** Redis for the tests that run two instances (HEARTLINE_TEST_REDIS_URL). */
export const TEST_REDIS_URL = process.env.HEARTLINE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two API instances on one PostgreSQL database with Redis (a channel prefix of their own), as
 * behind a load balancer; `config` is added to both. PostgreSQL only (two instances cannot share
 * an in-memory PGlite): call it inside `describe.runIf` on PostgreSQL.
 */
export function setupTwoInstancesOnRedis(config: Partial<Config> = {}): [TestApp, TestApp] {
  // One database for both instances, set before either starts (their config is read then).
  const shared: Partial<Config> = {
    redisUrl: TEST_REDIS_URL,
    redisChannelPrefix: `heartline-test-${randomBytes(6).toString('hex')}`,
    ...config,
  };
  let dropShared: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    shared.databaseUrl = database.url;
    dropShared = database.drop;
  });
  const instances: [TestApp, TestApp] = [setupTestApp({ config: shared }), setupTestApp({ config: shared })];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.app?.close()));
    await dropShared?.();
  });
  return instances;
}

/** Signs in through the API and answers the token response. */
export async function signIn(app: FastifyInstance, username: string, password: string, path = '/authenticate', origin?: string) {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...anonymous, ...(origin ? { origin } : {}) },
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access_token: string; token_type: 'Bearer'; expires_at: number };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
