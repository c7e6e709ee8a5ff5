// npm run bench:checkout — a card payment's round trip through the sandbox processor, and 100
// payments at once with the ledger checked afterwards (issue 26 "Speed").
//
// 1. Creates the database `heartline_bench_pay_<pid>` (BENCH_DATABASE names another) on
//    127.0.0.1:5432 and starts the built API on it (ports 4300–4399), its slow test card set to
//    BENCH_SLOW_CARD_MS (default 1000).
// 2. Adds BENCH_CONCURRENT members (default 100) in SQL, with no credits and the ledger's opening
//    row, and signs each in.
// 3. Round trips, one payment at a time, as the checkout makes them: POST /order, PATCH /order/{id}
//    with the card, then GET /order/{id} every ORDER_POLL_INTERVAL_MS (2 s) until the payment is a
//    success. BENCH_SEQUENTIAL payments (default 20) with the approve card (the processor answers in
//    the PATCH) and BENCH_SLOW payments (default 5) with the slow card (settled by the signed
//    webhook after the slow card's delay, seen by polling). Prints the time from the PATCH leaving
//    to the success seen, p50/p99, and the requests each payment took.
// 4. 100 at once: every member who has not paid yet orders, then pays with the approve card from
//    two tabs at once (two PATCHes of the same order, together), all members at the same moment.
//    Prints the PATCHes' latency p50/p99 and the wall time, then checks (exit 1 if not) that each
//    order was charged once (one succeeded payment, one purchase ledger row), that every balance
//    equals its ledger's sum, and that the credits added are the packages' credits.
// Pass --keep to keep the database.
import os from 'node:os';
import pg from 'pg';
import { ensureBuilt, freshDatabase, startApi } from './bench-api.mjs';
import { addMembers, signInMember, summary, percentileOf } from './bench-clients.mjs';

const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 100);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 20);
const SLOW = Number(process.env.BENCH_SLOW ?? 5);
const SLOW_CARD_MS = Number(process.env.BENCH_SLOW_CARD_MS ?? 1000);
/** The checkout's polling (shared-contracts ORDER_POLL_INTERVAL_MS, member spec §9). */
const ORDER_POLL_INTERVAL_MS = 2_000;
const ORDER_POLL_TIMEOUT_MS = 25_000;
const CARDS = { approve: '4242 4242 4242 4242', slow: '4000 0000 0000 1000' };
const PROFILES_PER_BRAND = 20;

const keep = process.argv.includes('--keep');
const databaseName = process.env.BENCH_DATABASE ?? `heartline_bench_pay_${process.pid}`;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** One member's calls, each counted. */
function memberClient(base, token) {
  let requests = 0;
  async function call(method, path, body) {
    requests += 1;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  }
  return { call, requests: () => requests };
}

const cardForm = (cardNumber) => ({
  nameOnCard: 'Bench Member',
  cardNumber,
  expiryMonth: '12',
  expiryYear: '39',
  cvv: '123',
  zip: '90210',
  city: 'Dublin',
  terms: true,
});

async function openOrder(client) {
  const catalogue = await client.call('GET', '/catalogue');
  const product = catalogue.products.find((each) => each.interval === 0);
  if (!product) throw new Error('the catalogue offers no credit package');
  const vat = Math.floor(product.price * product.vat) / 100;
  const order = await client.call('POST', '/order', {
    products: [product._id],
    country: catalogue.country,
    currency: product.currencyCode,
    total: Math.floor((product.price + vat) * 100 + 1e-6) / 100,
    key: `bench-${process.pid}-${Math.random().toString(36).slice(2)}`,
  });
  return { order, credits: product.credits };
}

/** Pays as the checkout does; answers the time from the PATCH leaving to the success seen, and the requests it took. */
async function roundTrip(client, card) {
  const before = client.requests();
  const { order } = await openOrder(client);
  const started = performance.now();
  let answer = await client.call('PATCH', `/order/${order._id}`, cardForm(card));
  const deadline = started + ORDER_POLL_TIMEOUT_MS;
  while (answer.lastTransaction?.status !== 'success') {
    if (answer.lastTransaction?.status === 'failure') throw new Error(`payment failed: ${JSON.stringify(answer.lastTransaction)}`);
    if (performance.now() > deadline) throw new Error('payment still pending after the polling time');
    await new Promise((resolve) => setTimeout(resolve, ORDER_POLL_INTERVAL_MS));
    answer = await client.call('GET', `/order/${order._id}`);
  }
  return { ms: performance.now() - started, requests: client.requests() - before };
}

