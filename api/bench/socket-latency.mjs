// npm run bench:socket — latency of the user real-time channel (/ws/user) on the built API.
//
// 1. Recreates the database `heartline_bench_ws` on 127.0.0.1:5432 and starts two API instances
//    on it with REDIS_URL (redis://127.0.0.1:6379), so deliveries fan out through Redis, and a
//    third without Redis (in-process delivery).
// 2. Opens SOCKETS sockets for the demo member (one session each) and measures:
//    - ping → pong round trips (the heartbeat path: the session is re-checked on each ping);
//    - a settings change (PATCH /user/{id}/notifications) → `userUpdate` on every socket, with
//      the sockets on the same instance as the change (in-process), and on the other instance
//      (through Redis). The time runs from sending the PATCH to the frame reaching the socket.
// Prints p50, p95 and p99 in milliseconds. Pass --keep to keep the database.
import { WebSocket } from 'ws';
import { ensureBuilt, freshDatabase, signInDemo, startApi } from './bench-api.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PROFILES_PER_BRAND = 50;

function openSocket(base, token) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/user?token=${encodeURIComponent(token)}`);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Opens `count` sockets, each with its own session, on `base`. */
async function openSockets(base, count) {
  const sockets = [];
  for (let i = 0; i < count; i++) sockets.push(await openSocket(base, (await signInDemo(base)).token));
  return sockets;
}

function nextFrame(socket, type) {
  return new Promise((resolve) => {
    const onMessage = (data) => {
      if (JSON.parse(String(data)).type !== type) return;
      socket.off('message', onMessage);
      resolve(performance.now());
    };
    socket.on('message', onMessage);
  });
}

function percentiles(samples) {
  const sorted = samples.toSorted((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return `p50 ${at(50).toFixed(2)} ms   p95 ${at(95).toFixed(2)} ms   p99 ${at(99).toFixed(2)} ms   (${samples.length} samples)`;
}

async function pingPong(sockets) {
  const samples = [];
  for (let round = 0; round < Math.ceil(ROUNDS / 10); round++) {
    await Promise.all(
      sockets.map(async (socket) => {
        const sent = performance.now();
        const pong = nextFrame(socket, 'pong');
        socket.send(JSON.stringify({ type: 'ping' }));
        samples.push((await pong) - sent);
      }),
    );
  }
  return samples;
}

async function updates(changeBase, sockets) {
  const { token, id } = await signInDemo(changeBase);
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const arrivals = sockets.map((socket) => nextFrame(socket, 'userUpdate'));
    const sent = performance.now();
    const response = await fetch(`${changeBase}/user/${id}/notifications`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ notifyByEmail: round % 2 === 0 }),
    });
    if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
    for (const arrived of await Promise.all(arrivals)) samples.push(arrived - sent);
  }
  return samples;
}

ensureBuilt();
const database = await freshDatabase('heartline_bench_ws');
const prefix = `bench-${process.pid}`;

const local = await startApi(database.url, { profilesPerBrand: PROFILES_PER_BRAND });
const redis = { profilesPerBrand: PROFILES_PER_BRAND, env: { REDIS_URL, REDIS_CHANNEL_PREFIX: prefix } };
const a = await startApi(database.url, redis);
const b = await startApi(database.url, redis);
try {
  console.log(`${SOCKETS} sockets of the demo member, ${ROUNDS} rounds each\n`);
  const localSockets = await openSockets(local.base, SOCKETS);
  console.log(`ping → pong (no Redis):                 ${percentiles(await pingPong(localSockets))}`);
  console.log(`change → userUpdate, in process:        ${percentiles(await updates(local.base, localSockets))}`);
  for (const socket of localSockets) socket.close();

  const remoteSockets = await openSockets(b.base, SOCKETS);
  console.log(`change on A → userUpdate on B (Redis):  ${percentiles(await updates(a.base, remoteSockets))}`);
  for (const socket of remoteSockets) socket.close();
} finally {
  await Promise.all([local.stop(), a.stop(), b.stop()]);
  if (!process.argv.includes('--keep')) await database.drop();
}
