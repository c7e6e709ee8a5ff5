// Locked photos and uploads are served only at the signed, expiring addresses the API gives to
// callers entitled to them; a profile's free photos stay public at plain addresses.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileDetailSchema, userImagesResponseSchema, type ImageSizeName } from '@heartline/contracts/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_SIGNATURE_BUCKET_SECONDS } from '../../src/media/media-signatures';
import { setupTestApp } from '../helpers/app';
import { profileWithPhotos } from '../helpers/profiles';
import { signInMember, type SignedInMember } from '../helpers/members';

const mediaDir = await mkdtemp(join(tmpdir(), 'heartline-media-access-'));
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const t = setupTestApp({ config: { mediaDir } });
let demo: SignedInMember;
let vip: SignedInMember;
let profileId: number;

beforeAll(async () => {
  [demo, vip] = await Promise.all([signInMember(t.app, 'demo'), signInMember(t.app, 'vip')]);
  profileId = await profileWithPhotos(t.app.db, 5);
});

async function galleryFor(member: SignedInMember): Promise<Array<Record<ImageSizeName, string> | null>> {
  const response = await t.app.inject({ method: 'GET', url: `/profile/${profileId}`, headers: member.headers });
  return profileDetailSchema
    .parse(response.json())
    .gallery.map((image) => (image.blocked ? null : (image.path as Record<ImageSizeName, string>)));
}

