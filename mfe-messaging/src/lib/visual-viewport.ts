// A full-screen chat on a phone keeps its composer above the on-screen keyboard. The keyboard does
// not shrink the layout viewport (iOS Safari, and Chrome on Android since 108): it shrinks the
// visual viewport, which `window.visualViewport` tells and which CSS cannot read. So the chat is
// fixed to the visual viewport through two CSS variables on its element, kept up to date here.
import { useLayoutEffect, type RefObject } from 'react';

/** The visible height, and how far the visible part is scrolled down the layout viewport (px). */
export const VIEWPORT_HEIGHT_VARIABLE = '--visual-viewport-height';
export const VIEWPORT_TOP_VARIABLE = '--visual-viewport-top';

interface ViewportLike {
  height: number;
  offsetTop: number;
}

/** The visual viewport, or the window where the browser has none (its height is then the visible one). */
function currentViewport(): ViewportLike {
  return window.visualViewport ?? { height: window.innerHeight, offsetTop: 0 };
}

/** Writes the visual viewport into the element's variables; exported for the tests. */
export function applyVisualViewport(element: HTMLElement, viewport: ViewportLike = currentViewport()): void {
  element.style.setProperty(VIEWPORT_HEIGHT_VARIABLE, `${Math.round(viewport.height)}px`);
  element.style.setProperty(VIEWPORT_TOP_VARIABLE, `${Math.round(viewport.offsetTop)}px`);
}

/**
 * Keeps `element`'s --visual-viewport-height and --visual-viewport-top equal to the visual viewport
 * while it is mounted: set before the first paint, then on the viewport's resize (the keyboard
 * opening or closing, a rotation) and scroll (iOS pans the page to the focused field).
 */
export function useVisualViewport(element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    const update = () => applyVisualViewport(target);
    update();
    const viewport = window.visualViewport;
    viewport?.addEventListener('resize', update);
    viewport?.addEventListener('scroll', update);
    window.addEventListener('resize', update);
    return () => {
      viewport?.removeEventListener('resize', update);
      viewport?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [element]);
}
