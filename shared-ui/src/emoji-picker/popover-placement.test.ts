import { describe, expect, it } from 'vitest';
import { fitPlacement, horizontalShift } from './popover-placement';

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

describe('the picker popover’s shift along the row', () => {
  it('is none when the popover fits at the side chosen', () => {
    expect(horizontalShift('top-end', buttonAt(360, 700), PICKER.width, VIEWPORT.width)).toBe(0);
    expect(horizontalShift('top-start', buttonAt(8, 700), PICKER.width, VIEWPORT.width)).toBe(0);
  });

  it('keeps it 8 px inside the window when it fits at neither side of a button mid-row', () => {
    // A 390 px phone, the emoji button second in the row (left 88): ending at it leaves the window on the left.
    const phone = 390;
    const button = { left: 88, right: 154, top: 700, bottom: 744 };
    const side = fitPlacement('top-end', button, PICKER, { width: phone, height: 844 });
    const shift = horizontalShift(side, button, PICKER.width, phone);
    const left = (side.endsWith('start') ? button.left : button.right - PICKER.width) + shift;
    expect(left).toBeGreaterThanOrEqual(8);
    expect(left + PICKER.width).toBeLessThanOrEqual(phone - 8);
  });
});
