// The app's start waits for a returning member's first photos (issue 25). The page's inline
// script (tooling/early-request.mjs) asks for the list, then draws the first row's photos before
// any bundle has run; the app's start (its modules' evaluation, the first render) then holds the
// main thread for about half a second on a slow phone. Started at once, it kept the list's answer
// and the photos' paint waiting behind it (a trace on the bench's phone: the list answered at
// 1.6 s and was read at 2.4 s). So the app starts once those photos are on screen, and never
// later than EARLY_PAINT_HOLD_MS after its code has arrived.

/** The longest the app's start waits for the early paint. */
export const EARLY_PAINT_HOLD_MS = 1_000;

/** Runs `start` once the early photos are shown, at once when the page drew none. */
export function startAfterEarlyPaint(shown: Promise<unknown> | undefined, start: () => unknown): void {
  if (!shown) {
    start();
    return;
  }
  let started = false;
  let timer: number | undefined;
  const once = () => {
    window.clearTimeout(timer);
    if (started) return;
    started = true;
    start();
  };
  timer = window.setTimeout(once, EARLY_PAINT_HOLD_MS);
  void shown.then(once, once);
}
