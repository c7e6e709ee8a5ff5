import { userImagesResponseSchema, userSchema } from '@heartline/contracts/schemas';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let newbie: SignedInMember;
let vip: SignedInMember;

beforeAll(async () => {
  [newbie, vip] = await Promise.all([signInMember(t.app, 'newbie'), signInMember(t.app, 'vip')]);
});

function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg().withExif({ IFD0: { Copyright: 'someone', Artist: 'camera owner' } })).toBuffer();
}

/** A PNG signature and header announcing `width` × `height`, with next to no pixel data. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface UploadFile {
  name: string;
  bytes: Buffer;
  type?: string;
}

function upload(member: SignedInMember, files: UploadFile[], type: 'avatar' | 'others' = 'others') {
  const form = new FormData();
  form.append('type', type);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  return t.app.inject({ method: 'POST', url: '/user/upload', headers: member.headers, payload: form });
}

async function imagesOf(member: SignedInMember) {
  const response = await t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers: member.headers });
  return userSchema.parse(response.json()).images;
}

describe('POST /user/upload', () => {
  it('accepts a JPEG of at least 640×360, re-encoded without metadata, in every size, under moderation', async () => {
    const response = await upload(newbie, [{ name: 'me.jpg', bytes: await photo(1600, 1200) }]);
    expect(response.statusCode).toBe(200);
    const { images } = userImagesResponseSchema.parse(response.json());
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ type: 'others', under_moderation: true, processed: true });
    const stored: Record<string, { format?: string; exif?: Buffer; width?: number; height?: number }> = {};
    for (const size of ['thumb', 'medium', 'large'] as const) {
      const url = new URL(images[0]!.path[size]!);
      expect(url.pathname).toMatch(new RegExp(`^/media/uploads/${newbie.id}/[0-9a-f-]+-${size}\\.jpg$`));
      const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(file.statusCode).toBe(200);
      const { format, exif, width, height } = await sharp(file.rawPayload).metadata();
      stored[size] = { format, exif, width, height };
    }
    expect(stored).toEqual({
      thumb: { format: 'jpeg', exif: undefined, width: 320, height: 400 },
      medium: { format: 'jpeg', exif: undefined, width: 640, height: 480 },
      large: { format: 'jpeg', exif: undefined, width: 1280, height: 960 },
    });
    expect(await imagesOf(newbie)).toHaveLength(1);
  });

  it('goes by the bytes, not the name: a PNG named .jpg is stored as a PNG', async () => {
    const response = await upload(newbie, [{ name: 'holiday.jpg', bytes: await photo(640, 360, 'png'), type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(200);
    const { images } = userImagesResponseSchema.parse(response.json());
    expect(new URL(images.at(-1)!.path.medium).pathname).toMatch(/-medium\.png$/);
  });

  it('accepts a portrait photo as large as the minimum turned on its side', async () => {
    expect((await upload(newbie, [{ name: 'tall.jpg', bytes: await photo(360, 640) }])).statusCode).toBe(200);
  });

  it.each([
    [
      'a text file named .png',
      () => Promise.resolve({ name: 'notes.png', bytes: Buffer.from('just some text, not an image'), type: 'image/png' }),
      400,
      'Invalid file type, jpeg or png only',
    ],
    [
      'a 6 MB file',
      () =>
        Promise.resolve({ name: 'huge.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 1)]) }),
      413,
      'Max file size allowed is 5 mb',
    ],
    ['a 600×300 photo', async () => ({ name: 'small.jpg', bytes: await photo(600, 300) }), 400, 'Mininum dimension is 640px x 360px'],
    [
      'a 640×200 PNG',
      async () => ({ name: 'strip.png', bytes: await photo(640, 200, 'png'), type: 'image/png' }),
      400,
      'Mininum dimension is 640px x 360px',
    ],
    // 1.2 MB of bytes, but 90 million pixels: more than the server decodes.
    [
      'a real 10000×9000 PNG',
      async () => ({ name: 'poster.png', bytes: await photo(10_000, 9_000, 'png'), type: 'image/png' }),
      413,
      'Max file size allowed is 5 mb',
    ],
    [
      'a PNG whose header says 30000×30000',
      () => Promise.resolve({ name: 'bomb.png', bytes: pngHeaderOnly(30_000, 30_000), type: 'image/png' }),
      413,
      'Max file size allowed is 5 mb',
    ],
    [
      'a GIF',
      async () => ({
        name: 'anim.gif',
        bytes: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      }),
      400,
      'Invalid file type, jpeg or png only',
    ],
  ])('refuses %s with the spec message and stores nothing', async (_name, makeFile, status, message) => {
    const before = (await imagesOf(newbie)).length;
    const response = await upload(newbie, [await makeFile()]);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await imagesOf(newbie)).toHaveLength(before);
  });

  it('refuses 6 files at once, and 2 avatars', async () => {
    const bytes = await photo(800, 600);
    const six = await upload(
      newbie,
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, bytes })),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('You can upload at most 5 photos at once');
    const avatars = await upload(
      newbie,
      [
        { name: 'a.jpg', bytes },
        { name: 'b.jpg', bytes },
      ],
      'avatar',
    );
    expect(avatars.statusCode).toBe(400);
    expect(avatars.json().message).toBe('You can upload only 1 avatar');
  });

  it('stores nothing when one file of several fails', async () => {
    const before = (await imagesOf(newbie)).length;
    const response = await upload(newbie, [
      { name: 'ok.jpg', bytes: await photo(800, 600) },
      { name: 'tiny.jpg', bytes: await photo(320, 200) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await imagesOf(newbie)).toHaveLength(before);
  });

  it('takes up to 5 files at once, and a new avatar replaces the old one', async () => {
    const bytes = await photo(900, 700);
    const five = await upload(
      vip,
      Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.jpg`, bytes })),
    );
    expect(userImagesResponseSchema.parse(five.json()).images).toHaveLength(5);
    await upload(vip, [{ name: 'me.jpg', bytes }], 'avatar');
    const { images } = userImagesResponseSchema.parse((await upload(vip, [{ name: 'me2.jpg', bytes }], 'avatar')).json());
    expect(images.filter((image) => image.type === 'avatar')).toHaveLength(1);
    expect(images).toHaveLength(6);
  });
});

describe('DELETE /user/{id}/image/{imageId}', () => {
  it("deletes the member's own photo and its files", async () => {
    const [image] = await imagesOf(newbie);
    const signed = new URL(image!.path.medium);
    expect((await t.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'DELETE', url: `/user/${newbie.id}/image/${image!._id}`, headers: newbie.headers });
    expect(response.statusCode).toBe(200);
    expect(userImagesResponseSchema.parse(response.json()).images.map((item) => item._id)).not.toContain(image!._id);
    expect((await t.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/user/${newbie.id}/image/${image!._id}`, headers: newbie.headers });
    expect(again.statusCode).toBe(404);
  });

  it("refuses another member's photos: 404 on their record as on their photo id on one's own", async () => {
    const [vipImage] = await imagesOf(vip);
    const onTheirs = await t.app.inject({ method: 'DELETE', url: `/user/${vip.id}/image/${vipImage!._id}`, headers: newbie.headers });
    expect(onTheirs.statusCode).toBe(404);
    const onMine = await t.app.inject({ method: 'DELETE', url: `/user/${newbie.id}/image/${vipImage!._id}`, headers: newbie.headers });
    expect(onMine.statusCode).toBe(404);
    expect((await imagesOf(vip)).map((image) => image._id)).toContain(vipImage!._id);
  });
});
