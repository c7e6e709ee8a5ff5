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
