import { describe, expect, it } from 'vitest';
import { cropRect, largestCrop, maxCropZoom, meetsMinimum, pixelRect, scaleToFit, scaleToMeet, MAX_CROP_ZOOM } from './image-geometry';

const MIN = { width: 640, height: 360 };
const PORTRAIT = 4 / 5;

describe('image sizes', () => {
  it('meet a minimum either way round', () => {
    expect(meetsMinimum({ width: 640, height: 360 }, MIN)).toBe(true);
    expect(meetsMinimum({ width: 360, height: 640 }, MIN)).toBe(true);
    expect(meetsMinimum({ width: 639, height: 1000 }, MIN)).toBe(true);
    expect(meetsMinimum({ width: 600, height: 300 }, MIN)).toBe(false);
    expect(meetsMinimum({ width: 1000, height: 359 }, MIN)).toBe(false);
  });

  it('are left alone when they fit a box, else scaled into it keeping their ratio', () => {
    const box = { width: 3840, height: 2160 };
    expect(scaleToFit({ width: 3840, height: 2160 }, box)).toEqual({ width: 3840, height: 2160, scaled: false });
    expect(scaleToFit({ width: 7680, height: 4320 }, box)).toEqual({ width: 3840, height: 2160, scaled: true });
    expect(scaleToFit({ width: 3000, height: 4000 }, box)).toEqual({ width: 1620, height: 2160, scaled: true });
    expect(scaleToFit({ width: 6000, height: 2000 }, box)).toEqual({ width: 3840, height: 1280, scaled: true });
  });
});

describe('the crop', () => {
  it('is at its largest the whole height of a wide photo, or the whole width of a tall one', () => {
    expect(largestCrop({ width: 1280, height: 960 }, PORTRAIT)).toEqual({ width: 768, height: 960 });
    expect(largestCrop({ width: 1000, height: 2000 }, PORTRAIT)).toEqual({ width: 1000, height: 1250 });
  });

  it('zooms in only as far as the minimum size allows', () => {
    // 768 × 960 down to 512 × 640: the longer side reaches 640 first.
    expect(maxCropZoom({ width: 1280, height: 960 }, PORTRAIT, MIN)).toBeCloseTo(1.5);
    expect(maxCropZoom({ width: 6000, height: 8000 }, PORTRAIT, MIN)).toBe(MAX_CROP_ZOOM);
    expect(maxCropZoom({ width: 512, height: 700 }, PORTRAIT, MIN)).toBe(1);
  });

  it('stays inside the photo wherever it is asked to be centred', () => {
    const image = { width: 1280, height: 960 };
    expect(cropRect(image, PORTRAIT, 1, { x: 640, y: 480 })).toEqual({ x: 256, y: 0, width: 768, height: 960 });
    expect(cropRect(image, PORTRAIT, 1, { x: -500, y: 9000 })).toEqual({ x: 0, y: 0, width: 768, height: 960 });
    expect(cropRect(image, PORTRAIT, 1.5, { x: 5000, y: 5000 })).toEqual({ x: 768, y: 320, width: 512, height: 640 });
  });

  it('is drawn in whole pixels, still inside the photo', () => {
    expect(pixelRect({ x: 767.6, y: 319.5, width: 512.4, height: 640.4 }, { width: 1280, height: 960 })).toEqual({
      x: 768,
      y: 320,
      width: 512,
      height: 640,
    });
  });
});

describe('scaleToMeet', () => {
  it('scales a frame below the minimum up to it, keeping its ratio, and leaves a large enough one', () => {
    expect(scaleToMeet({ width: 480, height: 600 }, MIN)).toEqual({ width: 512, height: 640 });
    expect(scaleToMeet({ width: 768, height: 960 }, MIN)).toEqual({ width: 768, height: 960 });
    expect(scaleToMeet({ width: 300, height: 200 }, MIN)).toEqual({ width: 640, height: 427 });
  });
});
