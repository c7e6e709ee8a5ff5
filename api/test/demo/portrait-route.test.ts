// A generated profile's photo is rendered on its first request, written under the media folder
// and served from disk afterwards; concurrent first requests render it once; a name that is not
// one of the database's photos is a 404 and writes nothing.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileDetailSchema } from '@heartline/contracts/schemas';
import type { ImageSizeName } from '@heartline/contracts/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortraitRenderer, parsePortraitPath, type PortraitFile } from '../../src/demo/portrait-files';
import { setupTestApp } from '../helpers/app';
import { profileWithPhotos } from '../helpers/profiles';
import { signInMember, type SignedInMember } from '../helpers/members';

// A media folder of its own: the shared test folder keeps files between runs.
const mediaDir = await mkdtemp(join(tmpdir(), 'heartline-media-'));
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const t = setupTestApp({ config: { mediaDir } });
let vip: SignedInMember;
let gallery: Array<Record<ImageSizeName, string>>;

beforeAll(async () => {
  vip = await signInMember(t.app, 'vip');
  const response = await t.app.inject({ method: 'GET', url: `/profile/${await profileWithPhotos(t.app.db, 5)}`, headers: vip.headers });
  const profile = profileDetailSchema.parse(response.json());
  gallery = profile.images.map((image) => image.path as Record<ImageSizeName, string>);
});

const pathOf = (url: string) => new URL(url).pathname;
const fileOf = (url: string) => join(mediaDir, pathOf(url).slice('/media/'.length));

describe('GET /media/portraits/…', () => {
  it('renders a photo on its first request, then serves the file from disk', async () => {
    const url = gallery[0]!.medium;
    expect(existsSync(fileOf(url))).toBe(false);
    const before = t.app.portraits.rendered;

    const first = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 800 });
    expect(t.app.portraits.rendered).toBe(before + 1);
    const written = await stat(fileOf(url));

    const second = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.portraits.rendered).toBe(before + 1);
    expect((await stat(fileOf(url))).mtimeMs).toBe(written.mtimeMs);
  });

  it('renders the WebP rendition of a photo at its own address, smaller than the JPEG', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/profile/${await profileWithPhotos(t.app.db, 5)}`, headers: vip.headers });
    const [first] = profileDetailSchema.parse(response.json()).images;
    const webp = await t.app.inject({ method: 'GET', url: pathOf(first!.webp!.thumb!) });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 400 });
    const jpeg = await t.app.inject({ method: 'GET', url: pathOf(first!.path.thumb!) });
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
    expect(existsSync(fileOf(first!.webp!.thumb!))).toBe(true);
  });

  it('renders a photo once for concurrent first requests', async () => {
    const url = gallery[1]!.thumb;
    const before = t.app.portraits.rendered;
    const responses = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'GET', url: pathOf(url) })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.rawPayload.toString('base64'))).size).toBe(1);
    expect(t.app.portraits.rendered).toBe(before + 1);
  });

  it("shows one person in a profile's gallery: photo 1 and 2 are other images of the same character", async () => {
    const [first, second] = await Promise.all(gallery.slice(0, 2).map((path) => t.app.inject({ method: 'GET', url: pathOf(path.medium) })));
    expect(first!.rawPayload.equals(second!.rawPayload)).toBe(false);
    const [a, b] = gallery.slice(0, 2).map((path) => parsePortraitPath(pathOf(path.medium).slice('/media/'.length))!);
    expect(a!.subject).toEqual(b!.subject);
    expect([a!.position, b!.position]).toEqual([0, 1]);
  });

  it('answers 404 and writes nothing for a portrait the database does not hold', async () => {
    const url = pathOf(gallery[2]!.large);
    // The same profile with another eye colour, and a position the profile does not have.
    const eyes = ['amber', 'blue', 'brown', 'gray', 'green', 'hazel'].find((colour) => !url.includes(`-${colour}-`))!;
    const forged = url.replace(/-(amber|blue|brown|gray|green|hazel)-(\d+)\//, `-${eyes}-$2/`);
    // Photo 2 is locked: asked for with a valid signature, so only the database can refuse it.
    const signed = (path: string) => `${path}${t.app.mediaSigner.query(path.slice('/media/'.length), t.clock.now())}`;
    for (const path of [
      forged,
      url.replace(/\/2-large\.jpg$/, '/9-large.jpg'),
      '/media/portraits/v2/999999-woman-white-blond-blue-30/0-large.jpg',
    ]) {
      for (const address of [path, signed(path)]) {
        const response = await t.app.inject({ method: 'GET', url: address });
        expect({ address, status: response.statusCode, written: existsSync(join(mediaDir, path.slice('/media/'.length))) }).toEqual({
          address,
          status: 404,
          written: false,
        });
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/portraits/../../package.json' })).statusCode).toBe(404);
  });
});

describe('createPortraitRenderer', () => {
  it('shares one rendering between concurrent callers and never renders an unknown portrait', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'heartline-renderer-'));
    try {
      let renders = 0;
      const renderer = createPortraitRenderer({
        mediaDir: folder,
        isKnown: async (file: PortraitFile) => file.subject.profileId !== 2,
        render: async () => {
          renders++;
          await new Promise((resolve) => setTimeout(resolve, 30));
          return Buffer.from('jpeg bytes');
        },
      });
      const file = parsePortraitPath('portraits/v2/1-woman-asian-black-brown-30/0-thumb.jpg')!;
      expect(await Promise.all([renderer.ensure(file), renderer.ensure(file), renderer.ensure(file)])).toEqual([
        'rendered',
        'rendered',
        'rendered',
      ]);
      expect(renders).toBe(1);
      expect(await renderer.ensure(file)).toBe('on-disk');
      expect(renders).toBe(1);
      const unknown = parsePortraitPath('portraits/v2/2-woman-asian-black-brown-30/0-thumb.jpg')!;
      expect(await renderer.ensure(unknown)).toBe('unknown');
      expect(existsSync(join(folder, unknown.path))).toBe(false);
      expect(renderer.rendered).toBe(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
