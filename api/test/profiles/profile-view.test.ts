import { interestsPageSchema, profileDetailSchema, userSchema } from '@heartline/contracts/schemas';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileImages, profiles } from '../../src/db/schema';
import { heartlineBrandId } from '../helpers/profiles';
import { profileReacts } from '../../src/profiles/reciprocity';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let demo: SignedInMember;
let vip: SignedInMember;
/** Heartline profiles with 5 photos. */
let fivePhotoIds: number[];
let otherBrandProfileId: number;

beforeAll(async () => {
  [demo, vip] = await Promise.all([signInMember(t.app, 'demo'), signInMember(t.app, 'vip')]);
  const heartlineId = await heartlineBrandId(t.app.db);
  const rows = await t.app.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(profileImages, eq(profileImages.profileId, profiles.id))
    .where(eq(profiles.brandId, heartlineId))
    .groupBy(profiles.id)
    .having(sql`count(*) = 5`)
    .orderBy(asc(profiles.id))
    .limit(200);
  fivePhotoIds = rows.map((row) => row.id);
  const [other] = await t.app.db.select({ id: profiles.id }).from(profiles).where(ne(profiles.brandId, heartlineId)).limit(1);
  otherBrandProfileId = other!.id;
});

async function viewProfile(id: number | string, member: SignedInMember) {
  return t.app.inject({ method: 'GET', url: `/profile/${id}`, headers: member.headers });
}

async function interests(kind: string, member: SignedInMember) {
  const response = await t.app.inject({ method: 'GET', url: `/interests/${kind}?limit=100`, headers: member.headers });
  expect(response.statusCode).toBe(200);
  return interestsPageSchema.parse(response.json());
}

