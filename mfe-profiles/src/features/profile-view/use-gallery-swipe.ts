import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** A drag shorter than this (px) is a tap: the photo under it is clicked as usual. */
export const GALLERY_TAP_SLOP_PX = 8;
/** Let go past this share of the photo's width (or a quick flick past SWIPE_MIN_PX) to turn it. */
export const GALLERY_SWIPE_SHARE = 0.2;
const SWIPE_MIN_PX = 40;
const FLICK_MS = 250;

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  at: number;
  /** Once the drag is horizontal and past the slop: the gallery owns the pointer. */
  swiping: boolean;
}

/**
 * Swipe the gallery with a finger, a pen or a mouse (Pointer Events; `touch-action: pan-y` in CSS
 * leaves vertical scrolling to the page). While dragging, `offset` follows the pointer; letting
 * go far or fast enough turns the photo (-1 previous, +1 next), otherwise it springs back. A drag
 * swallows the click that ends it, so the photo does not open full screen under the finger.
 */
export function useGallerySwipe(onSwipe: (direction: -1 | 1) => void, now: () => number = () => performance.now()) {
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const [offset, setOffset] = useState(0);

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const from = drag.current;
    if (!from || from.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    if (!from.swiping || cancelled) return;
    const dx = event.clientX - from.x;
    const width = event.currentTarget.clientWidth || 1;
    const quick = now() - from.at < FLICK_MS && Math.abs(dx) >= SWIPE_MIN_PX;
    if (quick || Math.abs(dx) >= width * GALLERY_SWIPE_SHARE) onSwipe(dx < 0 ? 1 : -1);
  };

  return {
    /** How far (px) the photo follows the pointer; 0 when no swipe is under way. */
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0 || drag.current) return;
        swallowClick.current = false;
        drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, at: now(), swiping: false };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = drag.current;
        if (!from || from.pointerId !== event.pointerId) return;
        const dx = event.clientX - from.x;
        if (!from.swiping) {
          if (Math.abs(dx) < GALLERY_TAP_SLOP_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
          // Captured only now: a tap keeps its ordinary click on the photo's button.
          from.swiping = true;
          swallowClick.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(dx);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
