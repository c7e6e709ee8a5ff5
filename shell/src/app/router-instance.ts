// The live router, for code that must reach it outside React (retrying a remote patches it).
// It names the router's type itself, so nothing here imports the route tree back.
import type { createBrowserRouter } from '@heartline/contracts/router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let instance: AppRouter | null = null;

export function setAppRouter(router: AppRouter): void {
  instance = router;
}

/** The live router (created in bootstrap before the first render). */
export function appRouter(): AppRouter {
  if (!instance) throw new Error('the router is not created yet');
  return instance;
}
