// What the renewal tests share: a member who buys through the routes, the membership rows read
// back, and waiting for a job the scheduler runs.
import { catalogueSchema, type Order, type User } from '@heartline/contracts/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberships, savedCards } from '../../src/db/schema';
import type { RegisteredMember } from '../helpers/accounts';
import { bearer, signIn } from '../helpers/app';
import type { SignedInMember } from '../helpers/members';
import { createOrder, payOrder, settledOrder } from './checkout-helpers';

export const MONTHLY = 'hl-membership-monthly';
export const DAY_MS = 86_400_000;

/** The sku of the first credit package the member is offered (a first purchase sees only its own). */
export async function offeredPackage(app: FastifyInstance, member: SignedInMember): Promise<{ _id: string; credits: number }> {
  const catalogue = catalogueSchema.parse((await app.inject({ method: 'GET', url: '/catalogue', headers: member.headers })).json());
  const product = catalogue.products.find((each) => each.interval === 0);
  if (!product) throw new Error('no credit package is offered');
  return product;
}

/** Buys `sku` with the card, in Ireland unless `place` says where; answers the settled order. */
export async function buy(
  app: FastifyInstance,
  member: SignedInMember,
  sku: string,
  card: string,
  overrides: Record<string, unknown> = {},
  place: { country: string; currency: string } = { country: 'IE', currency: 'EUR' },
): Promise<Order> {
  const catalogue = catalogueSchema.parse((await app.inject({ method: 'GET', url: '/catalogue', headers: member.headers })).json());
  const product = catalogue.products.find((each) => each.sku === sku);
  if (!product) throw new Error(`${sku} is not offered`);
  const created = await createOrder(app, member, { products: [product._id], ...place });
  if (created.statusCode !== 201) throw new Error(`POST /order answered ${created.statusCode} ${created.body}`);
  const paid = await payOrder(app, member, created.json<Order>()._id, card, overrides);
  if (paid.statusCode !== 200) throw new Error(`PATCH /order answered ${paid.statusCode} ${paid.body}`);
  return settledOrder(app, member, created.json<Order>()._id);
}

/** The bank now refuses the saved card (the sandbox reads a card's behaviour from its token). */
export async function refuseSavedCard(app: FastifyInstance, savedCardId: number): Promise<void> {
  const [card] = await app.db.select().from(savedCards).where(eq(savedCards.id, savedCardId));
  await app.db
    .update(savedCards)
    .set({ token: card!.token.replace(/_approve$/, '_insufficient-funds') })
    .where(eq(savedCards.id, savedCardId));
}

export async function membershipOf(app: FastifyInstance, userId: number) {
  const [row] = await app.db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(desc(memberships.id)).limit(1);
  if (!row) throw new Error(`member ${userId} has no membership`);
  return row;
}

/** A new session's headers: a test that moves the clock by weeks outlives the member's token. */
export async function freshHeaders(app: FastifyInstance, member: RegisteredMember): Promise<{ authorization: string }> {
  return bearer((await signIn(app, member.username, member.password)).access_token);
}

/** The member's own record (GET /user/{id}) on a new session. */
export async function userRecord(app: FastifyInstance, member: RegisteredMember): Promise<User> {
  const response = await app.inject({ method: 'GET', url: `/user/${member.id}`, headers: await freshHeaders(app, member) });
  if (response.statusCode !== 200) throw new Error(`GET /user answered ${response.statusCode} ${response.body}`);
  return response.json<User>();
}

/** Waits (up to `timeoutMs`) until `check` answers true. */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
