// npm run bench:conversation — a conversation with 10,000 messages must open as fast as one with
// 10 (issue 11): GET /conversation/{id} reads the newest chunk of 6, and older chunks by a cursor,
// on the (conversation_id, id) index, never the whole conversation.
//
// 1. Recreates the database `heartline_bench_chat` on 127.0.0.1:5432 and starts the built API on it
//    (50 profiles per brand).
// 2. The demo member writes to two profiles (two conversations, through the API), then 9,999 more
//    messages are added to the first in SQL and 9 to the second, alternating member and profile.
// 3. Measures with autocannon (BENCH_DURATION_S, default 10 s, 10 connections) the newest chunk of
//    each, and a chunk from the middle of the long one (`before` = a message id half-way back).
// Pass --keep to keep the database.
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, freshDatabase, PUBLIC_API_KEY, signInDemo, startApi } from './bench-api.mjs';

const DATABASE = process.env.BENCH_DATABASE ?? 'heartline_bench_chat';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;

function measure(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_S, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0)
          return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
  });
}

async function openConversation(base, token, profileId, index) {
  const response = await fetch(`${base}/conversation/blank/message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-api-key': PUBLIC_API_KEY },
    body: JSON.stringify({ key: `bench-open-${index}-${Date.now()}`, profileId, message: 'Hello!' }),
  });
  if (!response.ok) throw new Error(`opening a conversation failed: ${response.status} ${await response.text()}`);
  return Number((await response.json()).conversation._id);
}

/** Adds `count` messages to the conversation, alternating the profile's and the member's, a minute apart. */
async function addMessages(client, conversationId, count) {
  await client.query(
    `insert into messages (conversation_id, user_id, sender_type, text, sent_at, is_read)
     select c.id, c.user_id, case when n % 2 = 0 then 'user' else 'profile' end,
            'Message number ' || n, now() - make_interval(mins => $2 - n), true
     from conversations c, generate_series(1, $2) as n where c.id = $1`,
    [conversationId, count],
  );
}

const row = (label, { rps, p50, p99 }) =>
  `${label.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${String(p50).padStart(3)} ms   p99 ${String(p99).padStart(3)} ms`;

ensureBuilt();
const database = await freshDatabase(DATABASE);
const api = await startApi(database.url, { profilesPerBrand: 50 });
const client = new pg.Client({ connectionString: database.url });
await client.connect();
try {
  const { token } = await signInDemo(api.base);
  const list = await (
    await fetch(`${api.base}/profiles?page=1`, { headers: { authorization: `Bearer ${token}`, 'x-api-key': PUBLIC_API_KEY } })
  ).json();
  const [long, short] = [
    await openConversation(api.base, token, list.profiles[0]._id, 0),
    await openConversation(api.base, token, list.profiles[1]._id, 1),
  ];
  await addMessages(client, long, 9_999);
  await addMessages(client, short, 9);
  await client.query('analyze messages');
  const counts = await client.query('select conversation_id, count(*)::int as n from messages where conversation_id = any($1) group by 1', [
    [long, short],
  ]);
  const size = new Map(counts.rows.map((entry) => [Number(entry.conversation_id), entry.n]));
  const { rows: middle } = await client.query('select id from messages where conversation_id = $1 order by id offset $2 limit 1', [
    long,
    5_000,
  ]);

  const url = (id, query = '') => `${api.base}/conversation/${id}${query}`;
  // Warm up both, then measure.
  await measure(url(long), token).catch(() => undefined);
  const results = [
    [`newest chunk, ${size.get(short)} messages`, await measure(url(short), token)],
    [`newest chunk, ${size.get(long)} messages`, await measure(url(long), token)],
    [`chunk half-way back, ${size.get(long)} messages`, await measure(url(long, `?before=${middle[0].id}`), token)],
  ];
  console.log(`\nGET /conversation/{id} — ${DURATION_S} s each, ${CONNECTIONS} connections, PostgreSQL, one API process\n`);
  for (const [label, result] of results) console.log(row(label, result));
  const ratio = results[1][1].rps / results[0][1].rps;
  console.log(`\n10,000 messages vs 10: ${(ratio * 100).toFixed(0)} % of the throughput`);
} finally {
  await client.end();
  await api.stop();
  if (!process.argv.includes('--keep')) await database.drop();
}
