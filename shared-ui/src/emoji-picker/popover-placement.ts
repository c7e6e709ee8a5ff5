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

export function fitPlacement(
  preferred: EmojiPickerPlacement,
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): EmojiPickerPlacement {
  const [vertical, horizontal] = preferred.split('-') as ['bottom' | 'top', 'end' | 'start'];
  const fitsBelow = anchor.bottom + PICKER_OFFSET_PX + size.height <= viewport.height;
  const fitsAbove = anchor.top - PICKER_OFFSET_PX - size.height >= 0;
  const fitsEnd = anchor.right - size.width >= 0;
  const fitsStart = anchor.left + size.width <= viewport.width;
  const v = vertical === 'bottom' ? (fitsBelow || !fitsAbove ? 'bottom' : 'top') : fitsAbove || !fitsBelow ? 'top' : 'bottom';
  const h = horizontal === 'end' ? (fitsEnd || !fitsStart ? 'end' : 'start') : fitsStart || !fitsEnd ? 'start' : 'end';
  return `${v}-${h}`;
}

/** The least room kept between the popover and the window's edge. */
export const POPOVER_EDGE_PX = 8;

/**
 * How far (px, + to the right) the popover must move from its side so that it stays in the window
 * when it fits neither at the button's end nor at its start (a button mid-way along a phone's row).
 */
export function horizontalShift(placement: EmojiPickerPlacement, anchor: Box, width: number, viewportWidth: number): number {
  const start = placement.endsWith('start');
  const left = start ? anchor.left : anchor.right - width;
  const right = left + width;
  if (left < POPOVER_EDGE_PX) return POPOVER_EDGE_PX - left;
  if (right > viewportWidth - POPOVER_EDGE_PX) return Math.max(POPOVER_EDGE_PX - left, viewportWidth - POPOVER_EDGE_PX - right);
  return 0;
}
