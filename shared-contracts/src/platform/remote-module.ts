// What a remote exposes to the shell: its routes per layout, the popups it contributes and the
// contract version. Every exposed module `satisfies RemoteModule`, so the shell never sees `any`.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PopupName, PopupProps } from './popups';
import type { LayoutId } from './routes';

export const REMOTE_CONTRACT_VERSION = 1;

export interface RemoteModule {
  contract: typeof REMOTE_CONTRACT_VERSION;
  /** Route objects per layout; paths are absolute (e.g. '/sign-in'). */
  routes: Partial<Record<LayoutId, RouteObject[]>>;
  popups?: Partial<Record<PopupName, ComponentType<PopupProps>>>;
  /** English i18next catalogues by namespace; the shell adds them before the routes render. */
  catalogues?: Record<string, Record<string, unknown>>;
}

/** One entry of the run-time registry (`/remotes.json`). */
export interface RemoteRegistryEntry {
  /** The federation name, e.g. 'mfe_auth'. */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  manifest: string;
  /** Route prefixes the remote owns, e.g. ['/sign-in']. */
  prefixes: string[];
  /** Popups the remote contributes. */
  popups?: PopupName[];
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/** The module every remote exposes. */
export const REMOTE_EXPOSED_MODULE = './module';

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteModule>;
  return candidate.contract === REMOTE_CONTRACT_VERSION && typeof candidate.routes === 'object' && candidate.routes !== null;
}

/** What an app's manifest (`app.manifest.json`) declares that the module must agree with. */
export interface RemoteManifestView {
  routes: readonly { prefix: string; layout: string }[];
  popups?: readonly string[];
}

interface RouteLike {
  path?: string;
  children?: RouteLike[];
}

function routePaths(routes: readonly RouteLike[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path === undefined ? [] : [own]), ...routePaths(route.children ?? [], own)];
  });
}

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Where a remote's module and its manifest disagree: a route outside the prefixes it registers
 * (or under one in another layout), a popup it renders but does not register, or one it
 * registers but does not render. Empty when they agree.
 */
export function moduleManifestProblems(module: RemoteModule, manifest: RemoteManifestView): string[] {
  const problems: string[] = [];
  for (const [layout, routes] of Object.entries(module.routes)) {
    for (const path of routePaths((routes ?? []) as RouteLike[])) {
      const owner = manifest.routes.find((route) => underPrefix(path, route.prefix));
      if (!owner) problems.push(`route ${path} is under no prefix of the manifest`);
      else if (owner.layout !== layout)
        problems.push(`route ${path} renders in ${layout} but ${owner.prefix} is registered in ${owner.layout}`);
    }
  }
  const rendered = Object.keys(module.popups ?? {});
  const registered = manifest.popups ?? [];
  for (const popup of rendered) if (!registered.includes(popup)) problems.push(`popup ${popup} is rendered but not registered`);
  for (const popup of registered) if (!rendered.includes(popup)) problems.push(`popup ${popup} is registered but not rendered`);
  return problems;
}
