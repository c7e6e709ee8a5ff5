// Where the picker's popover goes: the side the app asked for, unless it would leave the window
// there and fits on the other side (a button near an edge of a phone screen).
import { PICKER_OFFSET_PX } from './constants';

export type EmojiPickerPlacement = 'bottom-end' | 'bottom-start' | 'top-end' | 'top-start';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export function fitPlacement(preferred: EmojiPickerPlacement, anchor: Box, size: { width: number; height: number }, viewport: { width: number; height: number }): EmojiPickerPlacement {
  const [vertical, horizontal] = preferred.split('-') as ['bottom' | 'top', 'end' | 'start'];
  const fitsBelow = anchor.bottom + PICKER_OFFSET_PX + size.height <= viewport.height;
  const fitsAbove = anchor.top - PICKER_OFFSET_PX - size.height >= 0;
  const fitsEnd = anchor.right - size.width >= 0;
  const fitsStart = anchor.left + size.width <= viewport.width;
  const v = vertical === 'bottom' ? (fitsBelow || !fitsAbove ? 'bottom' : 'top') : fitsAbove || !fitsBelow ? 'top' : 'bottom';
  const h = horizontal === 'end' ? (fitsEnd || !fitsStart ? 'end' : 'start') : fitsStart || !fitsEnd ? 'start' : 'end';
  return `${v}-${h}`;
}
