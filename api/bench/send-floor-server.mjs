// What any send could cost on this machine (issue 25 item 5): a bare server doing a send's I/O with
// the API's framework, driver, Redis client and socket library and nothing else, started twice by
// `npm run bench:messages -- --floor` in place of the two API instances, on the same database, with
// the same members, sockets and load. Per send it does what the API's send does, the same number
// of times and in the same order:
//   - one HTTP request on a kept connection (Fastify with no plugins, hooks, schema or serializer);
//     the bearer token's signature checked (HMAC-SHA256, JWT_SECRET), no session looked up;
//   - one statement on a pooled connection (10, kept for minutes, plans made once, as the API's):
//     the writes a send must make and nothing else, in one transaction: the credit spent, the
//     conversation touched, the message, its ledger row and its queue line (no key check, no card
//     read back for the answer);
//   - one Redis message on the channel both instances read (the member's newMessage and new
//     balance, the staff's messageQueued; those published in one turn go together, as the API's),
//     and the answer (the message and the balance);
//   - on each instance, from its subscription: the two frames to the member's tab (one write,
//     corked) and the one frame to each staff socket.
// Not done: the queue's counts every 100 ms, the job scheduler, the event loop monitor, logging,
// request validation, the key's check, the answer's profile card.
// FLOOR_BATCH_MS (a diagnosis of a design the API does not have): sends are gathered for that long
// from the first and stored by one statement for the batch (one commit), and a batch's deliveries
// go as one Redis message; each send still gets its own answer and frames.
// Each instance delivers its own sends to its own sockets at once and Redis carries them to the
// other instances only, as the API's fan-out does since the thirty-third session (see LOCAL_FIRST);
// FLOOR_LOCAL_FIRST=0 has both read one channel, as the API did before.
// Env: DATABASE_URL, PORT, REDIS_URL, REDIS_CHANNEL, JWT_SECRET. Prints "listening" once it listens.
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { WebSocketServer } from 'ws';

const { DATABASE_URL, PORT, REDIS_URL, REDIS_CHANNEL, JWT_SECRET } = process.env;
if (!DATABASE_URL || !PORT || !REDIS_URL || !REDIS_CHANNEL || !JWT_SECRET) {
  throw new Error('send-floor-server.mjs needs DATABASE_URL, PORT, REDIS_URL, REDIS_CHANNEL and JWT_SECRET');
}

const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 5 * 60_000,
  options: '-c plan_cache_mode=force_generic_plan',
});

const SEND = `
  with debit as (
    update users set credits = credits - 1 where id = $1 and credits >= 1 returning credits
  ),
  conversation as (
    update conversations set last_message_at = $2 from debit
    where conversations.id = $3 and conversations.user_id = $1
    returning conversations.id, conversations.profile_id
  ),
  message as (
    insert into messages (conversation_id, user_id, sender_type, message_type, text, sent_at, is_read, send_key)
    select conversation.id, $1, 'user', 'text', $4, $2, true, $5 from conversation
    returning id, conversation_id, user_id
  ),
  ledger as (
    insert into credit_ledger (user_id, delta, reason, reference, created_at)
    select $1, -1, 'message', 'message:' || message.id, $2 from message
  ),
  stock as (
    insert into message_stock (message_id, conversation_id, created_at)
    select message.id, message.conversation_id, $2 from message
  )
  select message.id, message.conversation_id, message.user_id, conversation.profile_id, (select credits from debit) as credits
  from message join conversation on conversation.id = message.conversation_id`;

/**
 * The same writes for several sends of distinct members at once (FLOOR_BATCH_MS): one statement,
 * one commit, one round trip for the batch.
 */
