// npm run bench:messages — sending messages under load, and how fast each reaches the member's
// other tab through Redis and the staff's queue (issue 11's speed goal: p99 ≤ 50 ms from POST to arrival).
//
// 1. Creates the database `heartline_bench_msg_<pid>` (BENCH_DATABASE names another) on
//    127.0.0.1:5432, so two runs at once never share one, and starts TWO built API
//    instances on it (ports 4300–4399) with REDIS_URL (redis://127.0.0.1:6379), as behind a load
//    balancer.
// 2. Adds BENCH_MEMBERS members in SQL (the demo member's password, 100,000 credits each, the
//    ledger's opening row so balance = ledger sum), signs each in, opens their conversation with a
//    profile, and opens two sockets per member, one on each instance: the member's two tabs. The
//    demo agent has a staff socket (/ws/agent) on each instance.
// 3. Sends BENCH_RATE messages a second (default 200), each from the next member with its own key,
//    alternately through A and B: first for BENCH_WARMUP_SECONDS (default 8) of warm-up, then for
//    BENCH_SECONDS (default 30) measured. Meanwhile a child process (health-load.mjs) runs
//    BENCH_HEALTH_CONNECTIONS loops (default 4) of GET /health on A as fast as they answer: in its
//    own process, so that it does not delay this process's timing of sends and frames.
// 4. Prints the machine's load average at the start and the end, then for the warm-up and the
//    measured window apart (same lines): the sends achieved per second, their latency, the time
//    from each POST leaving to its `newMessage` arriving on the member's tab on the OTHER instance
//    (through Redis) and on the tab on the same instance, and to its `messageQueued` arriving on
//    the staff sockets (both instances), p50/p95/p99, and /health's rate; then checks that every
//    frame arrived and that the credits spent, the messages stored and the ledger's message rows
//    agree (exit 1 if not).
// Pass --keep to keep the database, and --busy-core to keep one core busy with a separate process
// (a Node loop that spins for the whole run: the machine a member's browser or a build shares).
// The run fails (exit 1) when a p99 of the measured window is over LATENCY_BUDGET_MS. `--runs 5`
// runs it five times and prints each figure's median, minimum and maximum (messages-runs.mjs),
// and fails too when the median CPU a send in all is over 1.5 ms (CPU_BUDGET_MS there);
// BENCH_RESULT_FILE names a file a run writes its figures to (as JSON).
// It also prints, by second, the sends' p99, how late an idle process woke, and how long the
// commits' WAL flushes took (pg_stat_wal). BENCH_SYNCHRONOUS_COMMIT=off runs the bench's database
// with asynchronous commits: a diagnosis of what the flushes add, never the API's setting.
// BENCH_API_SERVER_B starts instance B from another build (say, a copy of api/dist from before a
// change): A and B carry the same traffic, so each instance's CPU per send, its own and its
// PostgreSQL connections' (named apart with PGAPPNAME), compares the two builds in the same
// minutes of the same machine.
// --floor runs the same members, sockets and load against two send-floor-server.mjs processes
// instead of the API instances (the API signs the members in and opens their conversations, then
// stops): a send's I/O with the API's libraries and nothing else, what a send could cost on this
// machine. FLOOR_BATCH_MS=n has them store the sends of n ms in one statement (see there).
import { fork, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiRoot, ensureBuilt, freshDatabase, startApi, startSendFloorServer } from './bench-api.mjs';
import { addMembers, openStaffSocket, openUserSocket, percentileOf, signInMember, signInStaff, summary } from './bench-clients.mjs';
import { startCpuReading } from './cpu-time.mjs';

const cliArgs = process.argv.slice(2);
const runsAt = cliArgs.indexOf('--runs');
if (runsAt >= 0) {
  const { runSeveral } = await import('./messages-runs.mjs');
  const rest = cliArgs.filter((_, index) => index !== runsAt && index !== runsAt + 1);
  process.exit(await runSeveral(fileURLToPath(import.meta.url), Number(cliArgs[runsAt + 1]), rest));
}

