// What the load benches (bench:messages, bench:agents) do as clients: members added in SQL with
// credits and a ledger that agrees, sign-ins, the user and staff sockets, and percentiles.
import { WebSocket } from 'ws';
import { PUBLIC_API_KEY } from './bench-api.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** 'p50 … p95 … p99 … (n samples)' in ms. */
export function summary(samples) {
  if (samples.length === 0) return 'no samples';
  const sorted = samples.toSorted((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   (${samples.length} samples)`;
}

/** The p-th percentile of the samples (ms), for a figure to compare with a goal. */
export const percentileOf = (samples, p) =>
  samples.length === 0
    ? Number.NaN
    : percentile(
        samples.toSorted((a, b) => a - b),
        p,
      );

/**
 * Adds `count` members `bench_1…` to the demo member's brand (the demo password, `credits` each,
 * the ledger's opening row so balance = ledger sum), each paired with one of the brand's profiles.
 */
export async function addMembers(client, { count, credits }) {
  const { rows: demo } = await client.query(`select brand_id, password_hash from users where username = 'demo' order by id limit 1`);
  const { rows: added } = await client.query(
    `insert into users (brand_id, username, email, password_hash, email_validated, is_doi, credits, timezone)
     select $1, 'bench_' || n, 'bench_' || n || '@bench.example', $2, true, true, $3, 'Europe/Dublin'
     from generate_series(1, $4) as n returning id, username`,
    [demo[0].brand_id, demo[0].password_hash, credits, count],
  );
  await client.query(
    `insert into credit_ledger (user_id, delta, reason, reference) select id, $1, 'staff_adjustment', 'bench' from users where username like 'bench\\_%'`,
    [credits],
  );
  const { rows: profiles } = await client.query(`select id from profiles where brand_id = $1 order by id limit $2`, [
    demo[0].brand_id,
    count,
  ]);
  return {
    brandId: demo[0].brand_id,
    members: added.map((member, index) => ({ ...member, profileId: String(profiles[index % profiles.length].id) })),
  };
}

async function tokenOf(base, path, username, password) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': PUBLIC_API_KEY },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return (await response.json()).access_token;
}

/** A bench member's token (the demo password). */
export const signInMember = (base, username) => tokenOf(base, '/authenticate', username, 'demo12345');

/** A staff member's token (one live session per agent: every socket of the agent shares it). */
export const signInStaff = (base, username = 'agent', password = 'agent12345') => tokenOf(base, '/agent/authenticate', username, password);

/** A member's socket; resolves once the greeting (unread counts) says it is in the channel. */
export function openUserSocket(base, token, onFrame) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/user?token=${encodeURIComponent(token)}`);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'unreadMessageCount') resolve(socket);
      onFrame(frame, performance.now());
    });
    socket.once('error', reject);
  });
}

/** A staff socket; resolves once its first pong says it is in the channel. */
export function openStaffSocket(base, token, onFrame) {
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
