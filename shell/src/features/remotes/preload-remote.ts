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
  // The remote's own chain first (its manifest is the longest wait), then the kit's chunks.
  const loading = loadRemoteModule(entry).catch(() => undefined);
  void preloadKitModules();
  const module = await loading;
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
  // Each in a task of its own. In the task where the runtime's chunk arrives, the runtime's start,
  // the remote's manifest request and the kit's script and style elements were one task of about 45
  // ms here, 180 ms on the phone Lighthouse models (a profile page's longest); in one task after it,
  // the kit alone still took 176 ms there. The kit is not asked for before the remote's entry
  // arrives, a round trip later.
  for (const key of KIT_MODULES) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    void mf.loadShare(key).catch(() => undefined);
  }
}
