// Notes and global memos (issue 27 item 6), on PGlite and on PostgreSQL: a conversation's notes
// about its member and its profile (staff of its brand, an agent only under its claim), admins'
// global memos that follow a member or a profile into every conversation, and their bounds.
import { MESSAGES, NOTE_MAX_LENGTH, NOTES_PER_CONVERSATION_MAX } from '@heartline/contracts/rules';
import { claimResponseSchema, conversationNotesResponseSchema, conversationSchema, memoResponseSchema } from '@heartline/contracts/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notes } from '../../src/db/schema';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, type Staff } from '../helpers/staff';

const t = setupTestApp();
const h = staffHelpers(t, 500);
let demo: SignedInMember;
let agent: Staff;
let agent2: Staff;
let admin: Staff;

const post = (who: { headers: Record<string, string> }, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as Record<string, unknown> });
const patch = (who: { headers: Record<string, string> }, url: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url, headers: who.headers, payload: payload as Record<string, unknown> });
const del = (who: { headers: Record<string, string> }, url: string) => t.app.inject({ method: 'DELETE', url, headers: who.headers });
const notesIn = async (conversationId: number) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notes)
      .where(eq(notes.conversationId, conversationId))
  )[0]!.n;

beforeAll(async () => {
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
  agent = await h.staff('agent');
  agent2 = await h.staff('agent2');
  admin = await h.staff('admin');
  await h.status(agent, 'online');
  await h.status(admin, 'online');
});
afterAll(async () => {
  await h.status(agent, 'offline');
  await h.status(admin, 'offline');
  await h.signOut(agent, agent2, admin);
});
beforeEach(() => h.emptyQueue());

describe('conversation notes', () => {
  it('refuse members, anonymous callers, agents without the claim and other brands, and write nothing', async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    const url = `/conversation/${talk.conversationId}/note`;
    const body = { note: 'Likes hiking', type: 'user' };
    expect((await post(demo, url, body)).statusCode).toBe(403);
    expect((await post({ headers: anonymous }, url, body)).statusCode).toBe(401);
    const unclaimed = await post(agent, url, body);
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json().message).toBe(MESSAGES.claimRequiredToChange);
    const foreign = await post(agent2, url, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MESSAGES.outsideScope);
    expect((await post(agent, '/conversation/999999999/note', body)).statusCode).toBe(404);
    expect(await notesIn(talk.conversationId)).toBe(0);
  });

  it('are added, changed and removed by the agent holding the claim, and ride with the claim and GET /conversation/{id}', async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    expect(claimResponseSchema.parse((await h.claim(agent)).json()).claim!.conversation._id).toBe(String(talk.conversationId));
    const url = `/conversation/${talk.conversationId}/note`;

    const first = await post(agent, url, { note: '  Likes hiking  ', type: 'user' });
    expect(first.statusCode).toBe(200);
    const added = conversationNotesResponseSchema.parse(first.json());
    expect(added).toMatchObject({
      message: MESSAGES.memoAdded,
      userNotes: [{ note: 'Likes hiking', type: 'user', global: false }],
      profileNotes: [],
    });
    const second = conversationNotesResponseSchema.parse(
      (await post(agent, url, { note: 'Said she lives by the sea', type: 'profile' })).json(),
    );
    expect(second.profileNotes.map((note) => note.note)).toEqual(['Said she lives by the sea']);

    const noteId = added.userNotes[0]!._id;
    const changed = await patch(agent, `${url}/${noteId}`, { note: 'Likes hiking and dogs' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: MESSAGES.memoUpdated, userNotes: [{ _id: noteId, note: 'Likes hiking and dogs' }] });

    const read = conversationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/conversation/${talk.conversationId}`, headers: agent.headers })).json(),
    );
    expect(read.userNotes.map((note) => note.note)).toEqual(['Likes hiking and dogs']);
    expect(read.profileNotes.map((note) => note.note)).toEqual(['Said she lives by the sea']);
    // The member never sees them.
    const own = (await t.app.inject({ method: 'GET', url: `/conversation/${talk.conversationId}`, headers: demo.headers })).json();
    expect([own.userNotes, own.profileNotes]).toEqual([[], []]);

    // Another agent's claim later carries them.
    await h.status(agent, 'offline');
    await h.status(agent, 'online');
    const again = claimResponseSchema.parse((await h.claim(admin)).json()).claim!;
    expect(again.conversation._id).toBe(String(talk.conversationId));
    expect(again.userNotes.map((note) => note.note)).toEqual(['Likes hiking and dogs']);
    expect(again.profileNotes.map((note) => note.note)).toEqual(['Said she lives by the sea']);

    const removed = await del(admin, `${url}/${noteId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: MESSAGES.memoRemoved, userNotes: [] });
    expect((await del(admin, `${url}/${noteId}`)).statusCode).toBe(404);
    expect((await patch(admin, `${url}/${noteId}`, { note: 'gone' })).json().message).toBe(MESSAGES.noteNotFound);
  });

  it('refuse bad input in the catalogue’s words, and stop at the bound even when sent at once', async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    await h.claim(agent);
    const url = `/conversation/${talk.conversationId}/note`;
    const tooLong = await post(agent, url, { note: 'x'.repeat(NOTE_MAX_LENGTH + 1), type: 'user' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most/);
    const blank = await post(agent, url, { note: '   ', type: 'user' });
    expect(blank.statusCode).toBe(400);
    expect((await post(agent, url, { note: 'Hi', type: 'member' })).statusCode).toBe(400);
    expect(await notesIn(talk.conversationId)).toBe(0);

    await t.app.db.insert(notes).values(
      Array.from({ length: NOTES_PER_CONVERSATION_MAX - 2 }, (_, index) => ({
        conversationId: talk.conversationId,
        type: 'user' as const,
        userId: demo.id,
        note: `note ${index}`,
      })),
    );
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => post(agent, url, { note: `racing ${index}`, type: 'user' })));
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(MESSAGES.noteLimit);
    expect(await notesIn(talk.conversationId)).toBe(NOTES_PER_CONVERSATION_MAX);
  });
});

