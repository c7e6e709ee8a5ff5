// A member's direct visit to a remote's page (/profiles, /messages/…): the remote's chain of
// requests (the federation runtime, its manifest, its entry and exposed module, the shared modules
// it asks the shell for) starts once the router's code is here, while the session is restored,
// instead of after the router's first render; and the shell's kit modules load beside the
// remote's entry, not once it asks. This module is part of the router's chunk (app/router-root
// re-exports it), so it adds no chunk and no second path to the runtime's.
import { matchRoutes, type RouteObject } from '@heartline/contracts/router';
import type { RemoteModule } from '@heartline/contracts';
import { findRemoteForPath } from './registry';
import { loadRemoteModule } from './remote-loader';
import { federation } from './federation';

/**
 * Loads the remote that owns `pathname`, and the shell's modules every remote takes, once `ready`
 * (the registry and the catalogues) has settled; on a shell page (/faq) nothing. A failure is
 * left for the route to meet: its own load starts over and shows the in-layout fallback.
 */
export async function preloadRemoteFor(pathname: string, ready: Promise<unknown>): Promise<void> {
  await ready;
  const entry = findRemoteForPath(pathname);
  if (!entry) return;
  void preloadKitModules();
  const module = await loadRemoteModule(entry).catch(() => undefined);
  if (module) preloadRoutePages(module, pathname);
}

/**
 * Starts the lazy code of the remote's routes that match `pathname` (the page's chunk), so it is
 * not one more round trip once the router asks. The router calls the same `lazy` later and gets
 * the module webpack has already loaded. A failure is the router's to meet.
 */
export function preloadRoutePages(module: RemoteModule, pathname: string): void {
  for (const routes of Object.values(module.routes)) {
    for (const match of matchRoutes((routes ?? []) as RouteObject[], pathname) ?? []) {
      const { lazy } = match.route;
      if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
    }
  }
}

/**
 * What every remote's pages take from the shell (the kit: server state, the router's surface,
 * words, the design components, the rules), asked of the runtime now rather than once the
 * remote's entry asks. Through the runtime's share scope, so this module adds no path to them of
 * its own. The router's surface is a small chunk of its own (its code is already here): asked for
 * only by the remote's entry, it cost a round trip between the entry and the page.
 */
const KIT_MODULES = [
  '@tanstack/react-query',
  '@heartline/contracts/router',
  '@heartline/contracts/i18n',
  '@heartline/ui',
  '@heartline/contracts/rules',
] as const;

async function preloadKitModules(): Promise<void> {
  const mf = await federation();
  await Promise.all(KIT_MODULES.map((key) => mf.loadShare(key).catch(() => undefined)));
}
