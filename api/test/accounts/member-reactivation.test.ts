// Staff reactivate a deactivated member account (issue 27 item 7; the help centre promises it), on
// PGlite and on PostgreSQL: an admin finds the member by username or email within their brands and
// reactivates it; the member signs in again at once; the reactivation is recorded (who, when).
// Plain agents get 403, members 403, anonymous callers 401; bad input changes nothing.
import { MESSAGES } from '@heartline/contracts/rules';
import { MEMBER_SEARCH_LIMIT } from '@heartline/contracts/rules';
import { memberAccountsResponseSchema, memberReactivatedResponseSchema, staffAgentsResponseSchema } from '@heartline/contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberReactivations, users } from '../../src/db/schema';
import { anonymous, setupTestApp } from '../helpers/app';
import { registerMember, type RegisteredMember } from '../helpers/accounts';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, type Staff } from '../helpers/staff';

const t = setupTestApp();
const h = staffHelpers(t, 0);
let demo: SignedInMember;
let admin: Staff;
let agent: Staff;
let velvetAdmin: Staff;

type Caller = { headers: Record<string, string> };
const search = (who: Caller, text: string) =>
  t.app.inject({ method: 'GET', url: `/members?search=${encodeURIComponent(text)}`, headers: who.headers });
const reactivate = (who: Caller, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/members/${id}/reactivate`, headers: who.headers });
const signInAttempt = (member: RegisteredMember) =>
  t.app.inject({
    method: 'POST',
    url: '/authenticate',
    headers: anonymous,
    payload: { username: member.username, password: member.password },
  });

async function deactivated(): Promise<RegisteredMember> {
  const member = await registerMember(t.app);
  const gone = await t.app.inject({
    method: 'DELETE',
    url: `/user/${member.id}`,
    headers: member.headers,
    payload: { password: member.password },
  });
  expect(gone.statusCode).toBe(204);
  return member;
}

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  admin = await h.staff('admin');
  agent = await h.staff('agent');
  const { agents } = staffAgentsResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/agents', headers: admin.headers })).json(),
  );
  const velvetOnly = agents.find((one) => one.username === 'agent2')!.scope;
  const created = await t.app.inject({
    method: 'POST',
    url: '/agent',
    headers: admin.headers,
    payload: { username: 'velvetadmin', email: 'velvetadmin@heartline.example', password: 'velvet12345', role: 'admin', scope: velvetOnly },
  });
  if (created.statusCode !== 201) throw new Error(`could not add velvetadmin: ${created.body}`);
  velvetAdmin = await h.staff('velvetadmin', 'velvet12345');
});
afterAll(() => h.signOut(admin, agent, velvetAdmin));

describe('reactivating a member account', () => {
  it('is refused to plain agents (403), members (403) and anonymous callers (401)', async () => {
    const member = await deactivated();
    for (const who of [agent, demo]) {
      expect((await search(who, member.username)).statusCode).toBe(403);
      expect((await reactivate(who, member.id)).statusCode).toBe(403);
    }
    expect((await search(agent, member.username)).json().message).toBe(MESSAGES.adminOnly);
    expect((await search({ headers: anonymous }, member.username)).statusCode).toBe(401);
    expect((await reactivate({ headers: anonymous }, member.id)).statusCode).toBe(401);
    expect((await signInAttempt(member)).statusCode).toBe(403);
  });

  it('finds the member by username or email, reactivates it, and the member signs in at once; recorded with who and when', async () => {
    const member = await deactivated();
    const byName = memberAccountsResponseSchema.parse((await search(admin, member.username.toUpperCase())).json());
    expect(byName.members[0]).toMatchObject({ _id: String(member.id), username: member.username, reactivated: null });
    expect(byName.members[0]!.deactivatedAt).not.toBeNull();
    const byEmail = memberAccountsResponseSchema.parse((await search(admin, member.email)).json());
    expect(byEmail.members.map((one) => one._id)).toEqual([String(member.id)]);
    expect((await signInAttempt(member)).json().message).toBe(MESSAGES.accountIsDeactivated);

    const done = await reactivate(admin, member.id);
    expect(done.statusCode).toBe(200);
    const answer = memberReactivatedResponseSchema.parse(done.json());
    expect(answer.message).toBe(MESSAGES.memberReactivated);
    expect(answer.member).toMatchObject({ deactivatedAt: null, reactivated: { by: 'admin' } });
    expect(Math.abs(Date.parse(answer.member.reactivated!.at) - t.clock.now().getTime())).toBeLessThan(5_000);
    expect((await signInAttempt(member)).statusCode).toBe(200);

    const [record] = await t.app.db.select().from(memberReactivations).where(eq(memberReactivations.userId, member.id));
    expect(record).toMatchObject({ agentId: admin.id });
    expect(record!.deactivatedAt).toBeInstanceOf(Date);
    // Once active, a second reactivation says so and records nothing.
    const again = await reactivate(admin, member.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.memberNotDeactivated);
    expect(await t.app.db.select().from(memberReactivations).where(eq(memberReactivations.userId, member.id))).toHaveLength(1);
  });

  it('records one reactivation when two admins send it at once', async () => {
    const member = await deactivated();
    const answers = await Promise.all([reactivate(admin, member.id), reactivate(admin, member.id)]);
    expect(answers.map((one) => one.statusCode).toSorted()).toEqual([200, 409]);
    expect(await t.app.db.select().from(memberReactivations).where(eq(memberReactivations.userId, member.id))).toHaveLength(1);
  });

  it("stays within the admin's brands", async () => {
    const member = await deactivated();
    const elsewhere = memberAccountsResponseSchema.parse((await search(velvetAdmin, member.username)).json());
    expect(elsewhere.members).toEqual([]);
    const refused = await reactivate(velvetAdmin, member.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(MESSAGES.memberNotFound);
    const [row] = await t.app.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, member.id));
    expect(row!.deactivatedAt).not.toBeNull();
  });

  it('refuses bad input with a sentence and changes nothing; the list is bounded', async () => {
    const member = await deactivated();
    const refusals: Record<string, string> = {
      '/members': 'search: This field is required',
      '/members?search=%20%20': 'search: This field is required',
      [`/members?search=${'a'.repeat(300)}`]: 'search: The search has at most 254 characters',
      '/members?search=x&brand=2': 'Unknown field: brand',
    };
    for (const [url, message] of Object.entries(refusals)) {
      const refused = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect({ url, status: refused.statusCode, message: refused.json().message }).toEqual({ url, status: 400, message });
    }
    for (const id of ['abc', '0', '99999999']) expect((await reactivate(admin, id)).statusCode).toBe(404);
    // Wildcards are letters here: '%' finds nobody whose name does not hold it.
    expect(memberAccountsResponseSchema.parse((await search(admin, '%')).json()).members).toEqual([]);
    const [row] = await t.app.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, member.id));
    expect(row!.deactivatedAt).not.toBeNull();
    // Many members begin with 'member' (the registrations of this file, and more): at most the limit.
    for (let i = 0; i < MEMBER_SEARCH_LIMIT; i += 1) await registerMember(t.app);
    const many = memberAccountsResponseSchema.parse((await search(admin, 'member')).json());
    expect(many.members).toHaveLength(MEMBER_SEARCH_LIMIT);
    expect(many.more).toBe(true);
  });
});
