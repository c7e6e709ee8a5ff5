// Staff meet-ups (issue 27 item 6), on PGlite and on PostgreSQL: staff add, edit, cancel and then
// remove a meet-up as the profile in a conversation of their brand (an agent only under its claim),
// and MeetUpStock counts the members' meet-ups no one on staff has answered yet.
import { MESSAGES } from '@heartline/contracts/rules';
import { conversationSchema, stockQueueCountsSchema } from '@heartline/contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetups } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, type Staff } from '../helpers/staff';

const t = setupTestApp();
const h = staffHelpers(t, 560);
let demo: SignedInMember;
let agent: Staff;
let agent2: Staff;
let admin: Staff;

const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
const meetup = { meetDate: '', location: 'The harbour café', cancelInterval: 60, description: 'Coffee' };
const call = (
  who: { headers: Record<string, string> },
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const meetUpStock = async (who: Staff) =>
  stockQueueCountsSchema.parse((await t.app.inject({ method: 'GET', url: '/queue', headers: who.headers })).json()).MeetUpStock;

beforeAll(async () => {
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
  agent = await h.staff('agent');
  agent2 = await h.staff('agent2');
  admin = await h.staff('admin');
  await h.status(agent, 'online');
});
afterAll(async () => {
  await h.status(agent, 'offline');
  await h.signOut(agent, agent2, admin);
});
beforeEach(async () => {
  await h.emptyQueue();
  await t.app.db.delete(meetups);
});

describe('staff meet-ups', () => {
  it('refuse an agent without the claim and another brand’s staff, and write nothing', async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    const url = `/conversation/${talk.conversationId}/meet-up`;
    const unclaimed = await call(agent, 'POST', url, { ...meetup, meetDate: inDays(2) });
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json().message).toBe(MESSAGES.claimRequiredToChange);
    const foreign = await call(agent2, 'POST', url, { ...meetup, meetDate: inDays(2) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MESSAGES.outsideScope);
    expect(await t.app.db.select().from(meetups).where(eq(meetups.conversationId, talk.conversationId))).toEqual([]);
  });

  it('are added, edited, cancelled and only then removed by the agent holding the claim', async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    await h.claim(agent);
    const url = `/conversation/${talk.conversationId}/meet-up`;
    const added = await call(agent, 'POST', url, { ...meetup, meetDate: inDays(2) });
    expect(added.statusCode).toBe(200);
    const conversation = conversationSchema.parse(added.json());
    const [proposed] = conversation.meetUps;
    expect(proposed).toMatchObject({ location: 'The harbour café', meetStatus: 'proposed', proposedBy: 'profile' });

    const edited = await call(agent, 'PATCH', `${url}/${proposed!.id}`, { ...meetup, location: 'The old lighthouse', meetDate: inDays(3) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().meetUps[0]).toMatchObject({ location: 'The old lighthouse' });
    const inPast = await call(agent, 'PATCH', `${url}/${proposed!.id}`, { ...meetup, meetDate: inDays(-1) });
    expect(inPast.statusCode).toBe(400);
    expect(inPast.json().message).toBe(MESSAGES.meetupInPast);

    const early = await call(agent, 'DELETE', `${url}/${proposed!.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.meetupCancelFirst);
    const cancelled = await call(agent, 'PATCH', `${url}/${proposed!.id}`, { meetStatus: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().meetUps[0]).toMatchObject({ meetStatus: 'cancelled' });
    const again = await call(agent, 'PATCH', `${url}/${proposed!.id}`, { meetStatus: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.meetupCancelled);
    const removed = await call(agent, 'DELETE', `${url}/${proposed!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().meetUps).toEqual([]);
    expect((await call(agent, 'DELETE', `${url}/${proposed!.id}`)).json().message).toBe(MESSAGES.meetupNotFound);

    // An admin needs no claim.
    expect((await call(admin, 'POST', url, { ...meetup, meetDate: inDays(2) })).statusCode).toBe(200);
  });

  it("count in MeetUpStock while the member's meet-up waits for an answer: a staff edit or reply answers it", async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    const before = await meetUpStock(agent);
    const proposed = await call(demo, 'POST', `/conversation/${talk.conversationId}/meet-up`, { ...meetup, meetDate: inDays(2) });
    expect(proposed.statusCode).toBe(200);
    const meetupId = proposed.json().meetUps[0].id;
    expect(await meetUpStock(agent)).toBe(before + 1);
    // A profile's own meet-up waits for nobody.
    await call(admin, 'POST', `/conversation/${talk.conversationId}/meet-up`, { ...meetup, meetDate: inDays(4) });
    expect(await meetUpStock(agent)).toBe(before + 1);

    await h.claim(agent);
    const answered = await call(agent, 'PATCH', `/conversation/${talk.conversationId}/meet-up/${meetupId}`, {
      ...meetup,
      meetDate: inDays(2),
      description: 'Coffee, and a walk after',
    });
    expect(answered.statusCode).toBe(200);
    expect(await meetUpStock(agent)).toBe(before);
    // The member changes it again: it waits again.
    await call(demo, 'PATCH', `/conversation/${talk.conversationId}/meet-up/${meetupId}`, { ...meetup, meetDate: inDays(5) });
    expect(await meetUpStock(agent)).toBe(before + 1);
  });
});
