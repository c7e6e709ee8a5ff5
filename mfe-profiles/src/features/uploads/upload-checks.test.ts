import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMITS } from '@heartline/contracts/schemas';
import {
  UPLOAD_MAX_AVATAR_FILES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MIN_SIZE,
  checkDimensions,
  checkFileCount,
  checkFileSize,
  checkFileType,
  scaleToFit,
} from './upload-checks';
import { prepareImage, type DecodedImage } from './prepare-image';

const MB = 1024 * 1024;
const COUNTS = { tooManyFiles: 'You can upload at most 5 photos at once', tooManyAvatars: 'You can upload only 1 avatar' };

describe('upload checks (member spec §5)', () => {
  it('uses the limits the API enforces', () => {
    expect({
      maxFiles: UPLOAD_MAX_FILES,
      maxAvatarFiles: UPLOAD_MAX_AVATAR_FILES,
      maxBytes: UPLOAD_MAX_BYTES,
      minWidth: UPLOAD_MIN_SIZE.width,
      minHeight: UPLOAD_MIN_SIZE.height,
    }).toEqual(UPLOAD_LIMITS);
  });

  it('takes jpeg and png only', () => {
    expect(checkFileType({ type: 'image/jpeg', name: 'a.jpg' })).toBeUndefined();
    expect(checkFileType({ type: 'image/png', name: 'a.png' })).toBeUndefined();
    expect(checkFileType({ type: 'image/gif', name: 'a.gif' })).toBe('Invalid file type, jpeg or png only');
    expect(checkFileType({ type: 'image/webp', name: 'a.jpg' })).toBe('Invalid file type, jpeg or png only');
    expect(checkFileType({ type: '', name: 'photo.JPEG' })).toBeUndefined();
    expect(checkFileType({ type: '', name: 'notes.txt' })).toBe('Invalid file type, jpeg or png only');
  });

  it('takes at most 5 MB', () => {
    expect(checkFileSize(5 * MB)).toBeUndefined();
    expect(checkFileSize(5 * MB + 1)).toBe('Max file size allowed is 5 mb');
  });

  it('needs at least 640 × 360', () => {
    expect(checkDimensions({ width: 640, height: 360 })).toBeUndefined();
    expect(checkDimensions({ width: 639, height: 1000 })).toBe('Mininum dimension is 640px x 360px');
    expect(checkDimensions({ width: 1000, height: 359 })).toBe('Mininum dimension is 640px x 360px');
  });

  it('leaves an image that fits in 3840 × 2160 as it is', () => {
    expect(scaleToFit({ width: 3840, height: 2160 })).toEqual({ width: 3840, height: 2160, scaled: false });
    expect(scaleToFit({ width: 1200, height: 1600 })).toEqual({ width: 1200, height: 1600, scaled: false });
  });

  it('scales a larger image down into 3840 × 2160, keeping its ratio', () => {
    expect(scaleToFit({ width: 7680, height: 4320 })).toEqual({ width: 3840, height: 2160, scaled: true });
    // Wider than 16:9: the width limits.
    expect(scaleToFit({ width: 6000, height: 2000 })).toEqual({ width: 3840, height: 1280, scaled: true });
    // Taller: the height limits.
    expect(scaleToFit({ width: 3000, height: 4000 })).toEqual({ width: 1620, height: 2160, scaled: true });
    const odd = scaleToFit({ width: 4001, height: 2999 });
    expect(odd.height).toBe(2160);
    expect(odd.width / odd.height).toBeCloseTo(4001 / 2999, 2);
  });

  it('takes up to 5 photos at once, and 1 avatar', () => {
    expect(checkFileCount(5, 'others', COUNTS)).toBeUndefined();
    expect(checkFileCount(6, 'others', COUNTS)).toBe('You can upload at most 5 photos at once');
    expect(checkFileCount(1, 'avatar', COUNTS)).toBeUndefined();
    expect(checkFileCount(2, 'avatar', COUNTS)).toBe('You can upload only 1 avatar');
  });
});

function decoded(width: number, height: number) {
  const image: DecodedImage = {
    width,
    height,
    toJpeg: vi.fn(async () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' })),
    close: vi.fn(),
  };
  return image;
}

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('preparing a photo', () => {
  it('refuses by type and size before decoding', async () => {
    const decode = vi.fn();
    expect(await prepareImage(file('a.gif', 'image/gif'), decode)).toEqual({ ok: false, name: 'a.gif', message: 'Invalid file type, jpeg or png only' });
    expect(await prepareImage(file('a.jpg', 'image/jpeg', 5 * MB + 1), decode)).toEqual({ ok: false, name: 'a.jpg', message: 'Max file size allowed is 5 mb' });
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a file that does not decode, and one too small', async () => {
    expect(await prepareImage(file('fake.png', 'image/png'), () => Promise.reject(new Error('bad')))).toMatchObject({ ok: false, message: 'Invalid file type, jpeg or png only' });
    const small = decoded(600, 400);
    expect(await prepareImage(file('small.png', 'image/png'), async () => small)).toMatchObject({ ok: false, message: 'Mininum dimension is 640px x 360px' });
    expect(small.close).toHaveBeenCalled();
  });

  it('sends a photo that fits unchanged, and redraws a larger one as JPEG at quality 0.8', async () => {
    const original = file('fits.png', 'image/png');
    expect(await prepareImage(original, async () => decoded(1920, 1080))).toEqual({ ok: true, file: original });

    const big = decoded(8000, 6000);
    const result = await prepareImage(file('huge.png', 'image/png'), async () => big);
    expect(big.toJpeg).toHaveBeenCalledWith({ width: 2880, height: 2160, scaled: true }, 0.8);
    expect(result).toMatchObject({ ok: true, file: { name: 'huge.jpg', type: 'image/jpeg' } });
  });
});
