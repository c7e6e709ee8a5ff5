// Run-time configuration: inlined into index.html by the server that serves the shell, so the
// same build runs against any API and registry without a rebuild.
import type { Brand, EarlyRequest, RemoteRegistry } from '@heartline/contracts';

export interface RuntimeConfig {
  apiUrl: string;
  publicApiKey: string;
  registryUrl: string;
  /** The shell build this page was served with (its build.json), when the server knows it. */
  build: string | null;
  /** The nonce the page's Content-Security-Policy allows <style> elements by (none in development). */
  styleNonce: string | null;
  /** The brand of this host as the server wrote it into the page (none when it could not learn it). */
  brand: Brand | null;
  /** The remote registry as the server read it for this page (none: fetch registryUrl). */
  registry: RemoteRegistry | null;
  /** A returning member's list request the page's inline script started (tooling/early-request.mjs). */
  earlyRequest: EarlyRequest | null;
}

declare global {
  interface Window {
    __HEARTLINE__?: Partial<RuntimeConfig>;
  }
}

export function readRuntimeConfig(): RuntimeConfig {
  const injected = window.__HEARTLINE__ ?? {};
  return {
    apiUrl: injected.apiUrl ?? `http://${window.location.hostname}:4000`,
    publicApiKey: injected.publicApiKey ?? 'hl_public_local',
    registryUrl: injected.registryUrl ?? '/remotes.json',
    build: typeof injected.build === 'string' ? injected.build : null,
    styleNonce: typeof injected.styleNonce === 'string' ? injected.styleNonce : null,
    brand: isRecord(injected.brand) && typeof injected.brand.productName === 'string' ? injected.brand : null,
    registry: isRecord(injected.registry) && Array.isArray(injected.registry.remotes) ? injected.registry : null,
    earlyRequest:
      isRecord(injected.earlyRequest) && typeof injected.earlyRequest.url === 'string' && injected.earlyRequest.answer instanceof Promise
        ? injected.earlyRequest
        : null,
  };
}

function isRecord<T>(value: T | null | undefined): value is T {
  return typeof value === 'object' && value !== null;
}
