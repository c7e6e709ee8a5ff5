// What any profile list could reach on this machine: a bare Fastify server (no plugins, hooks,
// auth, query check, cards, serializer or compression) with the API's driver and pool, started by
// profiles.mjs beside the real API on the same database. Three routes:
//   GET /health  {"status":"ok"}, the framework alone
//   GET /page    the bench query's page of 36 ids (the list index alone, an index-only scan)
//   GET /cards   that page with each card's columns and first photo, as profile-search.ts reads
//                them without a count (the totals are kept), PostgreSQL's JSON passed through
//                untouched: what any list that reads its cards on every request must at least do
// Env: DATABASE_URL, PORT, BRAND_ID. Prints "listening" once it listens.
import Fastify from 'fastify';
import pg from 'pg';

const { DATABASE_URL, PORT, BRAND_ID } = process.env;
if (!DATABASE_URL || !PORT || !BRAND_ID) throw new Error('floor-server.mjs needs DATABASE_URL, PORT and BRAND_ID');

// The API's pool for the shapes without a range (db/client.ts): 10 connections kept for minutes
// (POOL_IDLE_MS), plans made once.
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 5 * 60_000,
  options: '-c plan_cache_mode=force_generic_plan',
});
const FILTER = [Number(BRAND_ID), 'blond', 'fit'];
const PAGE = 'select id from profiles where brand_id = $1 and hair = $2 and body_type = $3 order by activity_at desc, id desc limit 36';
const CARDS = `with page as (${PAGE})
select coalesce(json_agg(json_build_array(p.id, p.username, p.birthday, p.city, p.about, p.featured, p.premium,
  floor(extract(epoch from p.created_at) * 1000), floor(extract(epoch from p.activity_at) * 1000), i.id, i.path_key, i.format)
  order by p.activity_at desc, p.id desc), '[]'::json)::text
from page join profiles p on p.id = page.id
left join profile_images i on i.profile_id = page.id and i.position = 0`;

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.get('/page', async (_request, reply) => {
  const { rows } = await pool.query({ name: 'page', text: PAGE, values: FILTER, rowMode: 'array' });
  return reply.type('application/json; charset=utf-8').send(`{"ids":[${rows.map(([id]) => id).join(',')}]}`);
});
app.get('/cards', async (_request, reply) => {
  const { rows } = await pool.query({ name: 'cards', text: CARDS, values: FILTER, rowMode: 'array' });
  return reply.type('application/json; charset=utf-8').send(`{"cards":${rows[0][0]}}`);
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
console.log('listening');
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
