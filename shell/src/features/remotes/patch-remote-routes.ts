// Remote routes arrive lazily: on the first navigation into a prefix the shell loads that
// remote and patches its routes under the layouts it names. A landing visit loads no remote.
import { findRoute, type LayoutId, type RemoteModule, type RemoteRegistryEntry } from '@heartline/contracts';
import type { RouteObject } from '@heartline/contracts/router';
import { layoutRouteId } from '../../lib/route-ids';
import { findRemoteForPath } from './registry';
import { loadRemoteModule } from './remote-loader';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

const patched = new Set<string>();

/**
 * React Router's patchRoutesOnNavigation, given how to tell whether a session is open (the
 * router composes it with the session feature).
 */
export async function patchRemoteRoutes({ path, patch }: { path: string; patch: Patch }, hasSession: () => boolean): Promise<void> {
  const entry = findRemoteForPath(path);
  if (!entry || patched.has(entry.name)) return;
  // A visitor on a signed-in-only path is sent to '/' by the guard: do not fetch the remote for that.
  const access = findRoute(path)?.access;
  if ((access === 'member' || access === 'agent') && !hasSession()) return;
  await loadAndPatch(entry, patch).catch(() => {
    // The status is now 'failed': the catch-all route shows the in-layout fallback with Retry.
  });
}

export async function loadAndPatch(entry: RemoteRegistryEntry, patch: Patch): Promise<RemoteModule> {
  const module = await loadRemoteModule(entry);
  if (!patched.has(entry.name)) {
    for (const [layout, routes] of Object.entries(module.routes) as [LayoutId, RouteObject[]][]) {
      patch(layoutRouteId(layout), routes);
    }
    patched.add(entry.name);
  }
  return module;
}
