// Admins manage the staff (issue 27 item 1), on PGlite and on PostgreSQL: GET /agents, POST /agent,
// PATCH /agent/{id}; agents and members are refused; disabling an agent ends its sessions at once.
import { MESSAGES } from '@heartline/contracts/rules';
import {
  agentSavedResponseSchema,
  claimResponseSchema,
  REALTIME_UNAUTHORISED_CLOSE,
  staffAgentsResponseSchema,
} from '@heartline/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../src/plugins/app/domain-events';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, type Staff } from '../helpers/staff';
import { ChannelClient, listen } from '../realtime/channel-client';

const t = setupTestApp();
const h = staffHelpers(t, 620);
let demo: SignedInMember;
let admin: Staff;
let agent: Staff;

const list = (who: { headers: Record<string, string> }) => t.app.inject({ method: 'GET', url: '/agents', headers: who.headers });
const create = (who: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/agent', headers: who.headers, payload });
const change = (who: { headers: Record<string, string> }, id: string | number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/agent/${id}`, headers: who.headers, payload });
const brandIds = async () =>
  staffAgentsResponseSchema.parse((await list(admin)).json()).agents.find((one) => one.username === 'admin')!.scope;

beforeAll(async () => {
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
  admin = await h.staff('admin');
  agent = await h.staff('agent');
});
afterAll(() => h.signOut(admin, agent));

describe('staff management', () => {
  it('is refused to agents, members and anonymous callers', async () => {
    for (const who of [agent, demo]) {
      const refused = await list(who);
      expect(refused.statusCode).toBe(403);
      expect((await create(who, { username: 'sneaky', email: 'x@y.example', password: 'password123', scope: ['1'] })).statusCode).toBe(403);
      expect((await change(who, agent.id, { firstName: 'Me' })).statusCode).toBe(403);
    }
    expect((await list(agent)).json().message).toBe(MESSAGES.adminOnly);
    expect((await list({ headers: anonymous })).statusCode).toBe(401);
  });

  it('lists the staff with status, statusLastUpdate and scope', async () => {
    await h.status(agent, 'online');
    const { agents } = staffAgentsResponseSchema.parse((await list(admin)).json());
    expect(agents.map((one) => one.username)).toEqual(expect.arrayContaining(['admin', 'agent', 'agent2']));
    const listed = agents.find((one) => one.username === 'agent')!;
    expect(listed).toMatchObject({ status: 'online', role: 'agent', disabled: false, type: 'agent' });
    expect(listed.statusLastUpdate).not.toBeNull();
    expect(listed.scope).toHaveLength(2);
    expect(agents.find((one) => one.username === 'agent2')!.scope).toHaveLength(1);
    await h.status(agent, 'offline');
  });

  it('creates an agent who can sign in, changes it, and refuses bad input with nothing written', async () => {
    const scope = [(await brandIds())[0]!];
    const created = await create(admin, {
      username: 'newbie',
      email: 'newbie@heartline.example',
      password: 'newbie12345',
      firstName: 'New',
      lastName: 'Bie',
      scope,
    });
    expect(created.statusCode).toBe(201);
    const saved = agentSavedResponseSchema.parse(created.json());
    expect(saved.agent).toMatchObject({ username: 'newbie', role: 'agent', scope, status: 'offline', disabled: false });
    expect(saved.message).toBe(MESSAGES.agentProfileUpdated);
    const taken = await create(admin, { username: 'NEWBIE', email: 'other@heartline.example', password: 'newbie12345', scope });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MESSAGES.agentUsernameTaken);
    const short = await create(admin, { username: 'shorty', email: 'shorty@heartline.example', password: 'x', scope });
    expect(short.statusCode).toBe(400);
    expect(
      (await create(admin, { username: 'noscope', email: 'noscope@heartline.example', password: 'newbie12345', scope: [] })).statusCode,
    ).toBe(400);
    expect(
      (await create(admin, { username: 'stranger', email: 's@heartline.example', password: 'newbie12345', scope: ['999999'] })).json()
        .message,
    ).toBe(MESSAGES.scopeOutsideYours);
    const names = staffAgentsResponseSchema.parse((await list(admin)).json()).agents.map((one) => one.username);
    expect(names).not.toEqual(expect.arrayContaining(['shorty']));
    expect(names.filter((name) => ['noscope', 'stranger'].includes(name))).toEqual([]);

    const newbie = await h.staff('newbie', 'newbie12345');
    const renamed = await change(admin, saved.agent._id, { firstName: 'Newly', scope: await brandIds() });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: MESSAGES.agentProfileUpdated, agent: { firstName: 'Newly', scope: await brandIds() } });
    expect((await change(admin, 999_999, { firstName: 'Nobody' })).json().message).toBe(MESSAGES.agentNotFound);
    expect((await change(admin, saved.agent._id, { nickname: 'x' })).statusCode).toBe(400);
    // The new agent works: it can go online and claim.
    expect((await h.status(newbie, 'online')).statusCode).toBe(200);
    expect(claimResponseSchema.safeParse((await h.claim(newbie)).json()).success).toBe(true);
    await h.signOut(newbie);
  });

  it('disabling an agent ends its sessions at once, frees its claims, and it can no longer sign in', async () => {
    const scope = await brandIds();
    const created = agentSavedResponseSchema.parse(
      (await create(admin, { username: 'leaver', email: 'leaver@heartline.example', password: 'leaver12345', scope })).json(),
    );
    const leaver = await h.staff('leaver', 'leaver12345');
    await listen(t.app);
    const socket = await ChannelClient.open(t.app, leaver.headers.authorization.slice('Bearer '.length), { path: '/ws/agent' });
    await h.status(leaver, 'online');
    await h.waiting(demo.id, h.profileOf('heartline'), 1_000);
    expect(claimResponseSchema.parse((await h.claim(leaver)).json()).claim).not.toBeNull();

    const logouts: Array<DomainEvents['staff.logout']> = [];
    const heard = (event: DomainEvents['staff.logout']) => logouts.push(event);
    t.app.domainEvents.on('staff.logout', heard);
    const disabled = await change(admin, created.agent._id, { disabled: true });
    t.app.domainEvents.off('staff.logout', heard);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().agent).toMatchObject({ disabled: true, status: 'offline', claims: 0 });
    expect(logouts).toEqual([{ agentId: leaver.id, reason: 'deactivated' }]);
    // Its console hears it at once and its socket is closed.
    expect(await socket.next()).toEqual({ type: 'logout', data: { reason: 'deactivated' } });
    expect((await socket.closedWithin()).code).toBe(REALTIME_UNAUTHORISED_CLOSE);
    expect((await t.app.inject({ method: 'GET', url: '/queue', headers: leaver.headers })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/agent/authenticate',
      headers: anonymous,
      payload: { username: 'leaver', password: 'leaver12345' },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(MESSAGES.agentDisabled);
    const self = await change(admin, admin.id, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(MESSAGES.agentSelfDisable);
  });
});
