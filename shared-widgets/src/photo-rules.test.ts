import { describe, expect, it } from 'vitest';
import { photoRules, refusalMessages } from './photo-rules';

const MB = 1024 * 1024;

describe('the photo rules (member spec §5, §9)', () => {
  it('take jpeg or png up to 5 MB, at least 640 × 360, framed in 4:5 and scaled into 3840 × 2160 as JPEG 0.8', () => {
    expect(photoRules('others')).toEqual({
      accept: ['image/jpeg', 'image/png'],
      maxBytes: 5 * MB,
      maxFiles: 5,
      minSize: { width: 640, height: 360 },
      maxSize: { width: 3840, height: 2160 },
      cropAspectRatio: 0.8,
      output: { type: 'image/jpeg', quality: 0.8 },
    });
    expect(photoRules('avatar').maxFiles).toBe(1);
  });

  it("refuse with the spec's words", () => {
    expect(refusalMessages('others')).toEqual({
      count: 'You can upload at most 5 photos at once',
      type: 'Invalid file type, jpeg or png only',
      size: 'Max file size allowed is 5 mb',
      dimensions: 'Mininum dimension is 640px x 360px',
      failed: 'Error uploading. Please try again!',
    });
    expect(refusalMessages('avatar').count).toBe('You can upload only 1 avatar');
  });
});