/** Issue 11's goal, and issue 25's with a busy core: p99 from a POST to each arrival, and to its answer. */
const LATENCY_BUDGET_MS = 50;

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/**
 * The warm-up compiles the API's paths and opens each instance's pool connections, every one a new
 * PostgreSQL process that parses and plans the send: its first seconds answer in one to three
 * seconds. After 3 s (the default until 2026-12-01) one run of five still had that backlog in the
 * measured window's first four seconds (p99 454, 200, 54, 110 ms, then 20–40).
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 8);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const HEALTH_CONNECTIONS = Number(process.env.BENCH_HEALTH_CONNECTIONS ?? 4);
const CREDITS = 100_000;
const BUSY_CORE = process.argv.includes('--busy-core');
/**
 * --floor: the sends and sockets go to two send-floor-server.mjs processes (the send's I/O with the
 * API's libraries and nothing else) instead of the API instances: what a send could cost here.
 */
const FLOOR = process.argv.includes('--floor');
/** The spinning process of --busy-core. */
let busyCore;
const PROFILES_PER_BRAND = 200;
/** How often the lateness probe wakes (startLatenessProbe). */
const PROBE_MS = 10;
/** How long the processes' CPU is read with the sockets open and nothing sent, before the sends. */
const IDLE_SECONDS = 3;

