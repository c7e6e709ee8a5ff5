import { useRef, useState, type PointerEvent } from 'react';
import type { SwipeAction } from './swipe-game';

/** How far (px) a card must be dragged before letting go counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 96;

/**
 * Drag with a mouse, a pen or a finger (Pointer Events). Past the threshold to the right is a
 * like, to the left a dislike; short of it, or refused, the card springs back.
 */
export function useDragSwipe(onSwipe: (action: SwipeAction) => boolean) {
  const start = useRef<{ pointerId: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    start.current = null;
    const dx = event.clientX - from.x;
    setOffset(0);
    if (cancelled || Math.abs(dx) < SWIPE_THRESHOLD_PX) return;
    onSwipe(dx > 0 ? 'like' : 'dislike');
  };

  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0 || start.current) return;
        start.current = { pointerId: event.pointerId, x: event.clientX };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (start.current?.pointerId === event.pointerId) setOffset(event.clientX - start.current.x);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}
