import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signInMember } from '../helpers/members';

const t = setupTestApp();

describe('media headers', () => {
  it('lets the brands\u2019 sites embed portraits from another origin, 127.0.0.1 included', async () => {
    const demo = await signInMember(t.app, 'demo');
    const list = await t.app.inject({ method: 'GET', url: '/profiles?limit=1', headers: { ...demo.headers, host: '127.0.0.1:4000' } });
    const url = new URL(list.json<{ profiles: { images: { path: { medium: string } }[] }[] }>().profiles[0]!.images[0]!.path.medium);
    expect(url.host).toBe('127.0.0.1:4000');
    const image = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // helmet's default (same-site) makes Chromium block the image on http://127.0.0.1:3000.
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['cache-control']).toContain('immutable');
  });
});
