// Work the page can do without: after the load event, when the browser is idle (or after
// IDLE_TIMEOUT_MS at the latest), so it never competes with the first paint or its requests.

/** The longest the work waits for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 3_000;

export function whenIdle(work: () => void): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(work, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
