import { catalogueSchema, orderSchema, type Order } from '@heartline/contracts/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { TEST_CARDS, balanceAndLedger, cardForm, createOrder, settledOrder } from './checkout-helpers';

const t = setupTestApp();
const SHELL = 'http://localhost:3000';
let demo: SignedInMember;
let vip: SignedInMember;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  vip = await signInMember(t.app, 'vip');
});

async function openOrder(member: SignedInMember, sku: string): Promise<Order> {
  const catalogue = await t.app.inject({ method: 'GET', url: '/catalogue', headers: member.headers });
  const product = catalogueSchema.parse(catalogue.json()).products.find((each) => each.sku === sku)!;
  const response = await createOrder(t.app, member, { products: [product._id], country: 'IE', currency: 'EUR' });
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
}

/** Pays with the challenge card from the shell at `origin`; answers the order as the PATCH gave it. */
async function payWithChallenge(member: SignedInMember, orderId: string, origin = SHELL): Promise<Order> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/order/${orderId}`,
    headers: { ...member.headers, origin },
    payload: cardForm(TEST_CARDS.challenge),
  });
  expect(response.statusCode).toBe(200);
  return orderSchema.parse(response.json());
}

/** The challenge page's path and query, from the order's action address. */
const challengePath = (order: Order) => new URL(order.lastTransaction!.actionUrl!).pathname;

async function answer(order: Order, outcome: string) {
  return t.app.inject({
    method: 'POST',
    url: challengePath(order),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

describe('3-D Secure (the challenge card)', () => {
  it('asks for the bank challenge, charges nothing until it is approved, then credits once', async () => {
    const before = await balanceAndLedger(t.app, demo.id);
    const order = await openOrder(demo, 'hl-credits-20');
    const paid = await payWithChallenge(demo, order._id);
    expect(paid.lastTransaction?.status).toBe('requires_action');
    expect(paid.lastTransaction?.actionUrl).toMatch(/^http:\/\/localhost(:\d+)?\/payments\/sandbox\/challenge\/pi_/);
    // Polling shows the same until the card holder answers; the balance is untouched.
    expect(
      (await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: demo.headers })).json<Order>().lastTransaction,
    ).toEqual(paid.lastTransaction);
    expect((await balanceAndLedger(t.app, demo.id)).credits).toBe(before.credits);

    const page = await t.app.inject({ method: 'GET', url: challengePath(paid) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Test mode');
    expect(page.body).toContain('Approve the payment');
    expect(page.body).toContain('Fail the authentication');
    expect(page.body).toContain(`€${paid.total.toFixed(2)}`);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${SHELL}`);

    const approved = await answer(paid, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${SHELL}/upgrade/checkout?order=${order._id}`);
    const settled = await settledOrder(t.app, demo, order._id);
    expect(settled.lastTransaction).toEqual({ status: 'success' });
    const after = await balanceAndLedger(t.app, demo.id);
    expect(after.credits).toBe(before.credits + 20);
    expect(after.ledger).toBe(after.credits);

    // A second answer (a double click, the back button) changes nothing.
    expect((await answer(paid, 'fail')).statusCode).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await settledOrder(t.app, demo, order._id)).lastTransaction).toEqual({ status: 'success' });
    expect((await balanceAndLedger(t.app, demo.id)).credits).toBe(before.credits + 20);
  });

  it('fails as a bank issue when the authentication fails, and a new try is possible', async () => {
    const before = await balanceAndLedger(t.app, vip.id);
    const order = await openOrder(vip, 'hl-credits-50');
    const paid = await payWithChallenge(vip, order._id);
    expect((await answer(paid, 'fail')).statusCode).toBe(303);
    const failed = await settledOrder(t.app, vip, order._id);
    expect(failed.lastTransaction).toMatchObject({ status: 'failure', reason: 'bank' });
    expect((await balanceAndLedger(t.app, vip.id)).credits).toBe(before.credits);
    const again = await payWithChallenge(vip, order._id);
    expect(again.lastTransaction?.status).toBe('requires_action');
    expect(again.lastTransaction?.actionUrl).not.toBe(paid.lastTransaction?.actionUrl);
    expect((await answer(again, 'fail')).statusCode).toBe(303);
  });

  it("sends the browser back only to the member's own brand's shell, whatever Origin the request names", async () => {
    const order = await openOrder(vip, 'hl-credits-50');
    const paid = await payWithChallenge(vip, order._id, 'https://evil.example');
    const approved = await answer(paid, 'approve');
    expect(new URL(approved.headers.location as string).origin).not.toBe('https://evil.example');
    expect(approved.headers.location).toMatch(/\/upgrade\/checkout\?order=\d+$/);
  });

  it('refuses an unknown challenge and a bad answer, changing nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/payments/sandbox/challenge/pi_unknown' })).statusCode).toBe(404);
    const order = await openOrder(demo, 'hl-credits-50');
    const paid = await payWithChallenge(demo, order._id);
    expect((await answer(paid, 'maybe')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/order/${order._id}`, headers: demo.headers })).json<Order>().lastTransaction?.status,
    ).toBe('requires_action');
  });
});
