// Notes and memos are live (issue 27, item 6's leftover), on PGlite and on PostgreSQL: a change to a
// global memo reaches, on the staff channel, every staff member of the brand who has a conversation
// of that member or profile open, and a change to a conversation's notes everyone who has that
// conversation open; nobody else hears it (staff not looking, another brand's staff).
import type { Note, StaffChannelEvent } from '@heartline/contracts/schemas';
import { claimResponseSchema } from '@heartline/contracts/schemas';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationViewers } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, staffSockets, type Staff } from '../helpers/staff';
import { listen, type ChannelClient } from '../realtime/channel-client';

const t = setupTestApp();
const h = staffHelpers(t, 920);
let demo: SignedInMember;
let agent: Staff;
let agent2: Staff;
let admin: Staff;
const sockets = staffSockets(t);
const openSocket = (who: Staff) => sockets.open(who);
const post = (who: Staff, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const patch = (who: Staff, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url, headers: who.headers, payload });
const del = (who: Staff, url: string) => t.app.inject({ method: 'DELETE', url, headers: who.headers });

/** The next frame that is not about the queue or who is looking. */
async function nextNotes(socket: ChannelClient): Promise<StaffChannelEvent> {
  for (;;) {
    const frame = (await socket.next()) as unknown as StaffChannelEvent;
    if (frame.type !== 'messageQueued' && frame.type !== 'conversationViewers') return frame;
  }
}
/** Waits for the channel's answer to opening a conversation: who has it open now. */
async function viewing(socket: ChannelClient): Promise<void> {
  for (;;) if (((await socket.next()) as unknown as StaffChannelEvent).type === 'conversationViewers') return;
}
/** Nothing but the queue's and who-is-looking frames arrived before the pong. */
async function heardNothing(socket: ChannelClient): Promise<void> {
  socket.ping();
  expect(await nextNotes(socket)).toEqual({ type: 'pong' });
}
const texts = (notes: Note[]) => notes.map((note) => note.note);

beforeAll(async () => {
  await listen(t.app);
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
  agent = await h.staff('agent');
  agent2 = await h.staff('agent2');
  admin = await h.staff('admin');
});
afterAll(() => h.signOut(agent, agent2, admin));
beforeEach(() => h.emptyQueue());
afterEach(async () => {
  sockets.closeAll();
  await t.app.db.delete(conversationViewers);
  await h.status(agent, 'offline');
});

/** The agent claims a conversation of the demo member and a fresh profile, and shows it. */
async function agentLooking(): Promise<{ conversationId: string; profileId: number; agentSocket: ChannelClient }> {
  const profileId = h.profileOf('heartline');
  const talk = await h.waiting(demo.id, profileId, 5_000);
  await h.status(agent, 'online');
  const claim = claimResponseSchema.parse((await h.claim(agent)).json()).claim!;
  expect(claim.conversation._id).toBe(String(talk.conversationId));
  const agentSocket = await openSocket(agent);
  agentSocket.send({ type: 'conversationOpen', data: { conversationId: claim.conversation._id } });
  expect((await agentSocket.next()) as unknown).toMatchObject({ type: 'conversationViewers' });
  return { conversationId: claim.conversation._id, profileId, agentSocket };
}

