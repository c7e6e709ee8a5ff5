import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp();

describe('/docs', () => {
  it('serves an OpenAPI document listing the routes, generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    for (const path of [
      '/health',
      '/authenticate',
      '/agent/authenticate',
      '/autologin',
      '/brands',
      '/brand',
      '/brand/{id}',
      '/company/{id}',
      '/user/{id}',
      '/customer-support',
      '/profiles',
      '/profile/{id}',
      '/match/next',
      '/match/swipe',
      '/match/undo',
      '/matches',
      '/interests/{kind}',
      '/favorites',
      '/user/upload',
      '/user/{id}/image/{imageId}',
      '/locations/{country}/cities',
      '/locations/{country}/zip/{zip}',
    ]) {
      expect(paths).toContain(path);
    }
    expect(Object.keys(document.paths['/authenticate'])).toEqual(expect.arrayContaining(['post', 'patch', 'delete']));
    const signIn = document.paths['/authenticate'].post;
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(signIn.responses)).toEqual(expect.arrayContaining(['200', '401', '409', '429']));
    expect(document.paths['/brand'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('products');
    expect(paths.some((path) => path.startsWith('/docs'))).toBe(false);
  });

  it('serves the documentation UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
