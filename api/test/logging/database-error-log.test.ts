// A database error must not write the values of its statement (a member's email, say) to the log.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from '../../src/logging/error-serializer';
import { setupTestApp } from '../helpers/app';

const EMAIL = 'dana.moore@heartline.example';
const lines: string[] = [];

const t = setupTestApp({
  config: { logLevel: 'error' },
  logStream: { write: (line) => lines.push(line) },
  beforeReady: (app) => {
    // A real failing statement with an address among its parameters (what a NUL once caused).
    app.get('/test/failing-query', { config: { access: 'public' } }, async () => {
      await app.db.execute(sql`select ${EMAIL}::integer as id`);
      return { ok: true };
    });
  },
});

describe('the log of a failed query', () => {
  it('keeps the statement and the SQLSTATE, never the parameters or an email', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(EMAIL);
    const log = lines.join('\n');
    expect(log).toContain('request failed');
    expect(log).toContain('22P02');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain('dana.moore');
    expect(log).not.toMatch(/params/i);
  });
});

describe('serializeError', () => {
  it('drops the detail and masks the values of a PostgreSQL error, keeping the names of what failed', () => {
    const error = Object.assign(new Error(`duplicate key value violates unique constraint "users_email_key"`), {
      code: '23505',
      severity: 'ERROR',
      detail: `Key (lower(email))=(${EMAIL}) already exists.`,
      constraint: 'users_email_key',
      table: 'users',
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      message: 'duplicate key value violates unique constraint "users_email_key"',
      code: '23505',
      constraint: 'users_email_key',
    });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
  });

  it("masks a value PostgreSQL quotes in its message and drizzle's params line", () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${EMAIL}"`), { code: '22P02', severity: 'ERROR' });
    const error = Object.assign(new Error(`Failed query: select $1::integer\nparams: ${EMAIL}`), {
      query: 'select $1::integer',
      params: [EMAIL],
      cause,
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('Failed query: select $1::integer');
    expect(logged).toContain('invalid input syntax for type integer: \\"…\\"');
    expect(logged).not.toContain(EMAIL);
  });

  it('keeps an ordinary error as it is, emails aside', () => {
    const logged = serializeError(Object.assign(new Error(`mail to ${EMAIL} bounced`), { statusCode: 502 }));
    expect(logged).toMatchObject({ type: 'Error', message: 'mail to [email] bounced', statusCode: 502 });
  });
});
