import type { AppRouter } from './router';

let instance: AppRouter | null = null;

export function setAppRouter(router: AppRouter): void {
  instance = router;
}

/** The live router (created in bootstrap before the first render). */
export function appRouter(): AppRouter {
  if (!instance) throw new Error('the router is not created yet');
  return instance;
}