describe('GET /profile/{id}', () => {
  it('shows a member without a membership 2 photos and the rest blocked, without URLs', async () => {
    const response = await viewProfile(fivePhotoIds[0]!, demo);
    expect(response.statusCode).toBe(200);
    const profile = profileDetailSchema.parse(response.json());
    expect(profile.images).toHaveLength(2);
    expect(profile.gallery.map((image) => image.blocked)).toEqual([false, false, true, true, true]);
    for (const blocked of response.json().gallery.slice(2)) expect(Object.keys(blocked).toSorted()).toEqual(['_id', 'blocked']);
    // Only the two free photos' three sizes, as JPEG and as WebP, appear anywhere in the answer.
    const addresses = new Set(response.body.match(/http:[^"]+\/media\/[^"]+/g));
    expect(addresses).toHaveProperty('size', 2 * 3 * 2);
    for (const address of addresses) expect(address).toMatch(/\/[01]-(thumb|medium|large)\.(jpg|webp)$/);
    expect(profile.about.length).toBeGreaterThan(20);
    expect(profile.interests.length).toBeGreaterThanOrEqual(3);
  });

  it('shows a VIP member every photo', async () => {
    const profile = profileDetailSchema.parse((await viewProfile(fivePhotoIds[0]!, vip)).json());
    expect(profile.images).toHaveLength(5);
    expect(profile.gallery.every((image) => !image.blocked && new URL(image.path.large).pathname.endsWith('-large.jpg'))).toBe(true);
  });

  it("answers 404 for an unknown id or another brand's profile", async () => {
    for (const id of [999_999, 'abc', otherBrandProfileId]) {
      const response = await viewProfile(id, demo);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Profile not found');
    }
  });

  it('records the visit in interests/viewed and in the user record', async () => {
    const id = fivePhotoIds[1]!;
    await viewProfile(id, demo);
    const viewed = await interests('viewed', demo);
    expect(viewed.items[0]!.profile._id).toBe(String(id));
    const user = userSchema.parse((await t.app.inject({ method: 'GET', url: `/user/${demo.id}`, headers: demo.headers })).json());
    expect(user.profile.viewed[0]).toBe(String(id));
  });

  it('lets a profile view back: it appears in viewed-me (and only the ones that do)', async () => {
    const looksBack = fivePhotoIds.find((id) => profileReacts('view-back', demo.id, id))!;
    const doesNot = fivePhotoIds.find((id) => !profileReacts('view-back', demo.id, id))!;
    await viewProfile(looksBack, demo);
    await viewProfile(doesNot, demo);
    const viewedMe = await interests('viewed-me', demo);
    const ids = viewedMe.items.map((item) => item.profile._id);
    expect(ids[0]).toBe(String(looksBack));
    expect(ids).not.toContain(String(doesNot));
  });

  it('says whether the member has the profile among their favourites', async () => {
    const id = fivePhotoIds[2]!;
    expect(profileDetailSchema.parse((await viewProfile(id, vip)).json()).isFavourite).toBe(false);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/user/${vip.id}`,
      headers: vip.headers,
      payload: { favourite: { profileId: id, value: true } },
    });
    expect(patch.statusCode).toBe(200);
    expect(profileDetailSchema.parse((await viewProfile(id, vip)).json()).isFavourite).toBe(true);
  });
});

describe('favourites', () => {
  it('refuses a member without a membership with the upgrade prompt', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/user/${demo.id}`,
      headers: demo.headers,
      payload: { favourite: { profileId: fivePhotoIds[3], value: true } },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'subscription-required', feature: 'unlimited-favorites' });
    expect(response.json().message).toMatch(/VIP/);
  });

  it('adds and removes for a VIP member, answering the updated favourites', async () => {
    const id = String(fivePhotoIds[4]);
    const added = await t.app.inject({
      method: 'PATCH',
      url: `/user/${vip.id}`,
      headers: vip.headers,
      payload: { favourite: { profileId: id, value: true } },
    });
    expect(added.statusCode).toBe(200);
    expect(userSchema.parse(added.json()).profile.favourites[0]).toBe(id);
    expect((await interests('favorites', vip)).items[0]!.profile._id).toBe(id);
    const viaFavorites = interestsPageSchema.parse((await t.app.inject({ method: 'GET', url: '/favorites', headers: vip.headers })).json());
    expect(viaFavorites.items[0]!.profile._id).toBe(id);

    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/user/${vip.id}`,
      headers: vip.headers,
      payload: { favourite: { profileId: id, value: false } },
    });
    expect(userSchema.parse(removed.json()).profile.favourites).not.toContain(id);
    expect((await interests('favorites', vip)).items.map((item) => item.profile._id)).not.toContain(id);
  });

  it("answers 404 for another brand's profile and for another member's record", async () => {
    const otherBrand = await t.app.inject({
      method: 'PATCH',
      url: `/user/${vip.id}`,
      headers: vip.headers,
      payload: { favourite: { profileId: otherBrandProfileId, value: true } },
    });
    expect(otherBrand.statusCode).toBe(404);
    const otherMember = await t.app.inject({
      method: 'PATCH',
      url: `/user/${demo.id}`,
      headers: vip.headers,
      payload: { favourite: { profileId: fivePhotoIds[0], value: true } },
    });
    expect(otherMember.statusCode).toBe(404);
  });
});

describe('GET /interests/{kind}', () => {
  it('lists the seeded relations toward the member, newest first, with matching totals', async () => {
    for (const [kind, atLeast] of [
      ['viewed-me', 8],
      ['favorited-me', 4],
      ['proposals', 3],
    ] as const) {
      const page = await interests(kind, demo);
      expect(page.total).toBeGreaterThanOrEqual(atLeast);
      expect(page.items).toHaveLength(page.total);
      const dates = page.items.map((item) => Date.parse(item.date));
      expect(dates).toEqual(dates.toSorted((a, b) => b - a));
    }
  });

  it('pages a list and refuses an unknown kind', async () => {
    const first = interestsPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/interests/viewed-me?page=1&limit=2', headers: demo.headers })).json(),
    );
    const second = interestsPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/interests/viewed-me?page=2&limit=2', headers: demo.headers })).json(),
    );
    expect(first.items).toHaveLength(2);
    expect(second.items[0]!.profile._id).not.toBe(first.items[1]!.profile._id);
    expect(second.total).toBe(first.total);
    const unknown = await t.app.inject({ method: 'GET', url: '/interests/liked', headers: demo.headers });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps each member to their own lists', async () => {
    const [demoViews, vipViews] = await Promise.all([interests('viewed-me', demo), interests('viewed-me', vip)]);
    const overlap = demoViews.items.filter((item) =>
      vipViews.items.some((other) => other.profile._id === item.profile._id && other.date === item.date),
    );
    expect(overlap).toHaveLength(0);
  });
});
