import { MESSAGES } from '@heartline/contracts/rules';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { supportRequests } from '../../src/db/schema';
import { anonymous, setupTestApp } from '../helpers/app';

const t = setupTestApp();

const contactForm = { name: 'Dana Moore', subject: 'general-inquiries', email: 'dana@example.com', message: 'Hello there' };
const affiliateForm = {
  fullName: 'Sam Partner',
  email: 'sam@partners.example',
  company: 'Partner Media',
  messenger: 'telegram',
  messengerId: '@sam',
  country: 'NL',
  yearsOfExperience: 4,
  geos: 'NL, BE, DE',
  trafficSources: ['seo', 'push'],
};

async function storedRequests(app: FastifyInstance) {
  return app.db
    .select({
      formType: supportRequests.formType,
      brandId: supportRequests.brandId,
      payload: supportRequests.payload,
      id: supportRequests.id,
    })
    .from(supportRequests)
    .orderBy(supportRequests.id);
}

async function brandIdFor(domain: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/brand', query: { domain }, headers: anonymous });
  return Number(response.json()._id);
}

function send(payload: object, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/customer-support', query, headers: { ...anonymous, ...headers }, payload });
}

describe('POST /customer-support', () => {
  it('stores a contact request under the brand of the Origin and answers a ticket number', async () => {
    const response = await send(contactForm, {}, { origin: 'http://127.0.0.1:3000' });
    expect(response.statusCode).toBe(200);
    const { ticketNumber } = response.json();
    expect(ticketNumber).toMatch(/^HL-\d{6,}$/);
    const stored = (await storedRequests(t.app)).at(-1)!;
    expect(stored).toMatchObject({ formType: 'contact', brandId: await brandIdFor('127.0.0.1'), payload: contactForm });
    expect(`HL-${stored.id}`).toBe(ticketNumber);
  });

  it('stores an affiliate application with ?form_type=affiliate, under the first brand without an Origin', async () => {
    const first = (await send(contactForm)).json().ticketNumber;
    const response = await send(affiliateForm, { form_type: 'affiliate' });
    expect(response.statusCode).toBe(200);
    const { ticketNumber } = response.json();
    expect(ticketNumber).toMatch(/^HL-\d+$/);
    expect(ticketNumber).not.toBe(first);
    const stored = (await storedRequests(t.app)).at(-1)!;
    expect(stored.formType).toBe('affiliate');
    expect(stored.brandId).toBe(await brandIdFor('localhost'));
    expect(stored.payload).toMatchObject({ ...affiliateForm, otherVerticals: '', other: '' });
  });

  it("answers 400 'please enter a valid email address' for a bad email, and stores nothing", async () => {
    const before = (await storedRequests(t.app)).length;
    const response = await send({ ...contactForm, email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain(MESSAGES.invalidEmail);
    expect(body.fields).toEqual({ email: MESSAGES.invalidEmail });
    expect((await storedRequests(t.app)).length).toBe(before);
  });

  it('validates the affiliate form, not the contact form, when form_type is affiliate', async () => {
    const before = (await storedRequests(t.app)).length;
    const response = await send(contactForm, { form_type: 'affiliate' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ fullName: MESSAGES.required, trafficSources: MESSAGES.required });
    expect((await storedRequests(t.app)).length).toBe(before);
  });

  it('answers 400 for an unknown form type and for missing fields', async () => {
    expect((await send(contactForm, { form_type: 'complaint' })).statusCode).toBe(400);
    const missing = await send({ email: 'dana@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ name: MESSAGES.required, message: MESSAGES.required });
  });

  it('answers 401 without the public API key', async () => {
    const before = (await storedRequests(t.app)).length;
    const response = await t.app.inject({ method: 'POST', url: '/customer-support', payload: contactForm });
    expect(response.statusCode).toBe(401);
    expect((await storedRequests(t.app)).length).toBe(before);
  });
});

describe('ticket numbers', () => {
  it('never repeat, even for simultaneous requests', async () => {
    const tickets = await Promise.all([1, 2, 3].map(() => send(contactForm).then((response) => response.json().ticketNumber)));
    expect(new Set(tickets).size).toBe(3);
  });
});
