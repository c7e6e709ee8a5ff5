import { brandSchema } from '@heartline/contracts/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brands } from '../../src/db/schema';
import { MAIL_LOGO_SIZE_PX } from '../../src/brands/brand-logo';
import { anonymous, setupTestApp } from '../helpers/app';

const t = setupTestApp();

async function brandFor(domain: string) {
  const response = await t.app.inject({ method: 'GET', url: '/brand', query: { domain }, headers: anonymous });
  return { status: response.statusCode, body: response.json() };
}

describe('brands', () => {
  it('answers the Heartline brand for localhost, with company, support and products by ascending price', async () => {
    const { status, body } = await brandFor('localhost');
    expect(status).toBe(200);
    const brand = brandSchema.parse(body);
    expect(brand).toMatchObject({ domain: 'localhost', productName: 'Heartline', timezone: 'Europe/Dublin', measurementSystem: 'metric' });
    // Irish, in euros: dates day first; its own single sign-on.
    expect(brand).toMatchObject({ locale: 'en-IE', sso: { name: 'Heartline ID' } });
    expect(brand.company.name).toBe('Heartline Media Ltd.');
    expect(brand.customerSupport.email).toMatch(/@/);
    const prices = brand.products.map((product) => product.price);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    expect(brand.products.filter((product) => product.interval === 0)).toHaveLength(3);
    expect(
      brand.products
        .map((product) => product.interval)
        .filter((days) => days > 0)
        .toSorted((a, b) => a - b),
    ).toEqual([30, 90, 180]);
    expect(brand.products.some((product) => product.packageType === 'firstPurchaseOnly')).toBe(true);
  });

  it('answers Velvet Hour, another company in dollars and imperial units, for 127.0.0.1', async () => {
    const { status, body } = await brandFor('127.0.0.1');
    expect(status).toBe(200);
    const brand = brandSchema.parse(body);
    expect(brand.productName).toBe('Velvet Hour');
    expect(brand.company.name).toBe('Amberlight Digital B.V.');
    expect(brand.measurementSystem).toBe('imperial');
    // American English, month first; it does not offer Heartline's single sign-on.
    expect(brand).toMatchObject({ locale: 'en-US', sso: null });
    expect(new Set(brand.products.map((product) => product.currencyCode))).toEqual(new Set(['USD']));
    const heartline = brandSchema.parse((await brandFor('localhost')).body);
    expect(brand.company._id).not.toBe(heartline.company._id);
  });

  it("carries the brand's one reply promise in its support details, as the brand record says", async () => {
    expect(brandSchema.parse((await brandFor('localhost')).body).customerSupport.replyHours).toBe(48);
    await t.app.db.update(brands).set({ supportReplyHours: 36 }).where(eq(brands.domain, '127.0.0.1'));
    expect(brandSchema.parse((await brandFor('127.0.0.1')).body).customerSupport.replyHours).toBe(36);
  });

  it("answers each brand's own theme: palette per mode, fonts, shape and logo", async () => {
    const heartline = brandSchema.parse((await brandFor('localhost')).body);
    const velvet = brandSchema.parse((await brandFor('127.0.0.1')).body);
    expect(heartline.theme?.palette.light.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(velvet.theme?.palette.dark.bg).toMatch(/^#[0-9a-f]{6}$/);
    expect(velvet.theme?.palette.light.primary).not.toBe(heartline.theme?.palette.light.primary);
    expect(velvet.theme?.logo.mark).toMatch(/^<svg /);
    expect(velvet.theme?.logo.mark).not.toBe(heartline.theme?.logo.mark);
  });

  it('answers a brand stored before locales in the default locale, offering no single sign-on', async () => {
    await t.app.db.update(brands).set({ locale: null, ssoName: null }).where(eq(brands.domain, 'localhost'));
    try {
      const brand = brandSchema.parse((await brandFor('localhost')).body);
      expect(brand).toMatchObject({ locale: 'en-US', sso: null });
    } finally {
      await t.app.db.update(brands).set({ locale: 'en-IE', ssoName: 'Heartline ID' }).where(eq(brands.domain, 'localhost'));
    }
  });

  it('answers a brand stored without a theme without one, in the shape the contracts still accept', async () => {
    const [stored] = await t.app.db.select({ theme: brands.theme }).from(brands).where(eq(brands.domain, '127.0.0.1'));
    await t.app.db.update(brands).set({ theme: null }).where(eq(brands.domain, '127.0.0.1'));
    try {
      const { status, body } = await brandFor('127.0.0.1');
      expect(status).toBe(200);
      expect(body).not.toHaveProperty('theme');
      expect(brandSchema.parse(body).productName).toBe('Velvet Hour');
    } finally {
      await t.app.db.update(brands).set({ theme: stored!.theme }).where(eq(brands.domain, '127.0.0.1'));
    }
  });

  it('ignores a port in the domain', async () => {
    const { status, body } = await brandFor('localhost:3000');
    expect(status).toBe(200);
    expect(body.domain).toBe('localhost');
  });

  it('answers 404 in the catalogue words when no brand serves the domain', async () => {
    const { status, body } = await brandFor('unknown.example');
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No brand is served at this address.' });
  });

  it('answers 400 naming the field when the domain is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/brand', headers: anonymous });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('domain: This field is required');
  });

  it('lists every brand in short form', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/brands', headers: anonymous });
    expect(response.statusCode).toBe(200);
    const listed = response.json();
    expect(listed.map((brand: { domain: string }) => brand.domain)).toEqual(['localhost', '127.0.0.1']);
    expect(Object.keys(listed[0]).toSorted()).toEqual(['_id', 'countries', 'domain', 'legacyMode', 'productName']);
  });

  it('answers one brand by id, and 404 for an unknown id', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/brands', headers: anonymous })).json();
    const found = await t.app.inject({ method: 'GET', url: `/brand/${first._id}`, headers: anonymous });
    expect(found.statusCode).toBe(200);
    expect(found.json().productName).toBe('Heartline');
    const missing = await t.app.inject({ method: 'GET', url: '/brand/999999', headers: anonymous });
    expect(missing.statusCode).toBe(404);
    const nonsense = await t.app.inject({ method: 'GET', url: '/brand/not-an-id', headers: anonymous });
    expect(nonsense.statusCode).toBe(404);
  });

  it('answers the company of a brand by id', async () => {
    const brand = (await brandFor('127.0.0.1')).body;
    const response = await t.app.inject({ method: 'GET', url: `/company/${brand.company._id}`, headers: anonymous });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(brand.company);
    const missing = await t.app.inject({ method: 'GET', url: '/company/999999', headers: anonymous });
    expect(missing.statusCode).toBe(404);
  });

  it("serves each brand's logo as a PNG for its mails, to anyone and from any site", async () => {
    const logo = (id: number) => t.app.inject({ method: 'GET', url: `/brand/${id}/logo.png` });
    const heartline = await logo(1);
    expect(heartline.statusCode).toBe(200);
    expect(heartline.headers['content-type']).toBe('image/png');
    expect(heartline.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(heartline.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const picture = await sharp(heartline.rawPayload).metadata();
    expect(picture).toMatchObject({ format: 'png', width: MAIL_LOGO_SIZE_PX, height: MAIL_LOGO_SIZE_PX });
    const velvet = await logo(2);
    expect(velvet.statusCode).toBe(200);
    expect(velvet.rawPayload.equals(heartline.rawPayload)).toBe(false);
    expect((await logo(99)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/brand/x/logo.png' })).statusCode).toBe(404);
  });

  it('answers 404 for the logo of a brand stored without a theme', async () => {
    const [stored] = await t.app.db.select({ theme: brands.theme }).from(brands).where(eq(brands.domain, '127.0.0.1'));
    await t.app.db.update(brands).set({ theme: null }).where(eq(brands.domain, '127.0.0.1'));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/brand/2/logo.png' })).statusCode).toBe(404);
    } finally {
      await t.app.db.update(brands).set({ theme: stored!.theme }).where(eq(brands.domain, '127.0.0.1'));
    }
  });
});
