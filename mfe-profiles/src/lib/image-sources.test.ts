import { describe, expect, it } from 'vitest';
import { image } from '@heartline/remote-kit/testing';
import { IMAGE_SLOTS, imageSources } from './image-sources';

const webp = (id: string) => ({
  thumb: `http://img.test/${id}-thumb.webp`,
  medium: `http://img.test/${id}-medium.webp`,
  large: `http://img.test/${id}-large.webp`,
});

describe('image sources', () => {
  it('offers a card 320 and 640 px wide, in JPEG and WebP, with the sizes of its grid column', () => {
    expect(imageSources(image('p', { webp: webp('p') }), 'card')).toEqual({
      src: 'http://img.test/p-thumb.jpg',
      srcSet: 'http://img.test/p-thumb.jpg 320w, http://img.test/p-medium.jpg 640w',
      webpSrcSet: 'http://img.test/p-thumb.webp 320w, http://img.test/p-medium.webp 640w',
      sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 50vw',
    });
  });

  it('makes a browser pick 320 px for a card at 1x, 640 px at 2x and 3x, on a phone and on a desktop', () => {
    const card = imageSources(image('p'), 'card')!;
    for (const viewport of [360, 390, 768, 1280, 1920]) {
      expect({
        viewport,
        at1x: pickedWidth(card, viewport, 1),
        at2x: pickedWidth(card, viewport, 2),
        at3x: pickedWidth(card, viewport, 3),
      }).toEqual({
        viewport,
        at1x: 320,
        at2x: 640,
        at3x: 640,
      });
    }
  });

  it('offers the profile page photo every size, its thumbnails and a match avatar the smallest only', () => {
    expect(imageSources(image('p'), 'gallery')!.srcSet).toBe(
      'http://img.test/p-thumb.jpg 320w, http://img.test/p-medium.jpg 640w, http://img.test/p-large.jpg 1280w',
    );
    expect(imageSources(image('p'), 'gallery')!.sizes).toBe('(min-width: 768px) 420px, (min-width: 560px) 520px, 100vw');
    expect(imageSources(image('p'), 'thumbnail')).toMatchObject({ srcSet: 'http://img.test/p-thumb.jpg 320w', sizes: '72px' });
    expect(imageSources(image('p'), 'avatar')).toMatchObject({ srcSet: 'http://img.test/p-thumb.jpg 320w', sizes: '48px' });
  });

  it('leaves out what an image lacks: WebP for an upload, a size never stored, and falls back to medium', () => {
    const onlyMedium = image('u', { path: { medium: 'http://img.test/u-medium.png' } });
    expect(imageSources(onlyMedium, 'card')).toEqual({
      src: 'http://img.test/u-medium.png',
      srcSet: 'http://img.test/u-medium.png 640w',
      sizes: IMAGE_SLOTS.card.sizes,
    });
    expect(imageSources(onlyMedium, 'thumbnail')).toMatchObject({
      src: 'http://img.test/u-medium.png',
      srcSet: 'http://img.test/u-medium.png 640w',
    });
    expect(imageSources(undefined, 'card')).toBeUndefined();
  });
});

/**
 * What a browser does with srcset and sizes (HTML's "select an image source", simplified): the
 * first `sizes` entry whose media condition holds gives the slot's width, and the smallest
 * candidate at least that many device pixels wide is fetched (the largest when none is).
 */
function pickedWidth({ srcSet, sizes }: { srcSet: string; sizes: string }, viewport: number, density: number): number {
  const slot = sizes
    .split(', ')
    .map((entry) => /^(?:\(min-width: (\d+)px\) )?(\d+)(px|vw)$/.exec(entry)!)
    .find(([, minWidth]) => minWidth === undefined || viewport >= Number(minWidth))!;
  const slotPx = slot[3] === 'vw' ? (Number(slot[2]) * viewport) / 100 : Number(slot[2]);
  const widths = srcSet.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.slice(0, -1)));
  return widths.find((width) => width >= slotPx * density) ?? Math.max(...widths);
}
