import { matchNextResponseSchema, matchesResponseSchema, swipeResponseSchema, undoResponseSchema } from '@heartline/contracts/schemas';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, profiles, swipes, users } from '../../src/db/schema';
import { heartlineBrandId } from '../helpers/profiles';
import { profileReacts } from '../../src/profiles/reciprocity';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let demo: SignedInMember;
let heartlineProfileIds: number[];
let otherBrandProfileId: number;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  const heartlineId = await heartlineBrandId(t.app.db);
  const rows = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.brandId, heartlineId)).orderBy(asc(profiles.id));
  heartlineProfileIds = rows.map((row) => row.id);
  const [other] = await t.app.db.select({ id: profiles.id }).from(profiles).where(ne(profiles.brandId, heartlineId)).limit(1);
  otherBrandProfileId = other!.id;
});

function swipe(member: SignedInMember, toUserId: number | string, actionType: 'like' | 'dislike') {
  return t.app.inject({ method: 'POST', url: '/match/swipe', headers: member.headers, payload: { toUserId, actionType } });
}

function undo(member: SignedInMember) {
  return t.app.inject({ method: 'POST', url: '/match/undo', headers: member.headers });
}

async function likesOf(id: number): Promise<number> {
  const [row] = await t.app.db.select({ likes: users.likes }).from(users).where(eq(users.id, id));
  return row!.likes;
}