/** The path and query of an absolute URL, as a browser would ask for it. */
const target = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('a locked photo', () => {
  it('is not served at its guessed address, to nobody nor to a member without a membership', async () => {
    const gallery = await galleryFor(demo);
    expect(gallery.map((path) => path !== null)).toEqual([true, true, false, false, false]);
    // The visible photo's address with the index + 1.
    const guessed = new URL(gallery[1]!.large).pathname.replace(/\/1-large\.jpg$/, '/2-large.jpg');
    expect(guessed).toMatch(/\/2-large\.jpg$/);
    for (const headers of [{}, demo.headers]) {
      const response = await get(guessed, headers);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toBe('image/jpeg');
    }
    // Nor through another spelling of the same file name, nor with an empty signature.
    const spellings: Array<[string, number]> = [
      [guessed.replace('/2-large.jpg', '/x/../2-large.jpg'), 404],
      [guessed.replace('/2-large.jpg', '/./2-large.jpg'), 404],
      [guessed.replace('/2-large.jpg', '//2-large.jpg'), 404],
      [guessed.replace('/2-large.jpg', '/%32-large.jpg'), 404],
      [guessed.replace('/2-large.jpg', '/2-large.jp%67'), 404],
      [`${guessed}?exp=&sig=`, 403],
    ];
    for (const [spelling, status] of spellings) {
      const response = await get(spelling);
      expect({ spelling, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        spelling,
        status,
        type: expect.not.stringMatching(/^image\//),
      });
    }
  });

  it('is served at the address a VIP member was given, to anyone holding it, with a private cache that ends with it', async () => {
    const gallery = await galleryFor(vip);
    expect(gallery.every((path) => path !== null)).toBe(true);
    for (const index of [2, 3, 4]) {
      const url = gallery[index]!.medium;
      expect(new URL(url).searchParams.get('sig')).toEqual(expect.any(String));
      const response = await get(target(url));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
      const cache = String(response.headers['cache-control']);
      expect(cache).toMatch(/^private, max-age=\d+$/);
      const maxAge = Number(cache.split('=')[1]);
      expect(maxAge).toBeGreaterThanOrEqual(MEDIA_SIGNATURE_BUCKET_SECONDS - 5);
      expect(maxAge).toBeLessThanOrEqual(2 * MEDIA_SIGNATURE_BUCKET_SECONDS);
    }
  });

  it('is locked as WebP too: no WebP address for a member without a membership, a signed one for a VIP', async () => {
    const webpOf = async (member: SignedInMember) => {
      const response = await t.app.inject({ method: 'GET', url: `/profile/${profileId}`, headers: member.headers });
      return profileDetailSchema
        .parse(response.json())
        .gallery.map((image) => (image.blocked ? null : (image.webp as Record<ImageSizeName, string>)));
    };
    const [free, paid] = [await webpOf(demo), await webpOf(vip)];
    expect(free.map((urls) => urls !== null)).toEqual([true, true, false, false, false]);
    const signed = paid[2]!.thumb;
    expect(new URL(signed).pathname).toMatch(/\/2-thumb\.webp$/);
    const response = await get(target(signed));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(String(response.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);
    for (const headers of [{}, demo.headers]) expect((await get(new URL(signed).pathname, headers)).statusCode).toBe(404);
  });

  it('keeps the same address while its hour lasts, so the browser cache serves it again', async () => {
    const [first, second] = [await galleryFor(vip), await galleryFor(vip)];
    expect(second[3]!.large).toBe(first[3]!.large);
  });

  it('refuses a forged signature, another photo\u2019s signature and a moved expiry (403)', async () => {
    const gallery = await galleryFor(vip);
    const url = new URL(gallery[2]!.large);
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const otherPhoto = new URL(gallery[3]!.large);
    const forgeries = {
      'one character changed': `${url.pathname}?exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      'a signature of another photo': `${url.pathname}?exp=${exp}&sig=${otherPhoto.searchParams.get('sig')}`,
      'the expiry moved a day later': `${url.pathname}?exp=${Number(exp) + 86_400}&sig=${sig}`,
      'a short signature': `${url.pathname}?exp=${exp}&sig=${sig.slice(0, 10)}`,
      'an expiry that is no number': `${url.pathname}?exp=tomorrow&sig=${sig}`,
    };
    for (const [forgery, address] of Object.entries(forgeries)) {
      expect({ forgery, status: (await get(address)).statusCode }).toEqual({ forgery, status: 403 });
    }
  });
});

describe('a free photo', () => {
  it('stays public at a plain address with the one-year cache', async () => {
    const gallery = await galleryFor(demo);
    for (const path of gallery.slice(0, 2)) {
      expect(new URL(path!.thumb).search).toBe('');
      const response = await get(target(path!.thumb));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    }
  });
});

describe('an upload under moderation', () => {
  it('is served only at the signed address its owner was given', async () => {
    const form = new FormData();
    form.append('type', 'others');
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a86' } })
      .jpeg()
      .toBuffer();
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await t.app.inject({ method: 'POST', url: '/user/upload', headers: demo.headers, payload: form });
    const [image] = userImagesResponseSchema.parse(uploaded.json()).images;
    expect(image!.under_moderation).toBe(true);
    const signed = image!.path.medium;
    expect((await get(target(signed))).statusCode).toBe(200);
    const plain = new URL(signed).pathname;
    for (const headers of [{}, vip.headers, demo.headers]) expect((await get(plain, headers)).statusCode).toBe(404);
    // The owner's record carries the signed address too; another member's record is not theirs to read.
    const own = await t.app.inject({ method: 'GET', url: `/user/${demo.id}`, headers: demo.headers });
    expect(own.json().images[0].path.medium).toBe(signed);
    expect((await t.app.inject({ method: 'GET', url: `/user/${demo.id}`, headers: vip.headers })).statusCode).toBe(404);
  });
});

describe('a signed address', () => {
  // Last: it moves the clock past every address given so far.
  it('is refused once expired (403), and a fresh answer gives a working one', async () => {
    const before = await galleryFor(vip);
    t.clock.advance(2 * MEDIA_SIGNATURE_BUCKET_SECONDS * 1000 + 1000);
    const expired = await get(target(before[2]!.large));
    expect(expired.statusCode).toBe(403);
    const vipAgain = await signInMember(t.app, 'vip');
    const after = await galleryFor(vipAgain);
    expect(after[2]!.large).not.toBe(before[2]!.large);
    expect((await get(target(after[2]!.large))).statusCode).toBe(200);
  });
});
