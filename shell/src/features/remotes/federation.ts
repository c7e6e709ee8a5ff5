// The federation runtime starts with the first remote the member needs (a route or a popup),
// never on the landing page: the shell provides its shared modules and loads remotes from the
// run-time registry, with the loaded-first strategy and our errorLoadRemote plugin. The instance
// and everything it needs come in one chunk (create-federation.ts).
import type { ModuleFederation } from '@module-federation/enhanced/runtime';

let instance: Promise<ModuleFederation> | null = null;

export function federation(): Promise<ModuleFederation> {
  instance ??= import('./create-federation').then(({ createFederation }) => createFederation());
  return instance;
}

/** Tests and harnesses swap the runtime. */
export function setFederation(next: ModuleFederation | null): void {
  instance = next ? Promise.resolve(next) : null;
}
