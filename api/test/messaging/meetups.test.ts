// Meet-ups in a conversation (issue 11 item 5): propose, edit, cancel (not later than the cancel
// interval before the date), remove once cancelled; a member on their own conversations only, a
// staff member (see below) as the profile; bad input refused in the catalogue's words, nothing written.
import { conversationMessageResponseSchema, conversationSchema, MEETUPS_PER_CONVERSATION_MAX } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, meetups, profiles, users } from '../../src/db/schema';
import { heartlineBrandId } from '../helpers/profiles';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let demo: SignedInMember;
let vip: SignedInMember;
let profileIds: number[];
let keys = 0;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  vip = await signInMember(t.app, 'vip');
  const heartlineId = await heartlineBrandId(t.app.db);
  profileIds = (
    await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.brandId, heartlineId)).orderBy(asc(profiles.id))
  ).map((row) => row.id);
});

async function giveCredits(id: number, credits: number): Promise<void> {
  await t.app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${credits}` })
      .where(eq(users.id, id));
    await tx.insert(creditLedger).values({ userId: id, delta: credits, reason: 'staff_adjustment', reference: 'test' });
  });
}

/** A new conversation of the member's with a profile (one message sent). */
async function conversationOf(member: SignedInMember, profileIndex: number): Promise<string> {
  await giveCredits(member.id, 1);
  const response = await t.app.inject({
    method: 'POST',
    url: '/conversation/blank/message',
    headers: member.headers,
    payload: { key: `meetup-test-${++keys}-${Date.now()}`, profileId: String(profileIds[profileIndex]), message: 'Hello' },
  });
  return conversationMessageResponseSchema.parse(response.json()).conversation._id;
}

const propose = (headers: Record<string, string>, conversationId: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/conversation/${conversationId}/meet-up`, headers, payload: payload as Record<string, unknown> });
const patch = (headers: Record<string, string>, conversationId: string, meetupId: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/conversation/${conversationId}/meet-up/${meetupId}`,
    headers,
    payload: payload as Record<string, unknown>,
  });
const remove = (headers: Record<string, string>, conversationId: string, meetupId: string) =>
  t.app.inject({ method: 'DELETE', url: `/conversation/${conversationId}/meet-up/${meetupId}`, headers });
const meetupCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(meetups))[0]!.n;

describe('meet-ups', () => {
  it('are proposed, edited, cancelled with their interval, and removed once cancelled; the conversation shows each step', async () => {
    const id = await conversationOf(demo, 1);
    const [in48, in72] = [inHours(48), inHours(72)];
    const proposed = await propose(demo.headers, id, {
      meetDate: in48,
      location: ' Café Lumière, Dublin ',
      cancelInterval: 180,
      description: 'Coffee and a walk',
    });
    expect(proposed.statusCode).toBe(200);
    const [meetup] = conversationSchema.parse(proposed.json()).meetUps;
    expect(meetup).toMatchObject({
      meetStatus: 'proposed',
      location: 'Café Lumière, Dublin',
      cancelInterval: 180,
      description: 'Coffee and a walk',
      proposedBy: 'user',
    });
    expect(meetup!.meetDate).toBe(in48);

    const edited = await patch(demo.headers, id, meetup!.id, { meetDate: in72, location: 'The harbour', cancelInterval: 60 });
    expect(edited.statusCode).toBe(200);
    expect(conversationSchema.parse(edited.json()).meetUps).toEqual([
      expect.objectContaining({ id: meetup!.id, location: 'The harbour', cancelInterval: 60, description: '', meetDate: in72 }),
    ]);
    // Reading the conversation shows it too.
    const read = conversationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/conversation/${id}`, headers: demo.headers })).json(),
    );
    expect(read.meetUps.map((entry) => entry.location)).toEqual(['The harbour']);

    const notYet = await remove(demo.headers, id, meetup!.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(MESSAGES.meetupCancelFirst);

    const cancelled = await patch(demo.headers, id, meetup!.id, { meetStatus: 'cancelled' });
    expect(conversationSchema.parse(cancelled.json()).meetUps[0]!.meetStatus).toBe('cancelled');
    const editCancelled = await patch(demo.headers, id, meetup!.id, { meetDate: inHours(80), location: 'Elsewhere' });
    expect(editCancelled.statusCode).toBe(409);
    expect(editCancelled.json().message).toBe(MESSAGES.meetupCancelled);

    const removed = await remove(demo.headers, id, meetup!.id);
    expect(removed.statusCode).toBe(200);
    expect(conversationSchema.parse(removed.json()).meetUps).toEqual([]);
    expect((await remove(demo.headers, id, meetup!.id)).statusCode).toBe(404);
  });

  it('cannot be cancelled later than the cancel interval before the date, by the one clock', async () => {
    const id = await conversationOf(demo, 2);
    const { meetUps } = conversationSchema.parse(
      (await propose(demo.headers, id, { meetDate: inHours(5), location: 'Park', cancelInterval: 180 })).json(),
    );
    t.clock.advance(2.5 * HOUR);
    try {
      // A fresh sign-in, as the session of two and a half hours ago may have ended.
      const member = await signInMember(t.app, 'demo');
      const late = await patch(member.headers, id, meetUps[0]!.id, { meetStatus: 'cancelled' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(MESSAGES.meetupTooLate);
    } finally {
      t.clock.advance(-2.5 * HOUR);
    }
  });

  it('refuses bad input in the catalogue’s words and writes nothing', async () => {
    const id = await conversationOf(demo, 3);
    const before = await meetupCount();
    const cases: [unknown, string][] = [
      [{ meetDate: inHours(-1), location: 'Park' }, MESSAGES.meetupInPast],
      [{ meetDate: 'tomorrow', location: 'Park' }, MESSAGES.meetupDateInvalid],
      [{ meetDate: inHours(24), location: 'Park', cancelInterval: 7 }, MESSAGES.meetupCancelIntervalInvalid],
      [{ meetDate: inHours(24), location: 'x'.repeat(121) }, 'Location'],
      [{ meetDate: inHours(24), location: 'Park', description: 'x'.repeat(501) }, 'Description'],
      [{ meetDate: inHours(24), location: 'Park', meetStatus: 'confirmed' }, 'Unknown field'],
    ];
    for (const [payload, words] of cases) {
      const response = await propose(demo.headers, id, payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status: 400,
        message: expect.stringContaining(words),
      });
    }
    expect(await meetupCount()).toBe(before);
  });

  it("keep to the member's own conversations: another's, a bad id and another conversation's meet-up are not found", async () => {
    const vips = await conversationOf(vip, 4);
    const demos = await conversationOf(demo, 5);
    const { meetUps } = conversationSchema.parse((await propose(vip.headers, vips, { meetDate: inHours(30), location: 'Museum' })).json());
    const before = await meetupCount();
    for (const response of [
      await propose(demo.headers, vips, { meetDate: inHours(30), location: 'Museum' }),
      await patch(demo.headers, vips, meetUps[0]!.id, { meetStatus: 'cancelled' }),
      await remove(demo.headers, vips, meetUps[0]!.id),
      await propose(demo.headers, 'abc', { meetDate: inHours(30), location: 'Museum' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.conversationNotFound);
    }
    const elsewhere = await patch(demo.headers, demos, meetUps[0]!.id, { meetStatus: 'cancelled' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(MESSAGES.meetupNotFound);
    expect(await meetupCount()).toBe(before);
    expect((await propose(anonymous, vips, { meetDate: inHours(30), location: 'Museum' })).statusCode).toBe(401);
  });

  it(`hold at most ${MEETUPS_PER_CONVERSATION_MAX} per conversation`, async () => {
    const id = await conversationOf(demo, 6);
    for (let index = 0; index < MEETUPS_PER_CONVERSATION_MAX; index++) {
      expect((await propose(demo.headers, id, { meetDate: inHours(24 + index), location: `Place ${index}` })).statusCode).toBe(200);
    }
    const over = await propose(demo.headers, id, { meetDate: inHours(50), location: 'One more' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(MESSAGES.meetupLimit);
  });

  // An agent needs the conversation's claim first: api/test/agents/meetups.test.ts.
  it("are proposed by an admin as the profile, on a conversation of the admin's brands", async () => {
    const id = await conversationOf(vip, 7);
    const agentToken = (
      await t.app.inject({
        method: 'POST',
        url: '/agent/authenticate',
        headers: anonymous,
        payload: { username: 'admin', password: 'admin12345' },
      })
    ).json().access_token as string;
    const agent = { authorization: `Bearer ${agentToken}` };
    const response = await propose(agent, id, { meetDate: inHours(26), location: 'Botanic gardens', description: 'A picnic' });
    expect(response.statusCode).toBe(200);
    expect(conversationSchema.parse(response.json()).meetUps).toEqual([
      expect.objectContaining({ proposedBy: 'profile', location: 'Botanic gardens' }),
    ]);
    const seenByMember = conversationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/conversation/${id}`, headers: vip.headers })).json(),
    );
    expect(seenByMember.meetUps[0]).toMatchObject({ proposedBy: 'profile', meetStatus: 'proposed' });
    await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: agent });
  });
});
