// The numbers of tokens.css a script needs raw: breakpoints for matchMedia, layers, durations for
// timers. Free of imports, so a piece that needs one of them takes nothing else (tokens.ts
// re-exports them beside the var(--…) references).

/** Member spec §4: mobile from 0, then tablet, desktop, desktopQHD and desktop4K (min-widths in px). */
export const BREAKPOINTS = { mobile: 0, tablet: 768, desktop: 1280, desktopQHD: 1920, desktop4K: 2560 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** `(min-width: …px)` for a breakpoint, for matchMedia. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Stacking layers; overlay 1000 and loader 1001 are member spec §9's. */
export const Z_INDEX = { raised: 1, sticky: 10, dropdown: 20, overlay: 1000, loader: 1001, toast: 1002, skipLink: 1003 } as const;

/** Durations in ms (0 under prefers-reduced-motion in CSS; a script asks `prefersReducedMotion()`). */
export const DURATION_MS = { fast: 120, base: 200, slow: 320 } as const;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
