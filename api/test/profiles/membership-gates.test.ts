// The gates read the features of the member's membership (issue 26), bought through the routes:
// the brands' memberships differ (Velvet Hour's monthly grants every photo but no favourites), and
// a membership past its end date locks again.
import { PROFILES_MESSAGES, profileDetailSchema, userSchema, type User } from '@heartline/contracts/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, profileImages, profiles } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { registerMember, type RegisteredMember } from '../helpers/accounts';
import { TEST_CARDS } from '../checkout/checkout-helpers';
import { MONTHLY, buy, freshHeaders, membershipOf } from '../checkout/renewal-helpers';

const t = setupTestApp();

const VELVET_HOUR_SITE = 'http://127.0.0.1:3000';
const VELVET_HOUR_MONTHLY = 'vh-membership-monthly';

/** A profile of the brand (by its domain) with 5 photos. */
async function fivePhotoProfile(domain: string): Promise<number> {
  const [row] = await t.app.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(brands, eq(brands.id, profiles.brandId))
    .innerJoin(profileImages, eq(profileImages.profileId, profiles.id))
    .where(eq(brands.domain, domain))
    .groupBy(profiles.id)
    .having(sql`count(*) = 5`)
    .orderBy(asc(profiles.id))
    .limit(1);
  return row!.id;
}

async function record(member: RegisteredMember): Promise<User> {
  const response = await t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers: member.headers });
  expect(response.statusCode).toBe(200);
  return userSchema.parse(response.json());
}

async function blockedPhotos(member: RegisteredMember, profileId: number): Promise<boolean[]> {
  const response = await t.app.inject({ method: 'GET', url: `/profile/${profileId}`, headers: member.headers });
  expect(response.statusCode).toBe(200);
  return profileDetailSchema.parse(response.json()).gallery.map((image) => image.blocked);
}

async function favourite(member: RegisteredMember, profileId: number) {
  return t.app.inject({
    method: 'PATCH',
    url: `/user/${member.id}`,
    headers: member.headers,
    payload: { favourite: { profileId, value: true } },
  });
}

describe("a gate reads the feature of the member's membership", () => {
  it("lets a Velvet Hour monthly member see every photo but refuses a favourite: that membership has no 'unlimited-favorites'", async () => {
    const member = await registerMember(t.app, {}, { origin: VELVET_HOUR_SITE });
    const profileId = await fivePhotoProfile('127.0.0.1');
    await buy(t.app, member, VELVET_HOUR_MONTHLY, TEST_CARDS.approve, {}, { country: 'US', currency: 'USD' });

    const own = await record(member);
    expect(own.isPremium).toBe(true);
    expect(own.membershipFeatures).toEqual(['images-and-albums', 'profile-boost']);
    expect(await blockedPhotos(member, profileId)).toEqual([false, false, false, false, false]);

    const refused = await favourite(member, profileId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: PROFILES_MESSAGES.favouritesNeedPremium,
      code: 'subscription-required',
      feature: 'unlimited-favorites',
    });
    expect((await record(member)).profile.favourites).toEqual([]);
  });

  it("lets a Heartline member whose membership grants 'unlimited-favorites' favourite, and locks both again once it has ended", async () => {
    const member = await registerMember(t.app);
    const profileId = await fivePhotoProfile('localhost');
    expect((await favourite(member, profileId)).statusCode).toBe(403);
    expect(await blockedPhotos(member, profileId)).toEqual([false, false, true, true, true]);

    await buy(t.app, member, MONTHLY, TEST_CARDS.approve);
    expect((await record(member)).membershipFeatures).toEqual(['images-and-albums', 'unlimited-favorites']);
    expect((await favourite(member, profileId)).statusCode).toBe(200);
    expect((await record(member)).profile.favourites).toEqual([String(profileId)]);
    expect(await blockedPhotos(member, profileId)).toEqual([false, false, false, false, false]);

    // The injected clock past the membership's end date: VIP and its features end with it.
    const { endsAt } = await membershipOf(t.app, member.id);
    t.clock.advance(endsAt.getTime() - t.clock.now().getTime() + 1_000);
    // A new session: weeks later the member's token has expired.
    member.headers = await freshHeaders(t.app, member);
    const ended = await record(member);
    expect(ended.isPremium).toBe(false);
    expect(ended.membershipFeatures).toEqual([]);
    const refused = await favourite(member, profileId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PROFILES_MESSAGES.favouritesNeedPremium);
    expect(await blockedPhotos(member, profileId)).toEqual([false, false, true, true, true]);
  });
});
