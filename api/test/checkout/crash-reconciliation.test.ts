// A crash between the processor's charge and the credit, with a real process killed (issue 26
// "Reliability"): the built API runs as a child on PostgreSQL; told to (HEARTLINE_FAULT, honoured
// with NODE_ENV=test only) it SIGKILLs itself right after the sandbox processor charged the card
// and before the settlement. Started again on the same database (the sandbox's intents kept in
// their own file, as a real processor keeps them), its reconciliation settles the payment once:
// the balance rose once and the ledger sums to it; a second restart changes nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueSchema, orderSchema } from '@heartline/contracts/schemas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_AFTER_MS, RECONCILIATION_QUEUE } from '../../src/checkout/reconciliation';
import { findApiRoot } from '../../src/paths';
import { createTestDatabase, PUBLIC_API_KEY, TEST_MEDIA_DIR } from '../helpers/app';
import { freePort } from '../helpers/free-port';
import { cardForm, TEST_CARDS } from './checkout-helpers';

const apiRoot = findApiRoot();
const buildFolder = `.test-build/crash-${randomBytes(4).toString('hex')}`;
const HEARTLINE_SITE = 'http://localhost:3000';
const START_TIMEOUT_MS = 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')('a crash between the charge and the credit', () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: pg.Client;
  let api: ChildProcess | undefined;
  let port = 0;
  let log = '';

  async function startApi(extraEnv: Record<string, string> = {}): Promise<void> {
    port = await freePort();
    log = '';
    const child = spawn(process.execPath, [join(buildFolder, 'server.js')], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        HEARTLINE_MEDIA_DIR: TEST_MEDIA_DIR,
        HEARTLINE_SEED_PROFILES_PER_BRAND: '20',
        HEARTLINE_OUTBOX_DIR: join(apiRoot, buildFolder, 'outbox'),
        SANDBOX_STATE_FILE: join(apiRoot, buildFolder, 'sandbox-processor.json'),
        PUBLIC_API_KEY,
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api = child;
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the API did not start:\n${log}`);
      await wait(200);
    }
  }

  async function stopApi(): Promise<void> {
    const child = api;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }

  async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; json: T }> {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        'x-api-key': PUBLIC_API_KEY,
        origin: HEARTLINE_SITE,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as T };
  }

  /** The member's balance, their ledger's sum, and the payments of the order. */
  async function figures(memberId: number, orderId: number) {
    // One after another: one client runs one query at a time.
    const balance = await db.query<{ credits: number }>('select credits from users where id = $1', [memberId]);
    const ledger = await db.query<{ sum: number }>('select coalesce(sum(delta), 0)::int as sum from credit_ledger where user_id = $1', [
      memberId,
    ]);
    const paid = await db.query<{ reference: string }>(`select reference from credit_ledger where user_id = $1 and reason = 'purchase'`, [
      memberId,
    ]);
    const rows = await db.query<{ id: number; status: string; settled: boolean }>(
      'select id, status, settled_at is not null as settled from payments where order_id = $1 order by id',
      [orderId],
    );
    return {
      credits: balance.rows[0]!.credits,
      ledger: ledger.rows[0]!.sum,
      purchases: paid.rows.map((row) => row.reference),
      payments: rows.rows,
    };
  }

  /** Waits until a reconciliation run enqueued after `since` has completed. */
  async function reconciliationRanSince(since: Date): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await db.query<{ done: number }>(
        `select count(*)::int as done from jobs.job where name = $1 and state = 'completed' and created_on >= $2`,
        [RECONCILIATION_QUEUE, since],
      );
      if (rows[0]!.done > 0) return;
      if (Date.now() > deadline) throw new Error(`no reconciliation ran after the restart:\n${log}`);
      await wait(200);
    }
  }

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ['build.mjs', '--outdir', buildFolder], { cwd: apiRoot, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`building the API failed: ${built.stderr}`);
    database = await createTestDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await stopApi();
    await db?.end();
    await database?.drop();
    rmSync(join(apiRoot, buildFolder), { recursive: true, force: true });
  });

  it('settles the charged payment once on restart: the balance rose once, the ledger sums to it, and a second restart changes nothing', async () => {
    await startApi({ HEARTLINE_FAULT: 'after-charge' });
    const signedIn = await call<{ access_token: string }>('POST', '/authenticate', null, { username: 'demo', password: 'demo12345' });
    expect(signedIn.status).toBe(200);
    const token = signedIn.json.access_token;
    const memberId = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
    const catalogue = catalogueSchema.parse((await call('GET', '/catalogue', token)).json);
    const pack = catalogue.products.find((product) => product.interval === 0)!;
    const created = await call<unknown>('POST', '/order', token, {
      key: `crash-${randomBytes(4).toString('hex')}`,
      products: [pack._id],
      country: 'IE',
      currency: 'EUR',
    });
    expect(created.status).toBe(201);
    const order = orderSchema.parse(created.json);
    const before = await figures(memberId, Number(order._id));

    // The PATCH never gets its answer: the process is killed right after the charge.
    const exited = new Promise<NodeJS.Signals | null>((resolve) => api!.once('exit', (_code, signal) => resolve(signal)));
    const paying = await fetch(`http://127.0.0.1:${port}/order/${order._id}`, {
      method: 'PATCH',
      headers: {
        'x-api-key': PUBLIC_API_KEY,
        origin: HEARTLINE_SITE,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(cardForm(TEST_CARDS.approve)),
    }).then(
      () => 'answered',
      () => 'connection lost',
    );
    expect(paying).toBe('connection lost');
    expect(await exited).toBe('SIGKILL');

    // The processor charged; our database has not settled anything.
    const crashed = await figures(memberId, Number(order._id));
    expect(crashed.payments).toEqual([{ id: expect.any(Number), status: 'processing', settled: false }]);
    expect(crashed.credits).toBe(before.credits);
    const paymentId = crashed.payments[0]!.id;
    const kept = JSON.parse(readFileSync(join(apiRoot, buildFolder, 'sandbox-processor.json'), 'utf8')) as {
      intents: [string, { status: string; metadata: { paymentId: string } }][];
    };
    expect(kept.intents.filter(([, intent]) => intent.metadata.paymentId === String(paymentId)).map(([, intent]) => intent.status)).toEqual(
      ['succeeded'],
    );

    // The API comes back more than a minute later (no answer to the payment can still be on its
    // way: the reconciliation leaves younger ones alone), on the same database.
    await db.query(`update payments set created_at = created_at - make_interval(secs => $1) where id = $2`, [
      (RECONCILE_AFTER_MS + 1_000) / 1_000,
      paymentId,
    ]);
    const firstRestart = new Date();
    await startApi();
    await reconciliationRanSince(firstRestart);
    const mended = await figures(memberId, Number(order._id));
    expect(mended.payments).toEqual([{ id: paymentId, status: 'succeeded', settled: true }]);
    expect(mended.credits).toBe(before.credits + pack.credits);
    expect(mended.ledger).toBe(mended.credits);
    expect(mended.purchases.filter((reference) => reference === `payment:${paymentId}`)).toHaveLength(1);
    const polled = orderSchema.parse((await call('GET', `/order/${order._id}`, token)).json);
    expect(polled.lastTransaction?.status).toBe('success');

    // A second restart: its reconciliation finds nothing left to do.
    await stopApi();
    const secondRestart = new Date();
    await startApi();
    await reconciliationRanSince(secondRestart);
    expect(await figures(memberId, Number(order._id))).toEqual(mended);
  }, 180_000);
});
