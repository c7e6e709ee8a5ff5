// A chat read at its newest message stays there when its box gets shorter or taller (the
// on-screen keyboard opening, the window resized, the composer growing a line), as chat apps do;
// someone reading older messages is left where they are.
import { useEffect, type RefObject } from 'react';

/** How close to the bottom (px) still counts as reading the newest message. */
const AT_BOTTOM_PX = 24;

export function useStickToBottom(box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let atBottom = true;
    let height = element.clientHeight;
    const onScroll = () => {
      atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_PX;
    };
    const observer = new ResizeObserver(() => {
      if (element.clientHeight === height) return;
      height = element.clientHeight;
      if (atBottom) element.scrollTop = element.scrollHeight;
    });
    element.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [box]);
}
