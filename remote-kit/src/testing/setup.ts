// What every remote's test setup does: jest-dom matchers, the remote's catalogue in i18next, no
// request reaching a real server (a request no test faked fails loudly, a fake answer the
// contracts refuse fails its test), and a clean DOM, no
// query cache, clean mocks and real timers between tests. A remote's setup file is one call:
//   await setupRemoteTests({ i18n: i18next, namespace: 'profiles', catalogue: profiles });
// The remote passes its own i18next: each package resolves its own copy, and the pages use that one.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { notifyManager } from '@tanstack/react-query';
import { fakeNetwork, takeDrifts } from './fake-api';
import { clearQueryClients } from './render';
import { givenScaledMs } from '../../../tooling/time-scale.mjs';

export interface RemoteTestSetup {
  /** The remote's i18next instance (the default export of its 'i18next'). */
  i18n: I18n;
  /** The remote's i18next namespace, e.g. 'profiles'. */
  namespace: string;
  catalogue: Record<string, unknown>;
}

export async function setupRemoteTests({ i18n, namespace, catalogue }: RemoteTestSetup): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: { en: { [namespace]: catalogue } },
    interpolation: { escapeValue: false },
  });
  // react-query tells the components of an answer on a zero timeout, which a test on fake
  // timers would have to advance: a microtask delivers it the same, whatever the clock does.
  notifyManager.setScheduler(queueMicrotask);
  // A file's first render loads its lazy page cold (the route's import, its CSS, the page's
  // modules): on a loaded 2-core CI machine that took 1.1 s once, past findBy*'s 1 s default, and
  // failed a test that had nothing wrong. What a user would wait for gets 3 s.
  // Longer on a slower machine: the run's HEARTLINE_TIME_SCALE (tooling/time-scale.mjs).
  configure({ asyncUtilTimeout: givenScaledMs(3_000) });
  listenOnFakeNetwork();
  afterEach(() => {
    cleanup();
    clearQueryClients();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

/**
 * No test reaches a real server: requests go to the fake network (fakeApi), where one no test
 * faked fails loudly, and a test whose fakes answered what the contracts refuse fails after it.
 */
export function listenOnFakeNetwork(): void {
  beforeAll(() => fakeNetwork.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    fakeNetwork.resetHandlers();
    const drifts = takeDrifts();
    if (drifts.length > 0) throw new Error(`a fake answered what the API never would:\n${drifts.join('\n')}`);
  });
  afterAll(() => fakeNetwork.close());
}
