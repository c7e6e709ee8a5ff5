// Issue 22 item 2: the API stays responsive while it is attacked. The API runs as a process of
// its own (bundled from these sources), so its event loop is measured apart from the attacker:
// 50 of the worst bodies at once, again and again for a few seconds (deep nesting, 50,000 keys,
// 100,000-item arrays, 10 MB texts, truncated and malformed JSON, every content type), while
// another client asks GET /health every 50 ms. Every /health is answered within 200 ms and the
// loop's p99 delay (monitorEventLoopDelay, as /health reports it) stays under 100 ms.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { isCatalogueSentence } from '@heartline/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { findApiRoot } from '../../src/paths';
import { createTestDatabase, PUBLIC_API_KEY, TEST_MEDIA_DIR } from '../helpers/app';
import { freePort } from '../helpers/free-port';
import { scaledLimitMs } from '../helpers/time-scale';

const ATTACKERS = 50;
const ATTACK_MS = 4_000;
const HEALTH_EVERY_MS = 50;
// Longer on a slower machine (helpers/time-scale.ts): 300 and 125 ms on 2026-12-01's, 2.6 times slower.
const HEALTH_BUDGET_MS = scaledLimitMs(200);
const LOOP_P99_BUDGET_MS = scaledLimitMs(100);
const REQUEST_TIMEOUT_MS = 15_000;

const apiRoot = findApiRoot();
const buildFolder = `.test-build/flood-${randomBytes(4).toString('hex')}`;

interface Shape {
  name: string;
  contentType: string;
  body: Buffer;
}

const deep = (open: string, close: string, depth: number, inner = '') => open.repeat(depth) + inner + close.repeat(depth);
const text = (value: string) => Buffer.from(value);

/** The worst bodies we know, each as raw bytes (so a duplicate key or a broken text stays as written). */
const SHAPES: Shape[] = [
  // Just under the body limit (128 KiB), so the API reads them whole and its bounds refuse them.
  { name: '60,000 nested arrays', contentType: 'application/json', body: text(deep('[', ']', 60_000)) },
  { name: '20,000 nested objects', contentType: 'application/json', body: text(deep('{"a":', '}', 20_000, '1')) },
  {
    name: '10,000 keys',
    contentType: 'application/json',
    body: text(`{${Array.from({ length: 10_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`),
  },
  { name: 'a 60,000-item array', contentType: 'application/json', body: text(`{"username":[${'0,'.repeat(59_999)}0]}`) },
  { name: '8,000 duplicate keys', contentType: 'application/json', body: text(`{${'"username":"a",'.repeat(8_000)}"password":"b"}`) },
  { name: 'a 120 KB text of NUL escapes', contentType: 'application/json', body: text(`{"username":"${'\\u0000'.repeat(20_000)}"}`) },
  { name: 'lone surrogates', contentType: 'application/json', body: text(`{"username":"${'\\ud800'.repeat(5_000)}"}`) },
  { name: 'truncated JSON', contentType: 'application/json', body: text(`{"username":"demo","password":${'['.repeat(5)}`) },
  { name: 'malformed JSON', contentType: 'application/json', body: text(`{username:'demo',${'x'.repeat(120_000)}`) },
  { name: 'binary as JSON', contentType: 'application/json', body: randomBytes(120_000) },
  // Past the limit, from 200 KB to 10 MB: refused on the announced length.
  { name: '100,000 nested arrays', contentType: 'application/json', body: text(deep('[', ']', 100_000)) },
  {
    name: '50,000 keys',
    contentType: 'application/json',
    body: text(`{${Array.from({ length: 50_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`),
  },
  { name: 'a 100,000-item array', contentType: 'application/json', body: text(`{"username":[${'0,'.repeat(99_999)}0]}`) },
  { name: 'a 10 MB text', contentType: 'application/json', body: text(`{"username":"${'x'.repeat(10_000_000)}"}`) },
  // Every other content type, refused on its type.
  { name: 'XML', contentType: 'application/xml', body: text(`<a>${deep('<b>', '</b>', 20_000)}</a>`) },
  { name: 'a form', contentType: 'application/x-www-form-urlencoded', body: text('a=1&'.repeat(20_000)) },
  { name: 'multipart garbage', contentType: 'multipart/form-data; boundary=x', body: text('--x\r\n'.repeat(20_000)) },
  { name: 'plain text', contentType: 'text/plain', body: text('x'.repeat(100_000)) },
  { name: 'no content type', contentType: '', body: text(deep('[', ']', 50_000)) },
];

