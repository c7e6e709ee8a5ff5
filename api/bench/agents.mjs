// npm run bench:agents — the agent console under load (issue 27's speed goals): BENCH_AGENTS
// simulated agents (default 50) claim and reply while members send BENCH_RATE messages a second
// (default 100), through TWO built API instances on PostgreSQL with Redis, as behind a load balancer.
//
// 1. Creates the database `heartline_bench_agents_<pid>` (BENCH_DATABASE names another) on
//    127.0.0.1:5432 and starts the two instances (ports 4300–4399) with REDIS_URL.
// 2. Adds BENCH_MEMBERS members (default 200) with credits and the agents `bench_agent_1…` (the
//    demo agent's password, the demo member's brand) in SQL. Each member has a socket (/ws/user)
//    and each agent a staff socket (/ws/agent), alternately on A and B; every agent starts its
//    work session (POST /event online).
// 3. Members send at BENCH_RATE for BENCH_WARMUP_SECONDS (default 3) and then BENCH_SECONDS
//    (default 30), alternately through A and B. Each agent loops: GET /claim (VIP first, then the
//    oldest wait, the whole conversation for 5 minutes), then the reply as the profile with the
//    newest line seen and a key (a 409 brings the new lines: replied again once with them); with
//    nothing to claim it waits, as a person at the console does, for its staff socket's counts to
//    show members waiting, or for a member writing again in a conversation it still holds (a
//    `messageQueued` with `heldBy`, which only the holder gets and the counts leave out), then a
//    reaction of 0–300 ms; or for the console's 3 s refresh, whichever comes first
//    (BENCH_IDLE_MS, default 3000). One agent reads GET /queue every second.
// 4. Prints claim latency, member message → the first agent socket (messageQueued), reply → the
//    member's socket (newMessage), the queue's MessageStock every second (it must not grow while
//    the agents keep up), the counts of claims, replies and refusals, the member lines still
//    waiting once the agents had 2 s to finish, and checks in SQL that no conversation was
//    answered by two agents (a claim outlasts the run), that every frame arrived and that the
//    queue did not grow (exit 1 if not). Pass --keep to keep the database.
import os from 'node:os';
import pg from 'pg';
import { ensureBuilt, freshDatabase, startApi } from './bench-api.mjs';
import { addMembers, openStaffSocket, openUserSocket, percentileOf, signInMember, signInStaff, summary } from './bench-clients.mjs';
import { startCpuReading } from './cpu-time.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const AGENTS = Number(process.env.BENCH_AGENTS ?? 50);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3000);
const CREDITS = 100_000;
const PROFILES_PER_BRAND = 200;
const GOAL_MS = 50;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function addAgents(client, brandId) {
  const { rows: demo } = await client.query(`select password_hash from agents where username = 'agent'`);
  const { rows } = await client.query(
    `insert into agents (username, email, password_hash, first_name, last_name, role)
     select 'bench_agent_' || n, 'bench_agent_' || n || '@bench.example', $1, 'Bench', 'Agent ' || n, 'agent'
     from generate_series(1, $2) as n returning id, username`,
    [demo[0].password_hash, AGENTS],
  );
  await client.query(`insert into agent_brands (agent_id, brand_id) select id, $1 from agents where username like 'bench\\_agent\\_%'`, [
    brandId,
  ]);
  return rows;
}

