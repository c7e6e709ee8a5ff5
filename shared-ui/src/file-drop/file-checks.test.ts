import { describe, expect, it } from 'vitest';
import { isAcceptedType, renamedFor } from './file-checks';

const PHOTOS = ['image/jpeg', 'image/png'];

describe('the accepted types', () => {
  it('go by the type the browser reports', () => {
    expect(isAcceptedType({ type: 'image/jpeg', name: 'a.jpg' }, PHOTOS)).toBe(true);
    expect(isAcceptedType({ type: 'image/png', name: 'a.png' }, PHOTOS)).toBe(true);
    expect(isAcceptedType({ type: 'image/gif', name: 'a.gif' }, PHOTOS)).toBe(false);
    expect(isAcceptedType({ type: 'image/webp', name: 'a.jpg' }, PHOTOS)).toBe(false);
    expect(isAcceptedType({ type: 'image/webp', name: 'a.webp' }, ['image/*'])).toBe(true);
  });

  it('go by the extension when the browser reports no type', () => {
    expect(isAcceptedType({ type: '', name: 'photo.JPEG' }, PHOTOS)).toBe(true);
    expect(isAcceptedType({ type: '', name: 'photo.jpg' }, PHOTOS)).toBe(true);
    expect(isAcceptedType({ type: '', name: 'notes.txt' }, PHOTOS)).toBe(false);
    expect(isAcceptedType({ type: '', name: 'png' }, PHOTOS)).toBe(false);
  });

  it('name a re-encoded file after its new type', () => {
    expect(renamedFor('beach.png', 'image/jpeg')).toBe('beach.jpg');
    expect(renamedFor('my.holiday.photo.jpeg', 'image/jpeg')).toBe('my.holiday.photo.jpg');
    expect(renamedFor('.png', 'image/jpeg')).toBe('image.jpg');
  });
});
