import { catalogueSchema, type Catalogue } from '@heartline/contracts/schemas';
import { MESSAGES } from '@heartline/contracts/rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/db/schema';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { createOrder } from './checkout-helpers';

const t = setupTestApp();
let demo: SignedInMember;
let velvetDemo: SignedInMember;
let vip: SignedInMember;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  vip = await signInMember(t.app, 'vip');
  velvetDemo = await signInMember(t.app, 'demo', 'http://127.0.0.1:3000');
});

async function catalogueOf(member: SignedInMember, query = ''): Promise<Catalogue> {
  const response = await t.app.inject({ method: 'GET', url: `/catalogue${query}`, headers: member.headers });
  expect(response.statusCode).toBe(200);
  return catalogueSchema.parse(response.json());
}

async function ordersOf(userId: number) {
  return t.app.db.select().from(orders).where(eq(orders.userId, userId));
}

describe('GET /catalogue', () => {
  it("offers a member with the first-purchase promotion only the first-purchase package, and the memberships, by ascending price in the member's country", async () => {
    const catalogue = await catalogueOf(demo);
    expect(catalogue.country).toBe('IE');
    expect(catalogue.firstPurchasePromotion).toBe(true);
    expect(catalogue.products.map((product) => product.sku)).toEqual([
      'hl-credits-20',
      'hl-membership-monthly',
      'hl-membership-quarterly',
      'hl-membership-bi-annual',
    ]);
    expect(catalogue.products[0]).toMatchObject({
      price: 9.99,
      currency: '€',
      currencyCode: 'EUR',
      credits: 20,
      packageType: 'firstPurchaseOnly',
    });
  });

  it('hides the first-purchase and post-payment packages without the promotion', async () => {
    await t.app.db.update(users).set({ firstPurchasePromotion: false }).where(eq(users.id, vip.id));
    const catalogue = await catalogueOf(vip);
    expect(catalogue.firstPurchasePromotion).toBe(false);
    expect(catalogue.products.filter((product) => product.interval === 0).map((product) => product.sku)).toEqual([
      'hl-credits-50',
      'hl-credits-120',
    ]);
  });

  it("prices the member's catalogue in the member's own country, whatever country the page asks for", async () => {
    const own = await catalogueOf(vip);
    const asked = await catalogueOf(vip, '?country=GB');
    expect(asked.country).toBe('IE');
    expect(asked.products).toEqual(own.products);
    expect(asked.products.every((product) => product.currencyCode === 'EUR')).toBe(true);
    const prices = asked.products.map((product) => product.price);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
  });

  it("gives each brand's member their own brand's products in the member's country", async () => {
    const catalogue = await catalogueOf(velvetDemo);
    expect(catalogue.country).toBe('NL');
    expect(catalogue.products.every((product) => product.sku.startsWith('vh-'))).toBe(true);
    expect(catalogue.products.find((product) => product.sku === 'vh-credits-25')).toMatchObject({ price: 13.99, currencyCode: 'EUR' });
  });

  it('refuses anonymous callers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/catalogue', headers: anonymous });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /prices', () => {
  it("answers every product of the front end's brand for a country, and 404 for a country it does not serve", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/prices?country=CA',
      headers: { ...anonymous, origin: 'http://127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(200);
    const prices = catalogueSchema.parse(response.json());
    expect(prices.products).toHaveLength(6);
    expect(prices.products[0]).toMatchObject({ sku: 'vh-credits-25', price: 19.99, currency: 'C$' });
    const unserved = await t.app.inject({ method: 'GET', url: '/prices?country=FR', headers: anonymous });
    expect(unserved.statusCode).toBe(404);
    expect(unserved.json().message).toBe(MESSAGES.countryNotServed);
  });
});