describe('global memos', () => {
  it('are written by admins only, and follow the member and the profile into every conversation', async () => {
    const profileId = h.profileOf('heartline');
    const talk = await h.waiting(demo.id, profileId, 5_000);
    const refused = await post(agent, `/user/${demo.id}/note`, { note: 'VIP in spirit', type: 'user' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.memoAdminOnly);
    expect((await post(demo, `/user/${demo.id}/note`, { note: 'Me', type: 'user' })).statusCode).toBe(403);

    const memo = await post(admin, `/user/${demo.id}/note`, { note: 'Prefers short replies', type: 'user' });
    expect(memo.statusCode).toBe(200);
    const answer = memoResponseSchema.parse(memo.json());
    expect(answer).toMatchObject({
      message: MESSAGES.memoAdded,
      memo: { type: 'user', notes: [{ note: 'Prefers short replies', global: true }] },
    });
    const profileMemo = memoResponseSchema.parse(
      (await post(admin, `/profile/${profileId}/note`, { note: 'Is a nurse', type: 'profile' })).json(),
    );
    const profileNoteId = profileMemo.memo.notes[0]!._id;
    expect(
      (await patch(admin, `/profile/${profileId}/note/${profileNoteId}`, { note: 'Is a night-shift nurse' })).json().memo.notes[0].note,
    ).toBe('Is a night-shift nurse');

    const claimed = claimResponseSchema.parse((await h.claim(agent)).json()).claim!;
    expect(claimed.conversation._id).toBe(String(talk.conversationId));
    expect(claimed.conversation.user.notes.map((note) => note.note)).toContain('Prefers short replies');
    expect(claimed.conversation.profile.notes.map((note) => note.note)).toEqual(['Is a night-shift nurse']);
    expect(claimed.memos).toEqual([
      { type: 'user', notes: expect.arrayContaining([expect.objectContaining({ note: 'Prefers short replies', global: true })]) },
      { type: 'profile', notes: [expect.objectContaining({ note: 'Is a night-shift nurse' })] },
    ]);
    expect(claimed.userNotes).toEqual([]);
    const read = conversationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/conversation/${talk.conversationId}`, headers: agent.headers })).json(),
    );
    expect(read.profileNotes).toEqual([expect.objectContaining({ note: 'Is a night-shift nurse', global: true })]);

    const gone = await del(admin, `/profile/${profileId}/note/${profileNoteId}`);
    expect(gone.json()).toMatchObject({ message: MESSAGES.memoRemoved, memo: { notes: [] } });
    expect((await del(admin, `/user/${demo.id}/note/${profileNoteId}`)).statusCode).toBe(404);
    const nobody = await post(admin, '/profile/999999999/note', { note: 'Nobody', type: 'profile' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(MESSAGES.memoSubjectNotFound);
  });
});
