import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

// This file turns the list cache on (the other files run with it off).
const t = setupTestApp({ config: { profileListCacheMs: 60_000 } });
let demo: SignedInMember;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
});

const URL_ = '/profiles?hair=red&sortBy=username-asc&limit=5';

describe('GET /profiles answer cache', () => {
  it('reuses an answer for the same brand, host and query', async () => {
    const first = await t.app.inject({ method: 'GET', url: URL_, headers: demo.headers });
    const firstId = Number(first.json().profiles[0]._id);
    await t.app.db.update(profiles).set({ username: 'zzz_renamed' }).where(eq(profiles.id, firstId));
    const second = await t.app.inject({ method: 'GET', url: URL_, headers: demo.headers });
    expect(second.body).toBe(first.body);
    const otherHost = await t.app.inject({ method: 'GET', url: URL_, headers: { ...demo.headers, host: '127.0.0.1:4000' } });
    expect(otherHost.json().profiles[0]._id).not.toBe(String(firstId));
  });

  it('sends the cached answer compressed when the client accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: URL_, headers: demo.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await t.app.inject({ method: 'GET', url: URL_, headers: { ...demo.headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ method: 'GET', url: URL_, headers: { ...demo.headers, 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
