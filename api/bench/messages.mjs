// npm run bench:messages — sending messages under load, and how fast each reaches the member's
// other tab through Redis (issue 11's speed goal: p99 ≤ 50 ms from POST to arrival).
//
// 1. Recreates the database `heartline_bench_msg` on 127.0.0.1:5432 and starts TWO built API
//    instances on it with REDIS_URL (redis://127.0.0.1:6379), as behind a load balancer.
// 2. Adds BENCH_MEMBERS members in SQL (the demo member's password, 100,000 credits each, the
//    ledger's opening row so balance = ledger sum), signs each in, opens their conversation with a
//    profile, and opens one socket per member on instance B: the member's "other tab".
// 3. Sends BENCH_RATE messages a second (default 200) for BENCH_SECONDS (default 30), each from the
//    next member with its own key, alternately through A and B, while BENCH_HEALTH_CONNECTIONS
//    loops (default 4) ask GET /health on A as fast as they can.
// 4. Prints the sends achieved per second and their latency, the time from each POST leaving to its
//    `newMessage` arriving on the member's socket on B (all sends; those sent through A cross
//    instances through Redis) and to its `messageQueued` arriving on a staff socket (/ws/agent, the
//    demo agent, on instance A), p50/p95/p99, and /health's rate in the same run; then checks that
//    the credits spent, the messages stored and the ledger's message rows agree (exit 1 if not).
// Pass --keep to keep the database.
import pg from 'pg';
import { WebSocket } from 'ws';
import { ensureBuilt, freshDatabase, PUBLIC_API_KEY, startApi } from './bench-api.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const HEALTH_CONNECTIONS = Number(process.env.BENCH_HEALTH_CONNECTIONS ?? 4);
const CREDITS = 100_000;
const PROFILES_PER_BRAND = 200;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function summary(samples) {
  if (samples.length === 0) return 'no samples';
  const sorted = samples.toSorted((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   (${samples.length} samples)`;
}

async function addMembers(client) {
  const { rows: demo } = await client.query(`select brand_id, password_hash from users where username = 'demo'`);
  const { rows: added } = await client.query(
    `insert into users (brand_id, username, email, password_hash, email_validated, is_doi, credits, timezone)
     select $1, 'bench_' || n, 'bench_' || n || '@bench.example', $2, true, true, $3, 'Europe/Dublin'
     from generate_series(1, $4) as n returning id, username`,
    [demo[0].brand_id, demo[0].password_hash, CREDITS, MEMBERS],
  );
  await client.query(`insert into credit_ledger (user_id, delta, reason, reference) select id, $1, 'staff_adjustment', 'bench' from users where username like 'bench\\_%'`, [CREDITS]);
  const { rows: profiles } = await client.query(`select id from profiles where brand_id = $1 order by id limit $2`, [demo[0].brand_id, MEMBERS]);
  return added.map((member, index) => ({ ...member, profileId: String(profiles[index % profiles.length].id) }));
}

async function signIn(base, username) {
  const response = await fetch(`${base}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': PUBLIC_API_KEY },
    body: JSON.stringify({ username, password: 'demo12345' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return (await response.json()).access_token;
}

function openSocket(base, token, onFrame) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/user?token=${encodeURIComponent(token)}`);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      // The greeting (unread counts) says the socket is in the channel.
      if (frame.type === 'unreadMessageCount') resolve(socket);
      onFrame(frame, performance.now());
    });
    socket.once('error', reject);
  });
}

/** The demo agent's staff socket; resolves once its first pong says it is in the channel. */
async function openStaffSocket(base, onFrame) {
  const response = await fetch(`${base}/agent/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': PUBLIC_API_KEY },
    body: JSON.stringify({ username: 'agent', password: 'agent12345' }),
  });
  if (!response.ok) throw new Error(`agent sign-in failed: ${response.status}`);
  const token = (await response.json()).access_token;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/agent?token=${encodeURIComponent(token)}`);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'ping' })));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'pong') resolve(socket);
      onFrame(frame, performance.now());
    });
    socket.once('error', reject);
  });
}

let keys = 0;
async function send(base, member, conversationId) {
  const started = performance.now();
  const response = await fetch(`${base}/conversation/${conversationId}/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify({ key: `bench-${process.pid}-${++keys}`, message: `Bench message ${keys}`, ...(conversationId === 'blank' ? { profileId: member.profileId } : {}) }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`send answered ${response.status}: ${JSON.stringify(body)}`);
  return { started, answered: performance.now(), body };
}

async function healthLoop(base, until, counter) {
  while (performance.now() < until) {
    const response = await fetch(`${base}/health`);
    await response.arrayBuffer();
    counter.count += 1;
  }
}

ensureBuilt();
const database = await freshDatabase('heartline_bench_msg');
const env = { REDIS_URL, REDIS_CHANNEL_PREFIX: `bench-msg-${process.pid}`, AUTH_RATE_LIMIT_MAX: '1000000' };
const a = await startApi(database.url, { profilesPerBrand: PROFILES_PER_BRAND, env });
const b = await startApi(database.url, { profilesPerBrand: PROFILES_PER_BRAND, env });
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const sockets = [];
let failed = false;
try {
  const members = await addMembers(client);
  // messageId → when its frame arrived on the other tab; and → when its POST left.
  const arrivals = new Map();
  const staffArrivals = new Map();
  const sent = new Map();
  sockets.push(
    await openStaffSocket(a.base, (frame, at) => {
      if (frame.type === 'messageQueued') staffArrivals.set(frame.data.messageId, at);
    }),
  );
  for (const member of members) {
    member.token = await signIn(a.base, member.username);
    sockets.push(
      await openSocket(b.base, member.token, (frame, at) => {
        if (frame.type === 'newMessage' && frame.data.senderType === 'user') arrivals.set(frame.data.messageId, at);
      }),
    );
    const opened = await send(a.base, member, 'blank');
    member.conversationId = opened.body.conversation._id;
  }
  console.log(`${MEMBERS} members, a socket each on instance B; ${RATE} messages/s for ${SECONDS} s through A and B; ${HEALTH_CONNECTIONS} /health loops on A\n`);

  const health = { count: 0 };
  const began = performance.now();
  const until = began + SECONDS * 1000;
  const healthLoops = Array.from({ length: HEALTH_CONNECTIONS }, () => healthLoop(a.base, until, health));
  const sends = [];
  const sendLatency = [];
  const throughA = new Set();
  for (let index = 0; performance.now() < until; index++) {
    const due = began + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const member = members[index % members.length];
    const base = index % 2 === 0 ? a.base : b.base;
    sends.push(
      send(base, member, member.conversationId).then(({ started, answered, body }) => {
        sendLatency.push(answered - started);
        sent.set(body.message._id, started);
        if (base === a.base) throughA.add(body.message._id);
      }),
    );
  }
  await Promise.all(sends);
  const elapsed = (performance.now() - began) / 1000;
  await Promise.all(healthLoops);
  const healthElapsed = (performance.now() - began) / 1000;
  // Frames still on their way get a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const delivery = [];
  const crossing = [];
  const staffDelivery = [];
  let missing = 0;
  for (const [messageId, started] of sent) {
    const queued = staffArrivals.get(messageId);
    if (queued === undefined) missing += 1;
    else staffDelivery.push(queued - started);
    const arrived = arrivals.get(messageId);
    if (arrived === undefined) {
      missing += 1;
      continue;
    }
    delivery.push(arrived - started);
    if (throughA.has(messageId)) crossing.push(arrived - started);
  }
  console.log(`sends:                     ${(sent.size / elapsed).toFixed(0)} req/s achieved (${sent.size} in ${elapsed.toFixed(1)} s)`);
  console.log(`send latency (POST → answer):       ${summary(sendLatency)}`);
  console.log(`POST → newMessage on the other tab: ${summary(delivery)}`);
  console.log(`  sent through A, socket on B:      ${summary(crossing)}`);
  console.log(`POST → messageQueued on staff (A):  ${summary(staffDelivery)}`);
  console.log(`GET /health on A meanwhile:         ${(health.count / healthElapsed).toFixed(0)} req/s`);
  if (missing > 0) {
    failed = true;
    console.log(`MISSING: ${missing} deliveries never arrived (other tab or staff)`);
  }

  const { rows } = await client.query(
    `select (select count(*) from messages m join users u on u.id = m.user_id where u.username like 'bench\\_%' and m.sender_type = 'user')::int as messages,
            (select count(*) from credit_ledger l join users u on u.id = l.user_id where u.username like 'bench\\_%' and l.reason = 'message')::int as debits,
            (select sum($1 - credits) from users where username like 'bench\\_%')::int as spent,
            (select count(*) from users u where u.username like 'bench\\_%' and u.credits <> (select sum(delta) from credit_ledger l where l.user_id = u.id))::int as off`,
    [CREDITS],
  );
  const check = rows[0];
  console.log(`\nmessages stored ${check.messages}, ledger debits ${check.debits}, credits spent ${check.spent}, members whose balance differs from their ledger ${check.off}`);
  if (check.messages !== check.debits || check.debits !== check.spent || check.off !== 0) {
    failed = true;
    console.log('MISMATCH: money and messages do not agree');
  }
} finally {
  for (const socket of sockets) socket.close();
  await client.end();
  await Promise.all([a.stop(), b.stop()]);
  if (!process.argv.includes('--keep')) await database.drop();
}
process.exit(failed ? 1 : 0);
