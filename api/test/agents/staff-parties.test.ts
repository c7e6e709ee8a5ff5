// The claimed conversation's side panels (issue 27 item 4), on PGlite and on PostgreSQL: the claim
// and a staff read carry the member's details, credits and membership and the profile's details
// with every photo; a member's own read never carries them (members never see another's credits).
import { claimResponseSchema, conversationSchema } from '@heartline/contracts/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { memberships, orders, payments, products, profileImages, userImages, users } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, type Staff } from '../helpers/staff';

const t = setupTestApp();
const h = staffHelpers(t, 760);
let demo: SignedInMember;
let agent: Staff;
let admin: Staff;

beforeAll(async () => {
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
  agent = await h.staff('agent');
  admin = await h.staff('admin');
});
afterAll(async () => {
  await h.status(agent, 'offline');
  await h.signOut(agent, admin);
});
beforeEach(() => h.emptyQueue());

/** Gives the member a membership running from now for `days`, bought with a paid order. */
async function giveMembership(memberId: number, days: number) {
  const now = t.clock.now();
  const [product] = await t.app.db.select({ id: products.id }).from(products).limit(1);
  const [member] = await t.app.db.select({ brandId: users.brandId }).from(users).where(eq(users.id, memberId));
  const [order] = await t.app.db
    .insert(orders)
    .values({
      userId: memberId,
      brandId: member!.brandId,
      orderKey: `parties-${now.getTime()}`,
      productId: product!.id,
      country: 'IE',
      currency: '€',
      currencyCode: 'EUR',
      totalCents: 2999,
      vatCents: 0,
      credits: 0,
      intervalDays: days,
      status: 'paid',
    })
    .returning({ id: orders.id });
  const [payment] = await t.app.db
    .insert(payments)
    .values({ orderId: order!.id, userId: memberId, provider: 'sandbox', amountCents: 2999, currencyCode: 'EUR', status: 'succeeded' })
    .returning({ id: payments.id });
  const endsAt = new Date(now.getTime() + days * 86_400_000);
  await t.app.db.insert(memberships).values({ userId: memberId, productId: product!.id, paymentId: payment!.id, startsAt: now, endsAt });
  return endsAt;
}

describe('the claimed conversation’s side panels', () => {
  it('come with the claim and a staff read: the member’s details, credits and membership, the profile’s photos', async () => {
    await t.app.db
      .update(users)
      .set({ city: 'Cork', aboutMe: 'Walks by the sea', birthday: '1990-05-01', credits: 17 })
      .where(eq(users.id, demo.id));
    const profileId = h.profileOf('heartline');
    const talk = await h.waiting(demo.id, profileId, 5_000);
    await h.status(agent, 'online');
    const claim = claimResponseSchema.parse((await h.claim(agent)).json()).claim!;
    expect(claim.conversation._id).toBe(String(talk.conversationId));
    const { member, profile } = claim.parties!;
    expect(member).toMatchObject({ _id: String(demo.id), username: 'demo', city: 'Cork', about: 'Walks by the sea', credits: 17 });
    expect(member.age).toBeGreaterThanOrEqual(30);
    expect(member.membership).toEqual({ vip: false, until: null });
    expect(profile._id).toBe(String(profileId));
    expect(profile.images.length).toBeGreaterThan(1);
    expect(typeof profile.about).toBe('string');

    // A membership bought meanwhile: the next read says until when.
    const endsAt = await giveMembership(demo.id, 30);
    const read = await t.app.inject({ method: 'GET', url: `/conversation/${talk.conversationId}`, headers: agent.headers });
    expect(read.statusCode).toBe(200);
    const parties = conversationSchema.parse(read.json()).parties!;
    expect(parties.member.membership).toEqual({ vip: true, until: endsAt.toISOString() });
    // An admin reading it in the lookup gets the same panels.
    const asAdmin = await t.app.inject({ method: 'GET', url: `/conversation/${talk.conversationId}`, headers: admin.headers });
    expect(conversationSchema.parse(asAdmin.json()).parties!.member.credits).toBe(17);
  });

  it('show the member’s avatar, else their first photo, and every photo of the profile in gallery order', async () => {
    const profileId = h.profileOf('heartline');
    const talk = await h.waiting(demo.id, profileId, 5_000);
    const [first, avatar] = await t.app.db
      .insert(userImages)
      .values([
        { userId: demo.id, type: 'others', pathKey: `parties-others-${demo.id}`, format: 'jpeg', underModeration: false },
        { userId: demo.id, type: 'avatar', pathKey: `parties-avatar-${demo.id}`, format: 'jpeg', underModeration: false },
      ])
      .returning({ id: userImages.id });
    const gallery = await t.app.db
      .select({ id: profileImages.id })
      .from(profileImages)
      .where(eq(profileImages.profileId, profileId))
      .orderBy(asc(profileImages.position));
    try {
      await h.status(agent, 'online');
      const claim = claimResponseSchema.parse((await h.claim(agent)).json()).claim!;
      expect(claim.conversation._id).toBe(String(talk.conversationId));
      expect(claim.parties!.member.photo?._id).toBe(String(avatar!.id));
      expect(claim.parties!.profile.images.map((image) => image._id)).toEqual(gallery.map((image) => String(image.id)));
      await t.app.db.delete(userImages).where(eq(userImages.id, avatar!.id));
      const read = await t.app.inject({ method: 'GET', url: `/conversation/${talk.conversationId}`, headers: agent.headers });
      expect(conversationSchema.parse(read.json()).parties!.member.photo?._id).toBe(String(first!.id));
    } finally {
      await t.app.db.delete(userImages).where(eq(userImages.userId, demo.id));
    }
  });

  it('are left out of older pages and never reach the member', async () => {
    const talk = await h.waiting(demo.id, h.profileOf('heartline'), 5_000);
    const older = await t.app.inject({
      method: 'GET',
      url: `/conversation/${talk.conversationId}?before=${talk.messageId}`,
      headers: admin.headers,
    });
    expect(older.statusCode).toBe(200);
    expect(older.json().parties).toBeUndefined();
    const own = await t.app.inject({ method: 'GET', url: `/conversation/${talk.conversationId}`, headers: demo.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().parties).toBeUndefined();
    expect(JSON.stringify(own.json())).not.toContain('"credits"');
  });
});