async function main() {
  ensureBuilt();
  console.log(`load average at the start: ${loadAverage()}`);
  const database = await freshDatabase(databaseName);
  const api = await startApi(database.url, { profilesPerBrand: PROFILES_PER_BRAND, env: { SANDBOX_SLOW_CARD_MS: String(SLOW_CARD_MS) } });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  let failed = false;
  try {
    const { members } = await addMembers(db, { count: CONCURRENT + SEQUENTIAL + SLOW, credits: 0 });
    const clients = await Promise.all(
      members.map(async (member) => ({ ...member, client: memberClient(api.base, await signInMember(api.base, member.username)) })),
    );
    const sequential = clients.slice(0, SEQUENTIAL);
    const slow = clients.slice(SEQUENTIAL, SEQUENTIAL + SLOW);
    const together = clients.slice(SEQUENTIAL + SLOW);

    const approveTrips = [];
    for (const { client } of sequential) approveTrips.push(await roundTrip(client, CARDS.approve));
    const slowTrips = [];
    for (const { client } of slow) slowTrips.push(await roundTrip(client, CARDS.slow));
    const describe = (trips) =>
      `${summary(trips.map((trip) => trip.ms))}; requests per payment ${Math.min(...trips.map((trip) => trip.requests))}–${Math.max(...trips.map((trip) => trip.requests))} (catalogue, order, pay, polls)`;
    console.log(`\nround trip, approve card (PATCH → success seen): ${describe(approveTrips)}`);
    console.log(`round trip, slow card (${SLOW_CARD_MS} ms, webhook, polled every 2 s): ${describe(slowTrips)}`);

    // 100 at once, each order paid from two tabs together.
    const orders = await Promise.all(together.map(async (member) => ({ member, ...(await openOrder(member.client)) })));
    const latencies = [];
    const wallStarted = performance.now();
    await Promise.all(
      orders.flatMap(({ member, order }) =>
        [0, 1].map(async () => {
          const started = performance.now();
          await member.client.call('PATCH', `/order/${order._id}`, cardForm(CARDS.approve)).catch((error) => {
            // The second tab may find the order paid already: 409, nothing charged.
            if (!String(error.message).includes('409')) throw error;
          });
          latencies.push(performance.now() - started);
        }),
      ),
    );
    const wallMs = performance.now() - wallStarted;
    // Whatever is still processing settles by webhook: wait for every order as the checkout would.
    await Promise.all(
      orders.map(async ({ member, order }) => {
        const deadline = performance.now() + ORDER_POLL_TIMEOUT_MS;
        for (;;) {
          const seen = await member.client.call('GET', `/order/${order._id}`);
          if (seen.lastTransaction?.status === 'success') return;
          if (performance.now() > deadline) throw new Error(`order ${order._id} not paid after the polling time`);
          await new Promise((resolve) => setTimeout(resolve, ORDER_POLL_INTERVAL_MS));
        }
      }),
    );
    console.log(
      `\n${orders.length} payments at once (${latencies.length} PATCHes, two tabs each): ${summary(latencies)}; all answered in ${wallMs.toFixed(0)} ms (${((orders.length * 1000) / wallMs).toFixed(0)} payments/s)`,
    );
    console.log(`p99 of the concurrent PATCHes: ${percentileOf(latencies, 99).toFixed(1)} ms`);

    // The ledger afterwards.
    const ids = clients.map((member) => member.id);
    const { rows } = await db.query(
      `select u.id, u.credits,
         coalesce((select sum(l.delta) from credit_ledger l where l.user_id = u.id), 0)::int as ledger,
         (select count(*) from credit_ledger l where l.user_id = u.id and l.reason = 'purchase')::int as purchases,
         (select count(*) from payments p where p.user_id = u.id and p.status = 'succeeded')::int as charged,
         (select coalesce(sum(o.credits), 0) from orders o where o.user_id = u.id and o.status = 'paid')::int as bought
       from users u where u.id = any($1::int[])`,
      [ids],
    );
    const wrong = rows.filter(
      (row) => row.credits !== row.ledger || row.purchases !== 1 || row.charged !== 1 || row.credits !== row.bought,
    );
    console.log(
      `\nledger: ${rows.length} members, ${rows.reduce((sum, row) => sum + row.charged, 0)} charges, ${rows.reduce((sum, row) => sum + row.purchases, 0)} purchase rows; balance = ledger sum = credits bought for ${rows.length - wrong.length} of ${rows.length}`,
    );
    if (wrong.length > 0) {
      failed = true;
      console.error('ledger check FAILED for', wrong.slice(0, 10));
    }
  } finally {
    await db.end();
    await api.stop();
    if (!keep) await database.drop();
    console.log(`load average at the end: ${loadAverage()}`);
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
