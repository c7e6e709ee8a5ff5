// What the fuzz suite stands on: the callers (anonymous, a member, another member, staff), the
// real ids a path may name, and a record of every row any table gains, loses or changes, kept by
// row-level triggers in the database itself, so a refused request that wrote anything is caught
// on PGlite and on PostgreSQL alike.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { registerMember } from '../helpers/accounts';
import { anonymous, signIn } from '../helpers/app';
import { photoForm } from './request-generator';

export type CallerName = 'anonymous' | 'member' | 'other member' | 'staff';

export interface Caller {
  name: CallerName;
  headers: () => Record<string, string>;
  /** The caller's own ids (user id for a member). */
  id: number | undefined;
  /** Signs in again (after a logout or a refresh the fuzz itself sent), or replaces a closed account. */
  renew(): Promise<void>;
}

interface MemberLogin {
  username: string;
  password: string;
}

async function memberCaller(app: FastifyInstance, name: CallerName, login: MemberLogin): Promise<Caller> {
  let current = login;
  let token = '';
  const caller: Caller = {
    name,
    id: undefined,
    headers: () => ({ authorization: `Bearer ${token}` }),
    async renew() {
      try {
        token = (await signIn(app, current.username, current.password)).access_token as string;
      } catch {
        // The fuzz closed this account or changed its password: a new member takes its place.
        const fresh = await registerMember(app);
        current = { username: fresh.username, password: fresh.password };
        token = fresh.token;
      }
      caller.id = Number(decodeJwt(token).sub);
    },
  };
  await caller.renew();
  return caller;
}

async function staffCaller(app: FastifyInstance): Promise<Caller> {
  let token = '';
  const caller: Caller = {
    name: 'staff',
    id: undefined,
    headers: () => ({ authorization: `Bearer ${token}` }),
    async renew() {
      // One session per agent: the last one the suite holds is ended first.
      if (token) await app.inject({ method: 'DELETE', url: '/authenticate', headers: { authorization: `Bearer ${token}` } });
      // The admin: every staff route answers it past its checks (an agent needs a claim, admins-only routes refuse it).
      token = (await signIn(app, 'admin', 'admin12345', '/agent/authenticate')).access_token as string;
      caller.id = Number(decodeJwt(token).sub);
    },
  };
  await caller.renew();
  return caller;
}

export async function callers(app: FastifyInstance): Promise<Caller[]> {
  return [
    { name: 'anonymous', id: undefined, headers: () => ({ ...anonymous }), renew: async () => undefined },
    await memberCaller(app, 'member', { username: 'demo', password: 'demo12345' }),
    await memberCaller(app, 'other member', { username: 'vip', password: 'vip12345' }),
    await staffCaller(app),
  ];
}

/** Real ids, by the path parameter's name and the path it is in. */
export async function realIds(app: FastifyInstance, member: Caller, other: Caller): Promise<(path: string, parameter: string) => string[]> {
  const get = async (url: string, caller: Caller = member) => (await app.inject({ method: 'GET', url, headers: caller.headers() })).json();
  const conversations = ((await get('/conversations?messages=inbox')).conversations ?? []) as { _id: string }[];
  const profiles = ((await get('/profiles?limit=3')).profiles ?? []) as { _id: string }[];
  const conversationIds = conversations.map((conversation) => String(conversation._id));
  const conversation = conversationIds[0] ? await get(`/conversation/${conversationIds[0]}`) : undefined;
  const meetupIds = ((conversation?.meetUps ?? []) as { _id: string }[]).map((meetup) => String(meetup._id));
  if (!conversationIds.length || !profiles.length)
    throw new Error('the fuzz found no conversation or profile of the demo member to aim at');
  const userIds = [String(member.id), String(other.id)];
  // A photo of the member's, so deleting one can succeed.
  const form = photoForm({ type: 'others' });
  const uploaded = await app.inject({
    method: 'POST',
    url: '/user/upload',
    headers: { ...member.headers(), 'content-type': form.contentType },
    payload: form.text,
  });
  const imageIds = ((uploaded.json() as { images?: { _id: string }[] }).images ?? []).map((image) => image._id);
  const brands = ((await app.inject({ method: 'GET', url: '/brands', headers: anonymous })).json() as { id: number }[]).map((brand) =>
    String(brand.id),
  );
  // A member who deactivated the account, so POST /members/{id}/reactivate can get past its checks.
  const leaving = await registerMember(app);
  await app.inject({ method: 'DELETE', url: `/user/${leaving.id}`, headers: leaving.headers, payload: { password: leaving.password } });
  return (path, parameter) => {
    if (path.startsWith('/members/')) return [String(leaving.id), ...userIds];
    if (path.startsWith('/user/')) return parameter === 'imageId' ? [...imageIds, '1', '2'] : userIds;
    if (path.startsWith('/conversation/')) return parameter === 'meetupId' ? [...meetupIds, '1'] : conversationIds;
    if (path.startsWith('/profile/')) return profiles.map((profile) => String(profile._id));
    if (path.startsWith('/brand/') || path.startsWith('/company/') || parameter === 'brandId') return brands;
    if (path.startsWith('/locations/')) return parameter === 'country' ? ['IE', 'US', 'GB', 'ie', 'XX'] : ['D02', '10001', 'T12'];
    if (path.startsWith('/interests/')) return ['likes', 'liked-me', 'views', 'viewed-me', 'favorites'];
    if (path.startsWith('/dev/mail-templates')) return ['verification', 'password-reset'];
    return ['1'];
  };
}

/** Row-level triggers on every table, writing each change into fuzz_changes. */
export async function watchTables(app: FastifyInstance): Promise<void> {
  await app.db.execute(sql.raw('create table if not exists fuzz_changes (id bigserial primary key, table_name text not null)'));
  await app.db.execute(
    sql.raw(`create or replace function fuzz_note_change() returns trigger language plpgsql as $$
      begin insert into fuzz_changes (table_name) values (TG_TABLE_NAME); return null; end $$`),
  );
  const tables = (await app.db.execute(
    sql.raw(`select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_changes'`),
  )) as unknown as { rows: { tablename: string }[] };
  // A staff session's sign of life (sessions.seen_at) is bookkeeping, not a write: any request of a
  // live staff session records it, a refused one too (the console is open).
  const bookkeeping = new Set(['sessions.seen_at']);
  for (const { tablename } of tables.rows) {
    const columns = (await app.db.execute(
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${tablename} order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] };
    const watched = columns.rows.map((row) => row.column_name).filter((column) => !bookkeeping.has(`${tablename}.${column}`));
    const updates = watched.length === columns.rows.length ? 'update' : `update of ${watched.map((column) => `"${column}"`).join(', ')}`;
    await app.db.execute(
      sql.raw(
        `create trigger fuzz_note_change after insert or ${updates} or delete on "${tablename}" for each row execute function fuzz_note_change()`,
      ),
    );
  }
}

export async function lastChange(app: FastifyInstance): Promise<number> {
  const result = (await app.db.execute(sql.raw('select coalesce(max(id), 0)::int as id from fuzz_changes'))) as unknown as {
    rows: { id: number }[];
  };
  return Number(result.rows[0]?.id ?? 0);
}

export async function tablesChangedSince(app: FastifyInstance, since: number): Promise<string[]> {
  const result = (await app.db.execute(
    sql`select distinct table_name from fuzz_changes where id > ${since} order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}

/** A different address for every request: the fuzz is not about rate limits, which have their own tests. */
export function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}
