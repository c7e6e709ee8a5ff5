import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, UPLOAD_PHOTO_ASPECT_RATIO } from '../constants';

describe('the photo frame', () => {
  it('is the shape of every size the API stores, so a photo framed before upload shows whole', () => {
    for (const { width, height } of Object.values(IMAGE_SIZES)) expect(width / height).toBeCloseTo(UPLOAD_PHOTO_ASPECT_RATIO, 5);
  });
});