const SEND_BATCH = `
  with input as (
    select * from unnest($1::int[], $2::int[], $3::text[], $4::text[]) as t(user_id, conversation_id, text, key)
  ),
  debit as (
    update users set credits = credits - 1 from input
    where users.id = input.user_id and users.credits >= 1 returning users.id, users.credits
  ),
  conversation as (
    update conversations set last_message_at = $5 from input join debit on debit.id = input.user_id
    where conversations.id = input.conversation_id and conversations.user_id = input.user_id
    returning conversations.id, conversations.profile_id, conversations.user_id
  ),
  message as (
    insert into messages (conversation_id, user_id, sender_type, message_type, text, sent_at, is_read, send_key)
    select conversation.id, conversation.user_id, 'user', 'text', input.text, $5, true, input.key
    from conversation join input on input.conversation_id = conversation.id
    returning id, conversation_id, user_id
  ),
  ledger as (
    insert into credit_ledger (user_id, delta, reason, reference, created_at)
    select message.user_id, -1, 'message', 'message:' || message.id, $5 from message
  ),
  stock as (
    insert into message_stock (message_id, conversation_id, created_at)
    select message.id, message.conversation_id, $5 from message
  )
  select message.id, message.conversation_id, message.user_id, conversation.profile_id, debit.credits
  from message join conversation on conversation.id = message.conversation_id join debit on debit.id = message.user_id`;

/** How long sends are gathered into one statement (FLOOR_BATCH_MS); 0: each send on its own. */
const BATCH_MS = Number(process.env.FLOOR_BATCH_MS ?? 0);

/** The sends waiting for the next batch, and the timer that runs it. */
let waiting = [];
let batchTimer = null;

/** Runs the waiting sends of distinct members as one statement; a member's second send waits for the next. */
async function runBatch() {
  batchTimer = null;
  const members = new Set();
  const batch = [];
  const later = [];
  for (const entry of waiting) (members.has(entry.memberId) ? later : (members.add(entry.memberId), batch)).push(entry);
  waiting = later;
  if (later.length > 0) batchTimer = setTimeout(() => void runBatch(), 0);
  const at = new Date();
  try {
    const { rows } = await pool.query({
      name: 'floor_send_batch',
      text: SEND_BATCH,
      values: [batch.map((e) => e.memberId), batch.map((e) => e.conversationId), batch.map((e) => e.message), batch.map((e) => e.key), at],
    });
    const byMember = new Map(rows.map((row) => [Number(row.user_id), row]));
    for (const entry of batch) entry.resolve({ row: byMember.get(entry.memberId), at });
  } catch (error) {
    for (const entry of batch) entry.reject(error);
  }
}

/** One send's row and time: on its own, or in the next batch. */
async function store(memberId, conversationId, message, key) {
  if (BATCH_MS <= 0) {
    const at = new Date();
    const { rows } = await pool.query({ name: 'floor_send', text: SEND, values: [memberId, at, conversationId, message, key] });
    return { row: rows[0], at };
  }
  return new Promise((resolve, reject) => {
    waiting.push({ memberId, conversationId, message, key, resolve, reject });
    batchTimer ??= setTimeout(() => void runBatch(), BATCH_MS);
  });
}

/**
 * Each instance reads its own channel (REDIS_CHANNEL:PORT) and delivers its own sends to its own
 * sockets at once; Redis carries them only to the other instances' channels (those with a
 * subscriber, looked up every second), so no instance reads back what it published: the API's
 * fan-out (realtime/fan-out.ts). FLOOR_LOCAL_FIRST=0: one channel both read, their own sends too.
 */
const LOCAL_FIRST = process.env.FLOOR_LOCAL_FIRST !== '0';
const ownChannel = LOCAL_FIRST ? `${REDIS_CHANNEL}:${PORT}` : REDIS_CHANNEL;
let otherChannels = [];
async function lookUpOthers() {
  otherChannels = (await publisher.pubsub('CHANNELS', `${REDIS_CHANNEL}:*`)).filter((channel) => channel !== ownChannel);
}

