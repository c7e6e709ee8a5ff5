import type { RemoteRegistryEntry } from '@heartline/contracts';
import { appRouter } from './router-instance';
import { loadAndPatch } from '../features/remotes/patch-remote-routes';

/** Loads a failed remote again and patches its routes into the live router. */
export function retryRemote(entry: RemoteRegistryEntry): Promise<unknown> {
  const router = appRouter();
  return loadAndPatch(entry, (routeId, children) => router.patchRoutes(routeId, children));
}
