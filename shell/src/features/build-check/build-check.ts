// The application build check (member spec §9): every APP_BUILD_CHECK_MS the page asks the server
// for the deployed shell build (/build.json, never cached) and, when it differs from the build
// running here, offers a reload. Without a build.json (the dev server) it stops asking.
import { useEffect, useState } from 'react';
import { APP_BUILD_CHECK_MS } from '@heartline/contracts';
import { readRuntimeConfig } from '../../lib/config';

/**
 * The build this page runs: the server that served the page put its build.json (the webpack
 * compilation hash, so it changes only when the shell's output does) into the page. Null for
 * the dev server and in tests.
 */
export function servedBuild(): string | null {
  return readRuntimeConfig().build;
}

export const BUILD_INFO_PATH = '/build.json';

export interface BuildCheckOptions {
  runningBuild: string | null;
  onNewVersion: (build: string) => void;
  fetch?: typeof fetch;
  intervalMs?: number;
}

/** Starts the periodic check; answers how to stop it. */
export function startBuildCheck({
  runningBuild,
  onNewVersion,
  fetch: fetcher = fetch,
  intervalMs = APP_BUILD_CHECK_MS,
}: BuildCheckOptions): () => void {
  if (!runningBuild) return () => undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };

  async function check(): Promise<void> {
    let response: Response;
    try {
      response = await fetcher(BUILD_INFO_PATH, { cache: 'no-store' });
    } catch {
      return; // Offline for a moment: ask again next time.
    }
    if (stopped) return;
    if (response.status === 404) {
      stop();
      return;
    }
    if (!response.ok) return;
    const deployed = await response.json().then(
      (body: unknown) =>
        body && typeof body === 'object' && typeof (body as { build?: unknown }).build === 'string'
          ? (body as { build: string }).build
          : null,
      () => null,
    );
    if (stopped || !deployed || deployed === runningBuild) return;
    stop();
    onNewVersion(deployed);
  }

  const timer = setInterval(() => void check(), intervalMs);
  return stop;
}

/** Whether a build other than `runningBuild` has been deployed, checked while the caller is mounted. */
export function useNewBuildAvailable(runningBuild: string | null, fetcher?: typeof fetch): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => startBuildCheck({ runningBuild, fetch: fetcher, onNewVersion: () => setAvailable(true) }), [runningBuild, fetcher]);
  return available;
}