let keys = 0;
/**
 * The sends' connections, kept open between sends as a browser keeps its own. node:http rather than
 * fetch: the load generator shares the machine (and, with --busy-core, the one core left) with what
 * it measures, and fetch (undici) spent about 0.97 ms of this process's CPU a send with the four
 * frames each send brings back; see the README's "The load generator's own CPU".
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs `body` as JSON; answers the status and the parsed answer. */
function postJson(url, headers, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode, body: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function send(base, member, conversationId) {
  const started = performance.now();
  const { status, body } = await postJson(
    `${base}/conversation/${conversationId}/message`,
    { authorization: `Bearer ${member.token}` },
    {
      key: `bench-${process.pid}-${++keys}`,
      message: `Bench message ${keys}`,
      ...(conversationId === 'blank' ? { profileId: member.profileId } : {}),
    },
  );
  if (status !== 200) throw new Error(`send answered ${status}: ${JSON.stringify(body)}`);
  return { started, answered: performance.now(), body };
}

/**
 * How long the commits' WAL flushes took, by second (epoch seconds): a sampler of pg_stat_wal (the
 * whole server's) every 250 ms on its own connection, with `track_wal_io_timing` on for the bench's
 * database (set before the API connects; it needs a superuser, as the bench's PostgreSQL user is).
 * Each commit of a send waits for its WAL to reach the disk, so a second whose flushes took long is
 * a second whose sends waited. Backends report these counts when they go idle, at most once a
 * second each, so a flush may show in the second after it. `stop()` answers each second's flushes
 * and their time in ms.
 */
async function startWalFlushSampler(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-wal-reading' });
  await client.connect();
  const read = async () => (await client.query('select wal_sync::float8 as syncs, wal_sync_time::float8 as ms from pg_stat_wal')).rows[0];
  const bySecond = {};
  let last = await read();
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling
      .then(async () => {
        const now = await read();
        const second = Math.floor((performance.timeOrigin + performance.now()) / 1000);
        const bucket = (bySecond[second] ??= { syncs: 0, ms: 0 });
        bucket.syncs += now.syncs - last.syncs;
        bucket.ms += now.ms - last.ms;
        last = now;
      })
      .catch(() => undefined);
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      await client.end();
      return bySecond;
    },
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * A process that does nothing but wake every PROBE_MS and note how late it woke, by second (epoch
 * seconds): when the sends' tail and its lateness fall in the same seconds, the whole machine was
 * slow then (another tenant, the hypervisor), not the API. `stop()` answers the seconds' maxima; the
 * probe also ends with the bench (its IPC channel closes) if the bench fails before it stops it.
 */
function startLatenessProbe() {
  const code = `const late = {}; let last = performance.timeOrigin + performance.now();
    setInterval(() => { const now = performance.timeOrigin + performance.now(); const second = Math.floor(now / 1000);
      late[second] = Math.max(late[second] ?? 0, now - last - ${PROBE_MS}); last = now; }, ${PROBE_MS});
    process.on('message', () => process.send(late, () => process.exit(0)));
    process.on('disconnect', () => process.exit(0));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    stop: () => new Promise((resolve) => (child.once('message', resolve), child.send('stop'))),
  };
}

/** The /health load in its own process; `count()` answers how many it has had so far. */
async function startHealthLoad(base, loops) {
  const child = fork(join(apiRoot, 'bench', 'health-load.mjs'), [base, String(loops)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = [];
  child.on('message', (message) => {
    if (message.type === 'ready' || message.type === 'count' || message.type === 'stopped') waiting.shift()?.(message);
  });
  const next = () => new Promise((resolve) => waiting.push(resolve));
  let stopped;
  await next();
  return {
    count: async () => {
      const answer = next();
      child.send({ type: 'count' });
      return { count: (await answer).count, at: performance.now() };
    },
    stop: () => {
      stopped ??= child.exitCode === null ? (child.send({ type: 'stop' }), next()) : Promise.resolve();
      return stopped;
    },
  };
}

ensureBuilt();
console.log(`load average at the start (1, 5, 15 min): ${loadAverage()}  (${os.cpus().length} cores)`);
const database = await freshDatabase(process.env.BENCH_DATABASE ?? `heartline_bench_msg_${process.pid}`);
{
  // The WAL flushes' time (startWalFlushSampler), for every connection the API instances open.
  const setup = new pg.Client({ connectionString: database.url });
  await setup.connect();
  const name = new URL(database.url).pathname.slice(1);
  await setup.query(`alter database "${name}" set track_wal_io_timing = on`);
  // A diagnosis, never the API's setting: whether the commits' flushes make the tail (a send then
  // answers before its WAL is on the disk).
  if (process.env.BENCH_SYNCHRONOUS_COMMIT === 'off') {
    await setup.query(`alter database "${name}" set synchronous_commit = off`);
    console.log('synchronous_commit is off for this run (BENCH_SYNCHRONOUS_COMMIT): a diagnosis, not the API as it runs');
  }
  await setup.end();
}
const env = { REDIS_URL, REDIS_CHANNEL_PREFIX: `bench-msg-${process.pid}`, AUTH_RATE_LIMIT_MAX: '1000000' };
/** The application_name of each instance's PostgreSQL connections (pg-boss names its own). */
const APP_NAMES = ['heartline-bench-a', 'heartline-bench-b'];
const SERVER_B = process.env.BENCH_API_SERVER_B;
const a = await startApi(database.url, { profilesPerBrand: PROFILES_PER_BRAND, env: { ...env, PGAPPNAME: APP_NAMES[0] } });
const b = await startApi(database.url, {
  profilesPerBrand: PROFILES_PER_BRAND,
  env: { ...env, PGAPPNAME: APP_NAMES[1] },
  ...(SERVER_B ? { server: SERVER_B } : {}),
});
const instances = [a, b];
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const sockets = [];
let healthLoad;
let failed = false;
/** The measured window's figures (BENCH_RESULT_FILE, --runs). */
let measuredFigures = {};
try {
  const { members } = await addMembers(client, { count: MEMBERS, credits: CREDITS });
  // instance index → messageId → when its frame arrived there (the member's tab, the staff socket).
  const tabArrivals = instances.map(() => new Map());
  const staffArrivals = instances.map(() => new Map());
  const agentToken = await signInStaff(a.base);
  for (const member of members) {
    member.token = await signInMember(a.base, member.username);
    const opened = await send(a.base, member, 'blank');
    member.conversationId = opened.body.conversation._id;
  }
  if (FLOOR) {
    // The members, their tokens and conversations are the API's; the sends and sockets go to the
    // bare servers from here on.
    await Promise.all([a.stop(), b.stop()]);
    const channel = `${env.REDIS_CHANNEL_PREFIX}:floor`;
    instances.splice(
      0,
      2,
      ...(await Promise.all(
        APP_NAMES.map((name) => startSendFloorServer(database.url, { REDIS_URL, REDIS_CHANNEL: channel, PGAPPNAME: name })),
      )),
    );
  }
  for (const [index, instance] of instances.entries()) {
    sockets.push(
      await openStaffSocket(instance.base, agentToken, (frame, at) => {
        if (frame.type === 'messageQueued') staffArrivals[index].set(frame.data.messageId, at);
      }),
    );
    for (const member of members) {
      sockets.push(
        await openUserSocket(instance.base, member.token, (frame, at) => {
          if (frame.type === 'newMessage' && frame.data.senderType === 'user') tabArrivals[index].set(frame.data.messageId, at);
        }),
      );
    }
  }
  const [instanceA, instanceB] = instances;
  console.log(
    (FLOOR ? 'THE FLOOR (send-floor-server.mjs, not the API): ' : '') +
      `${MEMBERS} members with a tab (socket) on each of the instances A ${instanceA.base} and B ${instanceB.base}, a staff socket on each; ` +
      `${RATE} messages/s through A and B alternately, ${WARMUP_SECONDS} s of warm-up then ${SECONDS} s measured; ` +
      `${HEALTH_CONNECTIONS} /health loops on A from a child process\n`,
  );

  // What the processes spend with every socket open and nothing sent (timers, heartbeats, the job
  // scheduler's polls): a part of each send's CPU below that does not grow with the sends.
  const idleReadings = await Promise.all(instances.map((instance) => startCpuReading(database.url, instance.pid)));
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idle = await Promise.all(idleReadings.map((reading) => reading.stop()));
  const idleRate = (micros) => micros / IDLE_SECONDS / 1000;

  if (BUSY_CORE) {
    busyCore = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    console.log(`one core kept busy by a separate process (pid ${busyCore.pid}) for the whole run\n`);
  }
  healthLoad = await startHealthLoad(instances[0].base, HEALTH_CONNECTIONS);
  const phases = {
    warmup: { name: `warm-up (${WARMUP_SECONDS} s, not the result)`, sends: [], sent: [], failures: [], healthFrom: null, healthTo: null },
    measured: { name: `measured (${SECONDS} s)`, sends: [], sent: [], failures: [], healthFrom: null, healthTo: null },
  };
  const probe = startLatenessProbe();
  const walFlushes = await startWalFlushSampler(database.url);
  const began = performance.now();
  const measuredFrom = began + WARMUP_SECONDS * 1000;
  const until = measuredFrom + SECONDS * 1000;
  // CPU time of the measured window: each API process, and the PostgreSQL backends of the database.
  const startCpu = () => Promise.all(instances.map((instance) => startCpuReading(database.url, instance.pid)));
  let cpu = WARMUP_SECONDS > 0 ? undefined : startCpu();
  // This process's own CPU in the measured window: the members' side, which shares the machine
  // (and, with --busy-core, the one core left) with what is measured.
  let generatorFrom = WARMUP_SECONDS > 0 ? undefined : process.cpuUsage();
  phases.warmup.healthFrom = healthLoad.count();
  let phase = WARMUP_SECONDS > 0 ? phases.warmup : phases.measured;
  if (phase === phases.measured) phases.measured.healthFrom = phases.warmup.healthFrom;
  for (let index = 0; ; index++) {
    const due = began + (index * 1000) / RATE;
    if (due >= until) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (phase === phases.warmup && due >= measuredFrom) {
      phases.measured.healthFrom = phases.warmup.healthTo = healthLoad.count();
      cpu = startCpu();
      generatorFrom = process.cpuUsage();
      phases.warmup.endedAt = performance.now();
      phase = phases.measured;
    }
    const member = members[index % members.length];
    const through = index % 2;
    const current = phase;
    current.sends.push(
      send(instances[through].base, member, member.conversationId).then(
        ({ started, answered, body }) => {
          current.sent.push({ messageId: body.message._id, through, started, latency: answered - started });
        },
        (error) => {
          current.failures.push(error.code ?? error.cause?.code ?? error.message);
        },
      ),
    );
  }
  phases.measured.healthTo = healthLoad.count();
  for (const current of Object.values(phases)) {
    await Promise.all(current.sends);
    current.answeredAt = performance.now();
  }
  const spent = await Promise.all((await cpu).map((reading) => reading.stop()));
  const generatorSpent = process.cpuUsage(generatorFrom);
  const lateness = await probe.stop();
  const walBySecond = await walFlushes.stop();
  await healthLoad.stop();
  // Frames still on their way get a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));

  let missing = 0;
  for (const current of Object.values(phases)) {
    if (current.sends.length === 0) continue;
    const sendLatency = [];
    const otherTab = [];
    const sameTab = [];
    const staff = [];
    for (const { messageId, through, started, latency } of current.sent) {
      sendLatency.push(latency);
      for (const [index, arrivals] of tabArrivals.entries()) {
        const arrived = arrivals.get(messageId);
        if (arrived === undefined) missing += 1;
        else (index === through ? sameTab : otherTab).push(arrived - started);
      }
      for (const arrivals of staffArrivals) {
        const arrived = arrivals.get(messageId);
        if (arrived === undefined) missing += 1;
        else staff.push(arrived - started);
      }
    }
    const startedAt = current === phases.warmup ? began : measuredFrom;
    const elapsed = ((current === phases.warmup ? current.endedAt : current.answeredAt) - startedAt) / 1000;
    const [healthFrom, healthTo] = await Promise.all([current.healthFrom, current.healthTo]);
    const healthRate = (healthTo.count - healthFrom.count) / ((healthTo.at - healthFrom.at) / 1000);
    console.log(`${current.name}:`);
    console.log(
      `  sends:                                   ${(current.sent.length / elapsed).toFixed(0)} req/s achieved (${current.sent.length} in ${elapsed.toFixed(1)} s)`,
    );
    console.log(`  send latency (POST → answer):            ${summary(sendLatency)}`);
    // Where a tail comes from: a slow spell of a second or two, or spread over the window.
    const bySecond = [];
    for (const { started, latency } of current.sent) (bySecond[Math.floor((started - startedAt) / 1000)] ??= []).push(latency);
    console.log(
      `  send p99 by second (ms):                 ${bySecond.map((samples) => percentileOf(samples ?? [], 99).toFixed(0)).join(' ')}`,
    );
    const firstSecond = Math.floor((performance.timeOrigin + startedAt) / 1000);
    console.log(
      `  an idle process's lateness by second:    ${bySecond.map((_, second) => (lateness[firstSecond + second] ?? 0).toFixed(0)).join(' ')}`,
    );
    const walAt = (second) => walBySecond[firstSecond + second] ?? { syncs: 0, ms: 0 };
    console.log(`  WAL flushes' time by second (ms, sum):   ${bySecond.map((_, second) => walAt(second).ms.toFixed(0)).join(' ')}`);
    console.log(`  WAL flushes by second:                   ${bySecond.map((_, second) => walAt(second).syncs.toFixed(0)).join(' ')}`);
    console.log(`  POST → newMessage, tab on the other API: ${summary(otherTab)}`);
    console.log(`  POST → newMessage, tab on the same API:  ${summary(sameTab)}`);
    console.log(`  POST → messageQueued, staff on A and B:  ${summary(staff)}`);
    console.log(`  GET /health on A (child process):        ${healthRate.toFixed(0)} req/s`);
    if (current === phases.measured) {
      const p99s = Object.fromEntries(
        Object.entries({ sendP99: sendLatency, otherTabP99: otherTab, sameTabP99: sameTab, staffP99: staff }).map(([key, samples]) => [
          key,
          percentileOf(samples, 99),
        ]),
      );
      const over = Object.entries(p99s).filter(([, p99]) => !(p99 <= LATENCY_BUDGET_MS));
      if (over.length > 0) {
        failed = true;
        console.log(
          `  OVER BUDGET: p99 above ${LATENCY_BUDGET_MS} ms (${over.map(([key, p99]) => `${key} ${p99.toFixed(1)} ms`).join(', ')})`,
        );
      }
      const perSendMs = (micros) => micros / current.sent.length / 1000;
      measuredFigures = {
        ...p99s,
        cpuA: perSendMs(spent[0].api),
        cpuB: perSendMs(spent[1].api),
        cpuPostgres: perSendMs(spent[0].postgres),
        cpuInAll: HEALTH_CONNECTIONS === 0 ? perSendMs(spent[0].api + spent[1].api + spent[0].postgres) : null,
        healthRate,
      };
      const perSend = (micros) => `${perSendMs(micros).toFixed(2)} ms`;
      console.log(
        `  CPU per send:                            API A ${perSend(spent[0].api)} (with /health), API B ${perSend(spent[1].api)}, PostgreSQL ${perSend(spent[0].postgres)}`,
      );
      if (HEALTH_CONNECTIONS === 0) {
        console.log(
          `  CPU per send in all (A + B + PostgreSQL): ${perSend(spent[0].api + spent[1].api + spent[0].postgres)} (budget 1.5 ms for the median of --runs, issue 25)`,
        );
      }
      const byName = spent[0].postgresByName;
      const own = APP_NAMES.map((name) => byName.get(name) ?? 0);
      const others = spent[0].postgres - own[0] - own[1];
      console.log(
        `  by instance, with its PostgreSQL connections: A ${perSend(spent[0].api + own[0])} (${perSend(spent[0].api)} + ${perSend(own[0])}), ` +
          `B ${perSend(spent[1].api + own[1])} (${perSend(spent[1].api)} + ${perSend(own[1])})${SERVER_B ? ` [B: ${SERVER_B}]` : ''}; ` +
          `other backends (pg-boss, autovacuum) ${perSend(others)}`,
      );
      const idleInAll = idleRate(idle[0].api + idle[1].api + idle[0].postgres);
      console.log(
        `  of which idle (${IDLE_SECONDS} s before the sends, nothing sent): API A ${idleRate(idle[0].api).toFixed(1)} ms/s, API B ` +
          `${idleRate(idle[1].api).toFixed(1)} ms/s, PostgreSQL ${idleRate(idle[0].postgres).toFixed(1)} ms/s: ` +
          `${(idleInAll / (current.sent.length / elapsed)).toFixed(2)} ms of each send's CPU at this rate`,
      );
      const generatorMicros = generatorSpent.user + generatorSpent.system;
      console.log(
        `  the load generator (this process: the sends, 4 sockets' frames a send), not counted above: ${perSend(generatorMicros)} a send`,
      );
      Object.assign(measuredFigures, {
        cpuGenerator: perSendMs(generatorMicros),
        cpuOwnA: perSendMs(spent[0].api + own[0]),
        cpuOwnB: perSendMs(spent[1].api + own[1]),
      });
    }
    if (current.failures.length > 0) {
      failed = true;
      console.log(`  FAILED: ${current.failures.length} sends got no answer (${[...new Set(current.failures)].join(', ')})`);
    }
  }
  console.log(`load average at the end (1, 5, 15 min): ${loadAverage()}`);
  if (missing > 0) {
    failed = true;
    console.log(`MISSING: ${missing} frames never arrived (a tab or a staff socket)`);
  }

  const { rows } = await client.query(
    `select (select count(*) from messages m join users u on u.id = m.user_id where u.username like 'bench\\_%' and m.sender_type = 'user')::int as messages,
            (select count(*) from credit_ledger l join users u on u.id = l.user_id where u.username like 'bench\\_%' and l.reason = 'message')::int as debits,
            (select sum($1 - credits) from users where username like 'bench\\_%')::int as spent,
            (select count(*) from users u where u.username like 'bench\\_%' and u.credits <> (select sum(delta) from credit_ledger l where l.user_id = u.id))::int as off`,
    [CREDITS],
  );
  const check = rows[0];
  console.log(
    `\nmessages stored ${check.messages}, ledger debits ${check.debits}, credits spent ${check.spent}, members whose balance differs from their ledger ${check.off}`,
  );
  if (check.messages !== check.debits || check.debits !== check.spent || check.off !== 0) {
    failed = true;
    console.log('MISMATCH: money and messages do not agree');
  }
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ ...measuredFigures, failed }));
} finally {
  busyCore?.kill('SIGKILL');
  await healthLoad?.stop();
  for (const socket of sockets) socket.close();
  await client.end();
  agent.destroy();
  // The API instances, and with --floor the bare servers that took their place.
  await Promise.all([...new Set([a, b, ...instances])].map((instance) => instance.stop()));
  if (!process.argv.includes('--keep')) await database.drop();
}
process.exit(failed ? 1 : 0);
