// npm run bench:api — GET /profiles (36 per page, two filters, sorted) against GET /health on the
// same server in one run, over 100,000 profiles in PostgreSQL.
//
// 1. Recreates the database `heartline_bench` on 127.0.0.1:5432 (user postgres, trust auth).
// 2. Starts the built API (api/dist/server.js; built first when missing) on a free port against
//    it: the first start migrates and seeds 50,000 profiles per brand (100,000 in all).
// 3. Signs in demo, warms up, then measures with autocannon (10 s each, 20 connections) /health,
//    the list, /health again, and prints req/s, p99 latency and the list/health ratio (the
//    health rate is the mean of its two runs; goal: a ratio of at least 0.5).
// 4. Does it again with the list cache off (PROFILE_LIST_CACHE_MS=0), to show what the indexes
//    alone give. Pass --keep to keep the database afterwards.
// Requests carry Accept-Encoding like a browser's. The API reuses a session row for 2 s
// (SESSION_CACHE_MS) and a list answer for 5 s (PROFILE_LIST_CACHE_MS); see api/CONTEXT.md.
import autocannon from 'autocannon';
import { ensureBuilt, freshDatabase, signInDemo, startApi } from './bench-api.mjs';

const PROFILES_PER_BRAND = 50_000;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 20;
const LIST_PATH = '/profiles?limit=36&page=1&sortBy=recent-activity&hair=blond&bodyType=fit';
/** Both routes are asked the way a browser asks (the list answer is kept compressed when cached). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function measure(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      resolve({ rps: result.requests.average, p99: result.latency.p99, total: result.requests.total });
    });
  });
}

async function run(label, databaseUrl, extraEnv) {
  const api = await startApi(databaseUrl, { profilesPerBrand: PROFILES_PER_BRAND, env: extraEnv });
  try {
    console.log(`\n${label}: API healthy after ${(api.startMs / 1000).toFixed(1)} s`);
    const { token } = await signInDemo(api.base);
    const headers = { ...BROWSER_HEADERS, authorization: `Bearer ${token}` };
    const check = await fetch(`${api.base}${LIST_PATH}`, { headers });
    const body = await check.text();
    const page = JSON.parse(body);
    if (!check.ok || page.profiles?.length !== 36) throw new Error(`the list answered ${check.status}: ${body.slice(0, 200)}`);
    const encoding = check.headers.get('content-encoding') ?? 'identity';
    console.log(`  list: ${page.total} matching profiles, ${Buffer.byteLength(body)} bytes of JSON per page (sent as ${encoding})`);
    // Warm-up: JIT, connection pool, PostgreSQL buffers.
    for (let i = 0; i < 50; i++) await fetch(`${api.base}${LIST_PATH}`, { headers }).then((r) => r.arrayBuffer());

    // Health is measured before and after the list and averaged, so a slow moment of the
    // machine (autovacuum after the seed, other work) does not favour either route.
    const healthBefore = await measure(`${api.base}/health`, BROWSER_HEADERS);
    const list = await measure(`${api.base}${LIST_PATH}`, headers);
    const healthAfter = await measure(`${api.base}/health`, BROWSER_HEADERS);
    const health = { rps: (healthBefore.rps + healthAfter.rps) / 2, p99: Math.max(healthBefore.p99, healthAfter.p99) };
    const ratio = list.rps / health.rps;
    console.log(`  GET /health    ${health.rps.toFixed(0).padStart(7)} req/s   p99 ${String(health.p99).padStart(4)} ms   (before ${healthBefore.rps.toFixed(0)}, after ${healthAfter.rps.toFixed(0)})`);
    console.log(`  GET ${LIST_PATH}`);
    console.log(`                 ${list.rps.toFixed(0).padStart(7)} req/s   p99 ${String(list.p99).padStart(4)} ms`);
    console.log(`  ratio list/health: ${ratio.toFixed(2)} (goal ≥ 0.50: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
    // Let the requests autocannon abandoned at the end finish before the server stops.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return { health, list, ratio };
  } finally {
    await api.stop();
  }
}

ensureBuilt();
const database = await freshDatabase('heartline_bench');
const databaseUrl = database.url;

console.log(`Seeding ${PROFILES_PER_BRAND * 2} profiles into heartline_bench (first start of the API)…`);
const cached = await run('With the list cache (default, 5 s)', databaseUrl, {});
const uncached = await run('Without the list cache (PROFILE_LIST_CACHE_MS=0: indexes only)', databaseUrl, { PROFILE_LIST_CACHE_MS: '0' });

console.log(`\nSummary (${DURATION_S} s each, ${CONNECTIONS} connections, ${PROFILES_PER_BRAND * 2} profiles):`);
console.log(`  cached:   list ${cached.list.rps.toFixed(0)} req/s vs health ${cached.health.rps.toFixed(0)} req/s → ${cached.ratio.toFixed(2)}`);
console.log(`  uncached: list ${uncached.list.rps.toFixed(0)} req/s vs health ${uncached.health.rps.toFixed(0)} req/s → ${uncached.ratio.toFixed(2)}`);

if (!process.argv.includes('--keep')) await database.drop();