describe('POST /order', () => {
  it('prices the order on the server and answers it open, without a payment', async () => {
    const { products } = await catalogueOf(demo);
    const response = await createOrder(t.app, demo, { products: [products[0]!._id], country: 'IE', currency: 'EUR', total: 12.28 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      currency: '€',
      currencyCode: 'EUR',
      country: 'IE',
      // 9.99 and 23 % VAT (2.2977, truncated to 2.29), added at checkout.
      total: 12.28,
      vat: 2.29,
      status: 'open',
      lastTransaction: null,
      products: [{ sku: 'hl-credits-20', price: 9.99 }],
    });
  });

  it('answers the first order to a retry with the same key', async () => {
    const { products } = await catalogueOf(demo);
    const body = { products: [products[1]!._id], country: 'IE', currency: 'EUR', key: 'the-same-order-key-1' };
    const first = await createOrder(t.app, demo, body);
    const second = await createOrder(t.app, demo, body);
    expect(second.json()._id).toBe(first.json()._id);
  });

  it('refuses a tampered total or currency, a product the member may not buy and another brand’s product, writing nothing', async () => {
    const before = (await ordersOf(demo.id)).length;
    const { products } = await catalogueOf(demo);
    const velvet = await catalogueOf(velvetDemo);
    const hidden = (await catalogueOf(vip)).products.find((product) => product.sku === 'hl-credits-50')!;
    const cases = [
      { products: [products[0]!._id], country: 'IE', currency: 'EUR', total: 0.99 },
      { products: [products[0]!._id], country: 'IE', currency: 'USD' },
      { products: [hidden._id], country: 'IE', currency: 'EUR' },
      { products: [velvet.products[0]!._id], country: 'IE', currency: 'EUR' },
      { products: ['999999'], country: 'IE', currency: 'EUR' },
    ];
    const messages = [];
    for (const body of cases) {
      const response = await createOrder(t.app, demo, body);
      expect(response.statusCode).toBe(409);
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      MESSAGES.priceChanged,
      MESSAGES.priceChanged,
      MESSAGES.productNotAvailable,
      MESSAGES.productNotAvailable,
      MESSAGES.productNotAvailable,
    ]);
    expect(await ordersOf(demo.id)).toHaveLength(before);
  });

  it("refuses an order priced for another of the brand's countries than the member's own, writing nothing", async () => {
    const before = (await ordersOf(vip.id)).length;
    const pack = (await catalogueOf(vip)).products.find((product) => product.sku === 'hl-credits-50')!;
    // Britain's prices are public (/prices): a crafted request would ask for them.
    const british = await t.app.inject({ method: 'GET', url: '/prices?country=GB', headers: anonymous });
    const britishPrice = catalogueSchema.parse(british.json()).products.find((product) => product.sku === 'hl-credits-50')!;
    expect(britishPrice).toMatchObject({ price: 17.99, currencyCode: 'GBP' });
    for (const body of [
      { products: [pack._id], country: 'GB', currency: 'GBP' },
      { products: [pack._id], country: 'GB', currency: 'EUR' },
      { products: [pack._id], country: 'de', currency: 'EUR' },
    ]) {
      const response = await createOrder(t.app, vip, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MESSAGES.priceChanged);
    }
    expect(await ordersOf(vip.id)).toHaveLength(before);
    const own = await createOrder(t.app, vip, { products: [pack._id], country: 'ie', currency: 'EUR' });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ country: 'IE', currencyCode: 'EUR' });
  });

  it('refuses a country the brand does not sell in, two products and unknown keys, in the catalogue words', async () => {
    const { products } = await catalogueOf(demo);
    const country = await createOrder(t.app, demo, { products: [products[0]!._id], country: 'FR', currency: 'EUR' });
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toBe(MESSAGES.countryNotServed);
    const two = await createOrder(t.app, demo, { products: [products[0]!._id, products[1]!._id], country: 'IE', currency: 'EUR' });
    expect(two.statusCode).toBe(400);
    const unknown = await createOrder(t.app, demo, { products: [products[0]!._id], country: 'IE', currency: 'EUR', price: 0.01 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).not.toMatch(/zod|Unrecognized/i);
  });
});
