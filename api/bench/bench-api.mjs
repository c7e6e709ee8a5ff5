// What the API benchmarks share: a PostgreSQL database made for the run, the built API started on
// a free port against it, and a demo sign-in.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { onPinnedNode } from '../../tooling/pinned-node.mjs';

// The API and the load generator on the project's Node.js, however the bench was started.
onPinnedNode();

export const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(apiRoot, '..');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PUBLIC_API_KEY = 'hl_public_bench';
/** The API instances' token key, which the bare send server checks tokens with too. */
const BENCH_JWT_SECRET = 'heartline-bench-secret';

async function admin(sql, params) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function databaseExists(name) {
  return (await admin('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
}

/**
 * Drops and creates `name` (or, with `reuse`, keeps it when it exists: an earlier run's seeded
 * data); answers its connection string and how to drop it again.
 */
export async function freshDatabase(name, { reuse = false } = {}) {
  if (!reuse) await admin(`drop database if exists ${name} with (force)`);
  if (!reuse || !(await databaseExists(name))) await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The API bundle to start: api/dist/server.js, or BENCH_API_SERVER (to compare two builds back to back). */
export const serverPath = process.env.BENCH_API_SERVER ?? join(apiRoot, 'dist/server.js');

export function ensureBuilt() {
  if (existsSync(serverPath)) return;
  if (process.env.BENCH_API_SERVER) throw new Error(`BENCH_API_SERVER: ${serverPath} does not exist`);
  console.log('api/dist/server.js is missing: building the API…');
  execSync('npm run build -w api', { cwd: repoRoot, stdio: 'inherit' });
}

/**
 * Bench API instances listen on 4300–4399: a known range, clear of the dev servers (4000), the
 * journeys (4100) and bench:web (4200). BENCH_PORT_FIRST and BENCH_PORT_LAST move it (two
 * benches on one machine each take a range of their own).
 */
const firstBenchPort = Number(process.env.BENCH_PORT_FIRST ?? 4300);
export const BENCH_PORTS = { first: firstBenchPort, last: Number(process.env.BENCH_PORT_LAST ?? firstBenchPort + 99) };
const portsHanded = new Set();

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first port of BENCH_PORTS (4300–4399) that is free and not handed out yet in this run; fails clearly when none is. */
async function freePort() {
  for (let port = BENCH_PORTS.first; port <= BENCH_PORTS.last; port++) {
    if (portsHanded.has(port)) continue;
    if (await portIsFree(port)) {
      portsHanded.add(port);
      return port;
    }
  }
  throw new Error(
    `no free port for a bench API in ${BENCH_PORTS.first}–${BENCH_PORTS.last}: all are taken (an earlier bench still running?)`,
  );
}

async function waitForHealth(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the API on ${base} exited with code ${child.exitCode} before it was healthy (was its port taken meanwhile?)`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not become healthy within ${timeoutMs / 1000} s`);
}

/** API processes still running: a benchmark that fails on the way does not leave them behind. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Ends a process this module started (SIGTERM) and waits until it has exited. */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Node's own flags for the API processes and the bare servers, from BENCH_API_NODE_ARGS: a CPU
 * profile of each under the bench's load (`BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`;
 * each writes its profile when it stops).
 */
const apiNodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

/**
 * Starts the API bundle (`server`, serverPath by default) on a free port of 4300–4399 against
 * `databaseUrl`, seeding `profilesPerBrand` on first start.
 */
export async function startApi(databaseUrl, { profilesPerBrand, env = {}, server = serverPath }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...apiNodeArgs, server], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      HEARTLINE_SEED_PROFILES_PER_BRAND: String(profilesPerBrand),
      HEARTLINE_MEDIA_DIR: join(repoRoot, '.data', 'bench-media'),
      JWT_SECRET: BENCH_JWT_SECRET,
      PUBLIC_API_KEY,
      AUTH_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      // The benches measure throughput: a second's stall on a machine shared with other work
      // must not turn /health into the 503 a load balancer reads (plugins/external/event-loop.ts).
      EVENT_LOOP_STALL_MS: '60000',
      // A first start seeds the bench's profiles: minutes on a busy 2-core machine.
      STARTUP_TIMEOUT_MS: '600000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const started = performance.now();
  await waitForHealth(base, child, 600_000);
  return {
    base,
    /** The API's process id, to read the CPU time it spent (see cpu-time.mjs). */
    pid: child.pid,
    startMs: performance.now() - started,
    stop: () => stopChild(child),
  };
}

/** Starts one of the bench's bare servers (`script`, in bench/) on a free port of 4300–4399 with `env`. */
async function startBareServer(script, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [...apiNodeArgs, join(apiRoot, 'bench', script)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before it listened`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    /** The server's process id, to read the CPU time it spent (see cpu-time.mjs). */
    pid: child.pid,
    stop: () => stopChild(child),
  };
}

/**
 * Starts floor-server.mjs (a bare Fastify with the API's pool, see there) on a free port of
 * 4300–4399 against `databaseUrl`, reading `brandId`'s profiles.
 */
export const startFloorServer = (databaseUrl, brandId) =>
  startBareServer('floor-server.mjs', { DATABASE_URL: databaseUrl, BRAND_ID: String(brandId) });

/**
 * Starts send-floor-server.mjs (a send's I/O with the API's libraries and nothing else, see there)
 * against `databaseUrl`, checking tokens with the bench API's JWT_SECRET; `env` names its Redis
 * (REDIS_URL, REDIS_CHANNEL) and its connections (PGAPPNAME).
 */
export const startSendFloorServer = (databaseUrl, env) =>
  startBareServer('send-floor-server.mjs', { DATABASE_URL: databaseUrl, JWT_SECRET: BENCH_JWT_SECRET, ...env });

/** Signs in the seeded demo member; answers the access token and the member's id. */
export async function signInDemo(base) {
  const response = await fetch(`${base}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': PUBLIC_API_KEY },
    body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const token = (await response.json()).access_token;
  return { token, id: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub };
}
