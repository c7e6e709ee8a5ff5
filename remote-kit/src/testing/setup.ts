// What every remote's test setup does: jest-dom matchers, the remote's catalogue in i18next, no
// request reaching a real server (a request no test faked fails loudly), and a clean DOM, clean
// mocks and real timers between tests. A remote's setup file is one call:
//   await setupRemoteTests({ namespace: 'profiles', catalogue: profiles });
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError, api } from '@heartline/contracts';

export interface RemoteTestSetup {
  /** The remote's i18next namespace, e.g. 'profiles'. */
  namespace: string;
  catalogue: Record<string, unknown>;
}

export async function setupRemoteTests({ namespace, catalogue }: RemoteTestSetup): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: { en: { [namespace]: catalogue } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  beforeEach(failUnfakedRequests);
  afterEach(() => {
    cleanup();
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
