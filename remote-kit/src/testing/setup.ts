// What every remote's test setup does: jest-dom matchers, the remote's catalogue in i18next, no
// request reaching a real server (a request no test faked fails loudly), and a clean DOM, no
// query cache, clean mocks and real timers between tests. A remote's setup file is one call:
//   await setupRemoteTests({ i18n: i18next, namespace: 'profiles', catalogue: profiles });
// The remote passes its own i18next: each package resolves its own copy, and the pages use that one.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import { afterEach, beforeEach, vi } from 'vitest';
import { notifyManager } from '@tanstack/react-query';
import { ApiError, api } from '@heartline/contracts';
import { clearQueryClients } from './render';

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
  beforeEach(failUnfakedRequests);
  afterEach(() => {
    cleanup();
    clearQueryClients();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

/** No test reaches a real server: any request a test did not fake (fakeApi) fails loudly. */
export function failUnfakedRequests(): void {
  vi.spyOn(api, 'request').mockImplementation(async (method, path) => {
    throw new ApiError(0, `unexpected request in a test: ${method} ${path}`);
  });
}
