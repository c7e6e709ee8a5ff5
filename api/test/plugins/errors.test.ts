import { MESSAGES } from '@heartline/contracts/rules';
import { contactFormSchema, errorResponseSchema } from '@heartline/contracts/schemas';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorsPlugin from '../../src/plugins/app/errors';
import zodPlugin from '../../src/plugins/external/zod';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(zodPlugin);
  await app.register(errorsPlugin);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/crash', async () => {
    throw new Error('connection to 10.1.2.3 refused at secret.ts:42');
  });
  typed.get('/bad-answer', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: 'nope' }) as never);
  typed.post('/contact', { schema: { body: contactFormSchema } }, async () => ({ ok: true }));
  typed.get('/search', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('error answers', () => {
  it('hide the cause of a server error behind the generic message', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: MESSAGES.generic });
    expect(response.body).not.toContain('secret');
  });

  it('answer 500 when a handler answers something its schema does not allow', async () => {
    const response = await app.inject({ method: 'GET', url: '/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(errorResponseSchema.parse(response.json()).message).toBe(MESSAGES.generic);
  });

  it("name each invalid field in the spec's words", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: { name: '', subject: 'general-inquiries', email: 'x@' },
    });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.fields).toEqual({ name: MESSAGES.required, email: MESSAGES.invalidEmail, message: MESSAGES.required });
    expect(body.message).toBe(`name: ${MESSAGES.required}`);
  });

  it("fall back to '{field} is not valid' where the schema has no message", async () => {
    const response = await app.inject({ method: 'GET', url: '/search?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('page: page is not valid');
  });

  it('say so when the body is missing altogether', async () => {
    const response = await app.inject({ method: 'POST', url: '/contact' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body: a JSON object is required');
  });

  it('answer a JSON body that does not parse with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error).toBe('Bad Request');
  });
});
