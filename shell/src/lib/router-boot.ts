// The visitor landing page renders without React Router (it is ~32 KB gzip on its own): the
// router starts when the visitor shows intent (hover, focus, touch) or navigates. Bootstrap
// registers how to start it; links and buttons on the landing page ask for it here.
type Starter = (to?: string) => Promise<void>;

let starter: Starter | null = null;
let prefetcher: (() => void) | null = null;
let started: Promise<void> | null = null;

export function registerRouterStarter(start: Starter, prefetch: () => void): void {
  starter = start;
  prefetcher = prefetch;
}

/** Starts the router (once), optionally on another address. */
export function requestRouter(to?: string): Promise<void> {
  if (!starter) return Promise.resolve();
  started ??= starter(to);
  return started;
}

/** Fetches the router's code ahead of a likely navigation. */
export function prefetchRouter(): void {
  prefetcher?.();
}

export function markRouterStarted(): void {
  started ??= Promise.resolve();
}
