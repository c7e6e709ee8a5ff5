// Who works for which brand is kept in memory by each API instance (agents/staff-directory.ts) and
// dropped on the database's notification: a change made anywhere, even straight in SQL as here,
// reaches who hears a brand's member messages at once, with no request in between.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentBrands, agents, profiles } from '../../src/db/schema';
import { bearer, setupTestApp, signIn } from '../helpers/app';
import { heartlineBrandId } from '../helpers/profiles';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffSockets, type Staff } from '../helpers/staff';
import { listen } from '../realtime/channel-client';

const t = setupTestApp();
const sockets = staffSockets(t);
let demo: SignedInMember;
let brandId: number;
let profileIds: number[];
let keys = 0;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  brandId = await heartlineBrandId(t.app.db);
  profileIds = (
    await t.app.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.brandId, brandId))
      .orderBy(profiles.id)
      .offset(400)
      .limit(10)
  ).map((row) => row.id);
  await t.app.db.execute(sql`update users set credits = credits + 10 where id = ${demo.id}`);
  await listen(t.app);
});

afterEach(() => sockets.closeAll());

/** A staff member made in SQL, with no brand yet, signed in. */
async function newAgent(): Promise<Staff> {
  const [template] = await t.app.db.select().from(agents).where(eq(agents.username, 'agent'));
  const username = `directory-${Date.now()}-${++keys}`;
  const [row] = await t.app.db
    .insert(agents)
    .values({ username, email: `${username}@heartline.example`, passwordHash: template!.passwordHash, role: 'agent' })
    .returning({ id: agents.id });
  const { access_token } = await signIn(t.app, username, 'agent12345', '/agent/authenticate');
  return { id: row!.id, headers: bearer(access_token) };
}

/** Waits (at most 5 s) until the in-memory list of the brand's staff says `holds` (the notification has arrived). */
async function untilKnown(holds: (staff: readonly number[]) => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const known = t.app.agents.scope.knownStaffOf(brandId) ?? (await t.app.agents.scope.staffOf(brandId));
    if (holds(known) && t.app.agents.scope.knownStaffOf(brandId) !== undefined) return;
    if (Date.now() > deadline) throw new Error(`the staff list never changed: ${JSON.stringify(known)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sendAsDemo = (profileId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/conversation/blank/message',
    headers: demo.headers,
    payload: { key: `directory-send-${Date.now()}-${++keys}`, profileId: String(profileId), message: 'Still there?' },
  });

describe("a brand's staff, kept in memory", () => {
  it('is loaded once and then answered without the database, and follows a brand given and taken in SQL', async () => {
    const agent = await newAgent();
    const socket = await sockets.open(agent);
    await t.app.agents.scope.staffOf(brandId);
    expect(t.app.agents.scope.knownStaffOf(brandId)).not.toContain(agent.id);

    // No brand yet: the member's message does not reach it.
    expect((await sendAsDemo(profileIds[0]!)).statusCode).toBe(200);
    expect(await socket.pingAndNext()).toEqual({ type: 'pong' });

    await t.app.db.insert(agentBrands).values({ agentId: agent.id, brandId });
    await untilKnown((staff) => staff.includes(agent.id));
    const sent = await sendAsDemo(profileIds[1]!);
    expect(sent.statusCode).toBe(200);
    expect(await socket.next()).toMatchObject({ type: 'messageQueued', data: { messageId: sent.json().message._id } });

    await t.app.db.delete(agentBrands).where(and(eq(agentBrands.agentId, agent.id), eq(agentBrands.brandId, brandId)));
    await untilKnown((staff) => !staff.includes(agent.id));
    expect((await sendAsDemo(profileIds[2]!)).statusCode).toBe(200);
    expect(await socket.pingAndNext()).toEqual({ type: 'pong' });
  });

  it('leaves out a disabled staff member, and takes it back once enabled', async () => {
    const agent = await newAgent();
    await t.app.db.insert(agentBrands).values({ agentId: agent.id, brandId });
    await untilKnown((staff) => staff.includes(agent.id));
    await t.app.db.update(agents).set({ disabled: true }).where(eq(agents.id, agent.id));
    await untilKnown((staff) => !staff.includes(agent.id));
    expect((await t.app.agents.scope.scopesOf([brandId])).map((scope) => scope.agentId)).not.toContain(agent.id);
    await t.app.db.update(agents).set({ disabled: false }).where(eq(agents.id, agent.id));
    await untilKnown((staff) => staff.includes(agent.id));
    expect(await t.app.agents.scope.scopesOf([brandId])).toContainEqual({ agentId: agent.id, brandIds: [brandId] });
  });
});

describe.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')('when the connection that hears the notifications drops (PostgreSQL)', () => {
  it('answers from the database meanwhile, then listens again and keeps the list in memory', async () => {
    const agent = await newAgent();
    await t.app.agents.scope.staffOf(brandId);
    const listeners = (await t.app.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and query = 'listen heartline_staff_scope'`,
    )) as unknown as { rows: Array<{ pid: number }> };
    expect(listeners.rows.length).toBeGreaterThan(0);
    for (const { pid } of listeners.rows) await t.app.db.execute(sql`select pg_terminate_backend(${pid})`);
    // A change made while nobody listens is not missed: once the drop is noticed the list is read
    // from the database until the connection is back, and loaded afresh then.
    await t.app.db.insert(agentBrands).values({ agentId: agent.id, brandId });
    await untilKnown((staff) => staff.includes(agent.id));
  });
});