describe('the match game', () => {
  // One story, in order: the swipes below build on each other.
  const matching = () => heartlineProfileIds.find((id) => profileReacts('match', demo.id, id))!;
  const notMatching = () => heartlineProfileIds.find((id) => !profileReacts('match', demo.id, id))!;

  it('offers the next cards of the gender the member looks for, with the likes left', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/match/next?limit=5', headers: demo.headers });
    const next = matchNextResponseSchema.parse(response.json());
    expect(next.likes).toBe(25);
    expect(next.queue).toHaveLength(5);
    expect(next.profile?._id).toBe(next.queue[0]!._id);
    expect(next.queue.every((profile) => profile.gender === 'woman')).toBe(true);
  });

  it("deals only cards in the member's age range, as the list starts from it (demo looks for women of 25 to 40)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/match/next?limit=10', headers: demo.headers });
    const next = matchNextResponseSchema.parse(response.json());
    expect(next.queue).toHaveLength(10);
    const ages = next.queue.map((profile) => profile.age);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(25);
    expect(Math.max(...ages)).toBeLessThanOrEqual(40);
    // Without a range of their own, a member is dealt every age.
    await t.app.db.update(users).set({ lookingForAgeMin: null, lookingForAgeMax: null }).where(eq(users.id, demo.id));
    const open = matchNextResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/match/next?limit=10', headers: demo.headers })).json(),
    );
    await t.app.db.update(users).set({ lookingForAgeMin: 25, lookingForAgeMax: 40 }).where(eq(users.id, demo.id));
    expect(open.queue.some((profile) => profile.age < 25 || profile.age > 40)).toBe(true);
  });

  it('takes a dislike for free and does not offer that card again', async () => {
    const first = matchNextResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/match/next', headers: demo.headers })).json(),
    ).profile!;
    const response = await swipe(demo, first._id, 'dislike');
    expect(swipeResponseSchema.parse(response.json())).toEqual({ match: false, conversationId: null, likes: 25 });
    const next = matchNextResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/match/next', headers: demo.headers })).json());
    expect(next.profile?._id).not.toBe(first._id);
  });

  it('spends a like; a profile that likes back makes a match with a conversation', async () => {
    const response = await swipe(demo, matching(), 'like');
    const result = swipeResponseSchema.parse(response.json());
    expect(result).toMatchObject({ match: true, likes: 24 });
    expect(result.conversationId).toMatch(/^\d+$/);
    const [conversation] = await t.app.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, Number(result.conversationId)));
    expect(conversation).toMatchObject({ userId: demo.id, profileId: matching() });

    const list = matchesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/matches', headers: demo.headers })).json());
    expect(list.matches).toHaveLength(1);
    expect(list.matches[0]).toMatchObject({ conversationId: result.conversationId, profile: { _id: String(matching()) } });
    // The profile's like shows among the member's proposals.
    const proposals = (await t.app.inject({ method: 'GET', url: '/interests/proposals', headers: demo.headers })).json();
    expect(proposals.items[0].profile._id).toBe(String(matching()));
  });

  it('spends a like without a match when the profile does not like back', async () => {
    expect(swipeResponseSchema.parse((await swipe(demo, notMatching(), 'like')).json())).toEqual({
      match: false,
      conversationId: null,
      likes: 23,
    });
  });

  it('refuses a second swipe on the same profile and keeps the like', async () => {
    const response = await swipe(demo, notMatching(), 'like');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You have already swiped this profile');
    expect(await likesOf(demo.id)).toBe(23);
  });

  it('undoes swipes newest first: refunds likes and removes the match with its conversation', async () => {
    const plain = undoResponseSchema.parse((await undo(demo)).json());
    expect(plain).toMatchObject({ actionType: 'like', unmatched: false, likes: 24, profile: { _id: String(notMatching()) } });

    const matched = undoResponseSchema.parse((await undo(demo)).json());
    expect(matched).toMatchObject({ actionType: 'like', unmatched: true, likes: 25, profile: { _id: String(matching()) } });
    // The match's conversation is gone (demo's seeded conversations, with other profiles, stay).
    expect(
      await t.app.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userId, demo.id), eq(conversations.profileId, matching()))),
    ).toHaveLength(0);
    expect(
      matchesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/matches', headers: demo.headers })).json()).matches,
    ).toHaveLength(0);

    const disliked = undoResponseSchema.parse((await undo(demo)).json());
    expect(disliked).toMatchObject({ actionType: 'dislike', unmatched: false, likes: 25 });
  });

  it('answers 409 when there is nothing to undo', async () => {
    const response = await undo(demo);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('There is nothing to undo');
  });

  it('matches the same profile again after an undo (the answer is deterministic)', async () => {
    const again = swipeResponseSchema.parse((await swipe(demo, matching(), 'like')).json());
    expect(again.match).toBe(true);
    await undo(demo);
  });

  it('refuses a like with no likes left (409) but still takes a dislike', async () => {
    await t.app.db.update(users).set({ likes: 0 }).where(eq(users.id, demo.id));
    const like = await swipe(demo, heartlineProfileIds[100]!, 'like');
    expect(like.statusCode).toBe(409);
    expect(like.json()).toMatchObject({ message: 'You have no likes left', code: 'no-likes-left' });
    expect(await likesOf(demo.id)).toBe(0);
    expect((await swipe(demo, heartlineProfileIds[100]!, 'dislike')).statusCode).toBe(200);
    await undo(demo);
    await t.app.db.update(users).set({ likes: 25 }).where(eq(users.id, demo.id));
  });

  it("answers 404 for an unknown profile or another brand's", async () => {
    for (const id of [999_999, otherBrandProfileId, 'nope']) expect((await swipe(demo, id, 'like')).statusCode).toBe(404);
    expect(await likesOf(demo.id)).toBe(25);
  });

  it('answers no card when every profile has been swiped', async () => {
    const newbie = await signInMember(t.app, 'newbie');
    await t.app.db
      .insert(swipes)
      .values(heartlineProfileIds.map((profileId) => ({ userId: newbie.id, profileId, action: 'dislike' as const })));
    const next = matchNextResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/match/next', headers: newbie.headers })).json());
    expect(next).toEqual({ profile: null, queue: [], likes: 5 });
    await t.app.db.delete(swipes).where(eq(swipes.userId, newbie.id));
  });

  it('refuses an unknown action', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/match/swipe',
      headers: demo.headers,
      payload: { toUserId: heartlineProfileIds[0], actionType: 'superlike' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')('likes under concurrency (PostgreSQL)', () => {
  it('accepts exactly 5 of 20 parallel likes with 5 likes left and ends at 0', async () => {
    const newbie = await signInMember(t.app, 'newbie');
    await t.app.db.update(users).set({ likes: 5 }).where(eq(users.id, newbie.id));
    const targets = heartlineProfileIds.slice(200, 220);
    const responses = await Promise.all(targets.map((id) => swipe(newbie, id, 'like')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await likesOf(newbie.id)).toBe(0);
    const [swiped] = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(swipes)
      .where(eq(swipes.userId, newbie.id));
    expect(swiped!.count).toBe(5);
  });
});