/**
 * GET /health every EVERY_MS until a line arrives on stdin, then the answers as JSON on stdout:
 * plain JS for a process of its own, so neither the attackers' work nor a busy test runner
 * delays it, only the API may.
 */
const HEALTH_CLIENT = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let stopped = false;
process.stdin.once('data', () => { stopped = true; });
const once = () => new Promise((resolve) => {
  const started = performance.now();
  const sent = http.get({ host: '127.0.0.1', port: Number(process.env.PORT), path: '/health', agent }, (response) => {
    let body = '';
    response.on('data', (chunk) => { body += chunk; });
    response.on('end', () => resolve({ status: response.statusCode, body, ms: performance.now() - started }));
  });
  sent.on('error', (error) => resolve({ status: 0, body: JSON.stringify({ message: error.message }), ms: performance.now() - started }));
});
(async () => {
  const answers = [];
  while (!stopped) {
    const next = performance.now() + Number(process.env.EVERY_MS);
    answers.push(await once());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  agent.destroy();
  process.stdout.write(JSON.stringify(answers), () => process.exit(0));
})();
`;

/**
 * The API and the /health client run ahead of the rest of the test run (other test files on
 * the same cores), as an instance has its machine to itself: the figures are the API's own.
 * Allowed to root, as on CI; elsewhere they keep the default priority.
 */
function runAhead(child: ChildProcess): void {
  try {
    setPriority(child.pid!, -10);
  } catch {
    // not permitted: measured as it is
  }
}

const ROUTES = ['/register', '/authenticate', '/customer-support', '/forgot-password', '/agent/authenticate'];

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function request(port: number, agent: http.Agent, path: string, method: string, contentType?: string, body?: Buffer): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'x-api-key': PUBLIC_API_KEY };
    if (contentType) headers['content-type'] = contentType;
    if (body) headers['content-length'] = body.length;
    const sent = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
      );
    });
    // A request that is never answered, or whose connection breaks before its answer, is an answer
    // of its own (status 0) that the test reports, not a hang.
    sent.setTimeout(REQUEST_TIMEOUT_MS, () => sent.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    sent.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: error.code ?? error.message, ms: performance.now() - started }),
    );
    sent.end(body);
  });
}

describe('the API under a flood of hostile bodies', () => {
  let api: ChildProcess | undefined;
  let port = 0;
  let dropDatabase: (() => Promise<void>) | undefined;
  let apiLog = '';

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ['build.mjs', '--outdir', buildFolder], { cwd: apiRoot, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`building the API failed: ${built.stderr}`);
    let databaseUrl: string | undefined;
    if (process.env.HEARTLINE_TEST_DB === 'postgres') {
      const database = await createTestDatabase();
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    port = await freePort();
    api = spawn(process.execPath, [join(buildFolder, 'server.js')], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        HEARTLINE_DATA_DIR: 'memory://',
        HEARTLINE_MEDIA_DIR: TEST_MEDIA_DIR,
        HEARTLINE_SEED_PROFILES_PER_BRAND: '20',
        HEARTLINE_OUTBOX_DIR: join(apiRoot, buildFolder, 'outbox'),
        AUTH_RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    runAhead(api);
    api.stdout?.on('data', (chunk: Buffer) => (apiLog += chunk.toString()));
    api.stderr?.on('data', (chunk: Buffer) => (apiLog += chunk.toString()));
    const agent = new http.Agent({ keepAlive: true });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await request(port, agent, '/health', 'GET').catch(() => undefined);
      if (answer?.status === 200) break;
      if (Date.now() > deadline || api.exitCode !== null) throw new Error(`the API did not start:\n${apiLog}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    agent.destroy();
  }, 120_000);

  afterAll(async () => {
    api?.kill('SIGTERM');
    if (api && api.exitCode === null) await new Promise((resolve) => api!.once('exit', resolve));
    await dropDatabase?.();
    rmSync(join(apiRoot, buildFolder), { recursive: true, force: true });
  });

  it('answers every /health within 200 ms, keeps its loop under 100 ms at p99, and refuses every body in catalogue words', async () => {
    const healthClient = spawn(process.execPath, ['-e', HEALTH_CLIENT], {
      env: { PATH: process.env.PATH, PORT: String(port), EVERY_MS: String(HEALTH_EVERY_MS) },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    runAhead(healthClient);
    let healthOutput = '';
    healthClient.stdout!.on('data', (chunk: Buffer) => (healthOutput += chunk.toString()));
    const healthDone = new Promise<Answer[]>((resolve) => healthClient.once('exit', () => resolve(JSON.parse(healthOutput) as Answer[])));
    const refused: { shape: string; route: string; answer: Answer }[] = [];

    // 50 attackers, each sending one hostile body after another, for ATTACK_MS.
    const attackEnds = performance.now() + ATTACK_MS;
    const attackAgent = new http.Agent({ keepAlive: true, maxSockets: ATTACKERS });
    await Promise.all(
      Array.from({ length: ATTACKERS }, async (_, attacker) => {
        for (let round = 0; performance.now() < attackEnds; round += 1) {
          const shape = SHAPES[(attacker + round) % SHAPES.length]!;
          const route = ROUTES[(attacker + round) % ROUTES.length]!;
          refused.push({
            shape: shape.name,
            route,
            answer: await request(port, attackAgent, route, 'POST', shape.contentType, shape.body),
          });
        }
      }),
    );
    healthClient.stdin!.end('stop\n');
    const health = await healthDone;
    attackAgent.destroy();

    expect(refused.length).toBeGreaterThanOrEqual(ATTACKERS * 2);
    // Each hostile request is refused in catalogue words (400, 413 or 415). A body announced past
    // the limit is answered 413 at once; a client still writing it may see the connection closed
    // instead (EPIPE, ECONNRESET): refused unread, either way.
    const outcomes = refused.map(({ shape, route, answer }) => {
      const overLimit = SHAPES.find((candidate) => candidate.name === shape)!.body.length > BODY_LIMIT_BYTES;
      if (answer.status === 0)
        return { shape, route, outcome: overLimit && ['EPIPE', 'ECONNRESET'].includes(answer.body) ? 'refused' : answer.body };
      const message = (JSON.parse(answer.body) as { message: string }).message;
      const inWords = [400, 413, 415].includes(answer.status) && isCatalogueSentence(message.replace(/^[^:]+: /, ''));
      return { shape, route, outcome: inWords ? 'refused' : `${answer.status} ${message}` };
    });
    expect(outcomes.filter(({ outcome }) => outcome !== 'refused')).toEqual([]);

    // At least one /health per 50 ms slot (less the time each takes) while the attack ran.
    expect(health.length).toBeGreaterThanOrEqual(ATTACK_MS / (HEALTH_EVERY_MS + HEALTH_BUDGET_MS));
    const slowest = Math.max(...health.map((answer) => answer.ms));
    const sorted = health.map((answer) => answer.ms).toSorted((a, b) => a - b);
    const loopP99 = Math.max(
      ...health.map((answer) => (JSON.parse(answer.body) as { eventLoop: { delayP99Ms: number } }).eventLoop.delayP99Ms),
    );
    console.info(
      `flood: ${refused.length} hostile requests refused in ${ATTACK_MS} ms; /health ${health.length} times, ` +
        `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${slowest.toFixed(1)} ms; event loop p99 at most ${loopP99} ms`,
    );
    expect(health.every((answer) => answer.status === 200)).toBe(true);
    expect(slowest).toBeLessThan(HEALTH_BUDGET_MS);
    expect(loopP99).toBeLessThan(LOOP_P99_BUDGET_MS);
  }, 60_000);

  it('answers a request Node cannot parse (oversized headers, a broken request line) in catalogue words too', async () => {
    const raw = (bytes: string) =>
      new Promise<string>((resolve) => {
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
      });
    const oversized = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
    const broken = await raw('GARBAGE / HTTP/9.9\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    for (const answer of [oversized, broken]) {
      const message = (JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { message: string }).message;
      expect(isCatalogueSentence(message)).toBe(true);
    }
  });
});