ensureBuilt();
console.log(`load average at the start (1, 5, 15 min): ${loadAverage()}  (${os.cpus().length} cores)`);
const database = await freshDatabase(process.env.BENCH_DATABASE ?? `heartline_bench_agents_${process.pid}`);
const env = {
  REDIS_URL,
  REDIS_CHANNEL_PREFIX: `bench-agents-${process.pid}`,
  AUTH_RATE_LIMIT_MAX: '1000000',
  EVENT_LOOP_STALL_MS: '60000',
};
const a = await startApi(database.url, { profilesPerBrand: PROFILES_PER_BRAND, env });
const b = await startApi(database.url, { profilesPerBrand: PROFILES_PER_BRAND, env });
const instances = [a, b];
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const sockets = [];
let failed = false;
try {
  // The seed's own waiting lines are answered by nobody here: the bench's queue starts empty.
  await client.query('delete from message_stock');
  const { brandId, members } = await addMembers(client, { count: MEMBERS, credits: CREDITS });
  const agents = await addAgents(client, brandId);

  /** messageId → when the member's POST left; when it first reached an agent socket. */
  const sentAt = new Map();
  const queuedAt = new Map();
  /** reply messageId → when the agent's POST left; when the member's socket had it. */
  const repliedAt = new Map();
  const replyArrivedAt = new Map();
  const claimLatency = [];
  const counts = { claims: 0, empty: 0, replies: 0, stale: 0, refused: 0, sendFailures: 0 };

  for (const [index, agent] of agents.entries()) {
    const instance = instances[index % 2];
    agent.base = instance.base;
    agent.token = await signInStaff(instance.base, agent.username);
    sockets.push(
      await openStaffSocket(instance.base, agent.token, (frame, at) => {
        if (frame.type === 'messageQueued' && !queuedAt.has(frame.data.messageId)) queuedAt.set(frame.data.messageId, at);
        // Work is waiting: an idle agent claims after a person's reaction (0–300 ms), not all 50 at
        // once. A line in a conversation it holds is its own (the counts leave it out).
        const waiting =
          (frame.type === 'queueCounts' && frame.data.MessageStock > 0) ||
          (frame.type === 'messageQueued' && frame.data.heldBy !== undefined);
        if (waiting) setTimeout(() => agent.wake?.(), Math.random() * 300);
      }),
    );
    const online = await call(instance.base, agent.token, 'POST', '/event', { event: 'agent-status-update', status: 'online' });
    if (online.status !== 200) throw new Error(`POST /event answered ${online.status}`);
  }
  for (const [index, member] of members.entries()) {
    const instance = instances[index % 2];
    member.token = await signInMember(instance.base, member.username);
    sockets.push(
      await openUserSocket(instance.base, member.token, (frame, at) => {
        if (frame.type === 'newMessage' && frame.data.senderType === 'profile') replyArrivedAt.set(frame.data.messageId, at);
      }),
    );
  }
  console.log(
    `${AGENTS} agents and ${MEMBERS} members, their sockets alternately on A ${a.base} and B ${b.base}; ` +
      `members send ${RATE} messages/s for ${WARMUP_SECONDS} s of warm-up then ${SECONDS} s measured\n`,
  );

  let keys = 0;
  // Read by the loops below, set when the sends are done (an object: the loops see the change).
  const run = { going: true };
  const began = performance.now();
  const measuredFrom = began + WARMUP_SECONDS * 1000;
  const until = measuredFrom + SECONDS * 1000;
  const measured = (at) => at >= measuredFrom && at < until;

  async function send(member, through) {
    const started = performance.now();
    const conversation = member.conversationId ?? 'blank';
    const answer = await call(instances[through].base, member.token, 'POST', `/conversation/${conversation}`, {
      key: `bench-${process.pid}-${++keys}`,
      message: `Are you there? ${keys}`,
      ...(conversation === 'blank' ? { profileId: member.profileId } : {}),
    });
    if (answer.status !== 200) {
      counts.sendFailures += 1;
      return;
    }
    member.conversationId ??= answer.body.conversation._id;
    sentAt.set(answer.body.message._id, started);
  }

  /**
   * The newest line's id, as the console takes it (mfe-agent's message-merge): the API gives a
   * chunk newest first, so its last line is the oldest, and a reply "seeing" that one was refused
   * as overtaken whenever the chunk held two lines or more.
   */
  const newestId = (lines) =>
    lines.reduce((newest, line) => (newest === undefined || Number(line._id) > Number(newest) ? line._id : newest), undefined);

  async function work(agent) {
    while (run.going) {
      const started = performance.now();
      const claimed = await call(agent.base, agent.token, 'GET', '/claim');
      if (measured(started)) claimLatency.push(performance.now() - started);
      const second = Math.floor((started - began) / 1000);
      claimsBySecond[second] = (claimsBySecond[second] ?? 0) + 1;
      claimSlowestBySecond[second] = Math.max(claimSlowestBySecond[second] ?? 0, Math.round(performance.now() - started));
      if (claimed.status !== 200) {
        counts.refused += 1;
        await sleep(IDLE_MS);
        continue;
      }
      const claim = claimed.body.claim;
      if (!claim) {
        counts.empty += 1;
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, IDLE_MS);
          agent.wake = () => {
            clearTimeout(timer);
            agent.wake = undefined;
            resolve();
          };
        });
        continue;
      }
      counts.claims += 1;
      let seen = newestId(claim.conversation.messages);
      for (let attempt = 0; attempt < 2; attempt++) {
        const replyStarted = performance.now();
        const reply = await call(agent.base, agent.token, 'POST', `/conversation/${claim.conversation._id}/message`, {
          key: `bench-agent-${process.pid}-${++keys}`,
          message: 'I am here, tell me more',
          seen,
        });
        if (reply.status === 200) {
          counts.replies += 1;
          repliedAt.set(reply.body.message._id, replyStarted);
          break;
        }
        if (reply.status === 409 && reply.body?.messages?.length) {
          counts.stale += 1;
          seen = newestId(reply.body.messages);
          continue;
        }
        counts.refused += 1;
        break;
      }
    }
  }

  const depth = [];
  /** Claims asked each second from the start (warm-up included), and the slowest of them. */
  const claimsBySecond = [];
  const claimSlowestBySecond = [];
  async function watchQueue() {
    const watcher = agents[0];
    while (run.going) {
      const at = performance.now();
      const queue = await call(watcher.base, watcher.token, 'GET', '/queue');
      if (queue.status === 200) depth.push({ second: Math.round((at - began) / 1000), waiting: queue.body.MessageStock });
      await sleep(Math.max(0, 1000 - (performance.now() - at)));
    }
  }

  const workers = [...agents.map(work), watchQueue()];
  const sends = [];
  /** CPU over the measured window: both API instances, their PostgreSQL backends, and this process (the 250 simulated browsers). */
  let cpu;
  let benchCpuFrom;
  for (let index = 0; ; index++) {
    const due = began + (index * 1000) / RATE;
    if (due >= until) break;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (!cpu && due >= measuredFrom) {
      cpu = Promise.all(instances.map((instance) => startCpuReading(database.url, instance.pid)));
      benchCpuFrom = process.cpuUsage();
    }
    sends.push(send(members[index % members.length], index % 2));
  }
  const cpuSpent = await Promise.all((await cpu).map((reading) => reading.stop()));
  const benchCpu = process.cpuUsage(benchCpuFrom);
  await Promise.all(sends);
  // The agents get a moment to answer what is left, then stop.
  await sleep(2000);
  run.going = false;
  await Promise.all(workers);
  await sleep(500);

  const toAgents = [];
  // Each latency by the second of the window it started in: whether the tail is the whole run's or
  // a few seconds' (the start's backlog, a stall).
  const bySecond = { toAgents: [], toMember: [] };
  const record = (into, started, latency) => {
    const second = Math.floor((started - measuredFrom) / 1000);
    (into[second] ??= []).push(latency);
  };
  let notQueued = 0;
  for (const [messageId, started] of sentAt) {
    if (!measured(started)) continue;
    const arrived = queuedAt.get(messageId);
    if (arrived === undefined) notQueued += 1;
    else {
      toAgents.push(arrived - started);
      record(bySecond.toAgents, started, arrived - started);
    }
  }
  const toMember = [];
  let notDelivered = 0;
  for (const [messageId, started] of repliedAt) {
    if (!measured(started)) continue;
    const arrived = replyArrivedAt.get(messageId);
    if (arrived === undefined) notDelivered += 1;
    else {
      toMember.push(arrived - started);
      record(bySecond.toMember, started, arrived - started);
    }
  }
  const maxBySecond = (seconds) => Array.from({ length: SECONDS }, (_, second) => Math.round(Math.max(0, ...(seconds[second] ?? []))));

  console.log(`claim (GET /claim → answer):              ${summary(claimLatency)}`);
  console.log(`member message → first agent socket:      ${summary(toAgents)}  (goal p99 ≤ ${GOAL_MS} ms)`);
  console.log(`agent reply → the member's socket:        ${summary(toMember)}  (goal p99 ≤ ${GOAL_MS} ms)`);
  console.log(
    `claims ${counts.claims}, replies ${counts.replies}, replies refused as overtaken then sent again ${counts.stale}, ` +
      `empty claims ${counts.empty}, other refusals ${counts.refused}, member sends that failed ${counts.sendFailures}`,
  );
  console.log(`slowest member message → agent socket each second of the window (ms): ${maxBySecond(bySecond.toAgents).join(' ')}`);
  console.log(`slowest reply → member socket each second of the window (ms):       ${maxBySecond(bySecond.toMember).join(' ')}`);
  console.log(`claims asked each second from the start:        ${Array.from(claimsBySecond, (n) => n ?? 0).join(' ')}`);
  console.log(`slowest claim each second from the start (ms):  ${Array.from(claimSlowestBySecond, (n) => n ?? 0).join(' ')}`);
  console.log(`queue depth (MessageStock) each second: ${depth.map((point) => point.waiting).join(' ')}`);
  const measuredDepth = depth.filter((point) => point.second >= WARMUP_SECONDS && point.second < WARMUP_SECONDS + SECONDS);
  const third = Math.max(1, Math.floor(measuredDepth.length / 3));
  const average = (points) => points.reduce((sum, point) => sum + point.waiting, 0) / Math.max(1, points.length);
  const early = average(measuredDepth.slice(0, third));
  const late = average(measuredDepth.slice(-third));
  console.log(`queue depth, first third of the window ${early.toFixed(1)}, last third ${late.toFixed(1)}`);
  const ms = (micros) => (micros / 1000).toFixed(0);
  const windowMs = SECONDS * 1000;
  console.log(
    `CPU over the ${SECONDS} s window: API A ${ms(cpuSpent[0].api)} ms, API B ${ms(cpuSpent[1].api)} ms, ` +
      `PostgreSQL ${ms(cpuSpent[0].postgres)} ms (${((cpuSpent[0].api + cpuSpent[1].api + cpuSpent[0].postgres) / 10 / windowMs).toFixed(0)} % of one core), ` +
      `this bench's simulated browsers ${ms(benchCpu.user + benchCpu.system)} ms (${((benchCpu.user + benchCpu.system) / 10 / windowMs).toFixed(0)} % of one core)`,
  );
  console.log(`load average at the end (1, 5, 15 min): ${loadAverage()}`);
  if (notQueued > 0 || notDelivered > 0) {
    failed = true;
    console.log(`MISSING: ${notQueued} member messages never reached an agent socket, ${notDelivered} replies never reached the member`);
  }
  if (counts.sendFailures > 0) failed = true;
  if (late > early * 2 + 10) {
    failed = true;
    console.log('GROWING: the queue grew while the agents worked');
  }

  // Two agents never answer one conversation under claims held at the same time: a claim lasts
  // 5 minutes, longer than the run, so one conversation has one agent's replies only.
  const { rows: doubles } = await client.query(
    `select count(*)::int as doubles from (
       select m.conversation_id from messages m join users u on u.id = m.user_id
       where u.username like 'bench\\_%' and m.sender_type = 'profile'
       group by m.conversation_id having count(distinct m.agent_id) > 1) d`,
  );
  console.log(`conversations answered by two agents: ${doubles[0].doubles}`);
  const { rows: left } = await client.query(
    `select count(*)::int as waiting from message_stock s join messages m on m.id = s.message_id join users u on u.id = m.user_id
     where u.username like 'bench\\_%' and s.settled_at is null`,
  );
  console.log(`member lines still waiting 2 s after the last send: ${left[0].waiting}`);
  if (doubles[0].doubles > 0) failed = true;
  console.log(
    `\nfigures to compare with the goals: claim p50 ${percentileOf(claimLatency, 50).toFixed(1)} ms, p99 ${percentileOf(claimLatency, 99).toFixed(1)} ms; ` +
      `to agents p99 ${percentileOf(toAgents, 99).toFixed(1)} ms; to the member p99 ${percentileOf(toMember, 99).toFixed(1)} ms`,
  );
} finally {
  for (const socket of sockets) socket.close();
  await client.end();
  await Promise.all([a.stop(), b.stop()]);
  if (!process.argv.includes('--keep')) await database.drop();
}
process.exit(failed ? 1 : 0);
