import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp();

describe('GET /health', () => {
  it('answers ok without any credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 in the error format for an unknown route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