describe('live memos', () => {
  it("reach the agent who has a conversation of the memo's profile open, and nobody else", async () => {
    const { conversationId, profileId, agentSocket } = await agentLooking();
    // The admin's console is connected but shows no conversation of that profile.
    const adminSocket = await openSocket(admin);
    // Velvet Hour's agent, left on the conversation (its scope changed since it opened it): the
    // brand's scope is read afresh, so it hears nothing.
    const outsider = await openSocket(agent2);
    await t.app.db
      .insert(conversationViewers)
      .values({ connectionId: 'outsider-socket', conversationId: Number(conversationId), agentId: agent2.id, seenAt: t.clock.now() });

    const added = await post(admin, `/profile/${profileId}/note`, { note: 'Never mention the ex', type: 'profile' });
    expect(added.statusCode).toBe(200);
    const pushed = await nextNotes(agentSocket);
    expect(pushed).toMatchObject({
      type: 'notesChanged',
      data: { place: 'memo', type: 'profile', subjectId: String(profileId), notes: [{ note: 'Never mention the ex', global: true }] },
    });
    // The push carries what the admin's own answer carried.
    if (pushed.type !== 'notesChanged' || pushed.data.place !== 'memo') throw new Error('expected a memo');
    expect(pushed.data.notes).toEqual(added.json().memo.notes);

    await heardNothing(adminSocket);
    await heardNothing(outsider);
  });

  it("follow the member: a change to the member's memo reaches whoever has any conversation of theirs open", async () => {
    const { agentSocket } = await agentLooking();
    const url = `/user/${demo.id}/note`;
    const first = await post(admin, url, { note: 'Prefers evenings', type: 'user' });
    expect(first.statusCode).toBe(200);
    const added = await nextNotes(agentSocket);
    expect(added).toMatchObject({ type: 'notesChanged', data: { place: 'memo', type: 'user', subjectId: String(demo.id) } });
    const noteId = first.json().memo.notes.at(-1)._id as string;

    expect((await patch(admin, `${url}/${noteId}`, { note: 'Prefers late evenings' })).statusCode).toBe(200);
    const changed = await nextNotes(agentSocket);
    if (changed.type !== 'notesChanged' || changed.data.place !== 'memo')
      throw new Error(`expected a memo, got ${JSON.stringify(changed)}`);
    expect(texts(changed.data.notes)).toContain('Prefers late evenings');
    expect(texts(changed.data.notes)).not.toContain('Prefers evenings');

    expect((await del(admin, `${url}/${noteId}`)).statusCode).toBe(200);
    const removed = await nextNotes(agentSocket);
    if (removed.type !== 'notesChanged' || removed.data.place !== 'memo')
      throw new Error(`expected a memo, got ${JSON.stringify(removed)}`);
    expect(removed.data.notes.map((note) => note._id)).not.toContain(noteId);
  });

  it('are not pushed when the change is refused', async () => {
    const { profileId, agentSocket } = await agentLooking();
    // A plain agent may not write memos: refused, nothing written, nothing pushed.
    expect((await post(agent, `/profile/${profileId}/note`, { note: 'Agents cannot', type: 'profile' })).statusCode).toBe(403);
    expect((await post(admin, `/profile/${profileId}/note`, { note: '', type: 'profile' })).statusCode).toBe(400);
    await heardNothing(agentSocket);
  });
});

describe("a conversation's notes", () => {
  it('reach the admin reading the conversation while the agent writes them, live', async () => {
    const { conversationId, agentSocket } = await agentLooking();
    const adminSocket = await openSocket(admin);
    adminSocket.send({ type: 'conversationOpen', data: { conversationId } });
    // The admin is counted as looking once the channel answers with who is looking; a note written
    // before that would rightly not reach them.
    await viewing(adminSocket);
    const outsider = await openSocket(agent2);

    const answer = await post(agent, `/conversation/${conversationId}/note`, { note: 'Asked about Lisbon', type: 'profile' });
    expect(answer.statusCode).toBe(200);
    const pushed = await nextNotes(adminSocket);
    expect(pushed).toEqual({
      type: 'notesChanged',
      data: { place: 'conversation', conversationId, userNotes: [], profileNotes: answer.json().profileNotes },
    });
    // The writer's own console hears it too (its other tabs keep up).
    expect(await nextNotes(agentSocket)).toEqual(pushed);
    await heardNothing(outsider);

    // The admin leaves the page: the next change reaches the agent alone.
    adminSocket.send({ type: 'conversationClose', data: { conversationId } });
    await expect.poll(async () => (await t.app.db.select().from(conversationViewers)).length).toBe(1);
    const noteId = answer.json().profileNotes[0]._id as string;
    expect((await del(agent, `/conversation/${conversationId}/note/${noteId}`)).statusCode).toBe(200);
    expect(await nextNotes(agentSocket)).toMatchObject({ type: 'notesChanged', data: { place: 'conversation', profileNotes: [] } });
    await heardNothing(adminSocket);
  });
});
