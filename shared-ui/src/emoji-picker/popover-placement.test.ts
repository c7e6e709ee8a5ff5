import { describe, expect, it } from 'vitest';
import { fitPlacement } from './popover-placement';

const VIEWPORT = { width: 400, height: 800 };
const PICKER = { width: 352, height: 416 };
const buttonAt = (left: number, top: number) => ({ left, right: left + 32, top, bottom: top + 32 });

describe('the picker popover’s placement', () => {
  it('is the one asked for when the picker fits there', () => {
    expect(fitPlacement('bottom-end', buttonAt(360, 100), PICKER, VIEWPORT)).toBe('bottom-end');
    expect(fitPlacement('top-start', buttonAt(0, 700), PICKER, VIEWPORT)).toBe('top-start');
  });

  it('flips to the other side when it would leave the window there and fits on the other', () => {
    // A button at the left edge: the picker cannot end at it, so it starts there.
    expect(fitPlacement('bottom-end', buttonAt(8, 100), PICKER, VIEWPORT)).toBe('bottom-start');
    // A composer at the foot of the screen: the picker opens above.
    expect(fitPlacement('bottom-end', buttonAt(360, 740), PICKER, VIEWPORT)).toBe('top-end');
    expect(fitPlacement('top-start', buttonAt(360, 20), PICKER, VIEWPORT)).toBe('bottom-end');
  });

  it('keeps the side asked for when neither side fits', () => {
    expect(fitPlacement('bottom-end', buttonAt(8, 390), { width: 500, height: 700 }, VIEWPORT)).toBe('bottom-end');
  });
});