/** A batch's deliveries go as one Redis message when published in the same turn. */
let deliveries = null;
function publish(delivery) {
  if (deliveries) return void deliveries.push(delivery);
  deliveries = [delivery];
  queueMicrotask(() => {
    const batch = deliveries;
    deliveries = null;
    const text = JSON.stringify(batch);
    if (!LOCAL_FIRST) return void publisher.publish(REDIS_CHANNEL, text);
    deliverAll(batch);
    for (const channel of otherChannels) void publisher.publish(channel, text);
  });
}

/** Each delivery's frames to this instance's sockets. */
function deliverAll(batch) {
  for (const { memberId, toMember, toStaff } of batch) {
    const memberFrames = toMember.map((event) => JSON.stringify(event));
    for (const socket of tabs.get(memberId) ?? []) write(socket, memberFrames);
    const staffFrame = [JSON.stringify(toStaff)];
    for (const socket of staff) write(socket, staffFrame);
  }
}

/** The token's subject when its HS256 signature is right, else null. */
function subjectOf(token) {
  const [header, payload, signature] = String(token).split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', JWT_SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(JSON.parse(Buffer.from(payload, 'base64url').toString()).sub);
}

/** member id → the member's sockets on this instance; the staff sockets. */
const tabs = new Map();
const staff = new Set();

/** Writes the frames to one socket in one write (as the API corks a socket for its turn). */
function write(socket, frames) {
  if (socket.readyState !== socket.OPEN) return;
  socket._socket.cork();
  for (const frame of frames) socket.send(frame);
  process.nextTick(() => socket._socket.uncork());
}

const publisher = new Redis(REDIS_URL);
const subscriber = new Redis(REDIS_URL);
subscriber.on('message', (_channel, text) => deliverAll(JSON.parse(text)));
await subscriber.subscribe(ownChannel);
if (LOCAL_FIRST) {
  await lookUpOthers();
  setInterval(() => void lookUpOthers(), 1000).unref();
}

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.post('/conversation/:id/message', async (request, reply) => {
  const memberId = subjectOf(String(request.headers.authorization ?? '').replace(/^Bearer /, ''));
  if (!memberId) return reply.code(401).send({ error: 'Unauthorized' });
  const { key, message } = request.body;
  const { row: sent, at } = await store(memberId, Number(request.params.id), message, key);
  if (!sent) return reply.code(402).send({ error: 'No credits' });
  const messageId = String(sent.id);
  const sentAt = at.toISOString();
  const notice = {
    messageId,
    conversationId: String(sent.conversation_id),
    profileId: String(sent.profile_id),
    senderType: 'user',
    text: message,
    sentAt,
    key,
  };
  publish({
    memberId,
    toMember: [
      { type: 'newMessage', data: notice },
      { type: 'userUpdate', data: { credits: sent.credits } },
    ],
    toStaff: { type: 'messageQueued', data: notice },
  });
  return { message: { _id: messageId, text: message, sentAt, senderType: 'user' }, user: { credits: sent.credits } };
});

const sockets = new WebSocketServer({ noServer: true });
app.server.on('upgrade', (request, socket, head) => {
  const url = new URL(request.url, 'http://floor');
  const subject = subjectOf(url.searchParams.get('token'));
  if (!subject || (url.pathname !== '/ws/user' && url.pathname !== '/ws/agent')) return socket.destroy();
  sockets.handleUpgrade(request, socket, head, (ws) => {
    if (url.pathname === '/ws/agent') {
      staff.add(ws);
      ws.on('message', (data) => JSON.parse(String(data)).type === 'ping' && ws.send(JSON.stringify({ type: 'pong' })));
      ws.on('close', () => staff.delete(ws));
      return;
    }
    const own = tabs.get(subject) ?? new Set();
    tabs.set(subject, own.add(ws));
    ws.on('close', () => own.delete(ws));
    ws.send(JSON.stringify({ type: 'unreadMessageCount', data: {} }));
  });
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
console.log('listening');
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => {
    for (const client of sockets.clients) client.terminate();
    void app
      .close()
      .then(() => Promise.all([pool.end(), publisher.quit(), subscriber.quit()]))
      .then(() => process.exit(0));
  });
