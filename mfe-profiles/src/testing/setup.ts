// jest-dom matchers, the profiles catalogue in i18next, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError, api } from '@heartline/contracts';
import profiles from '../i18n/en.json';

await i18next.use(initReactI18next).init({
  lng: 'en',
  ns: ['profiles'],
  defaultNS: 'profiles',
  resources: { en: { profiles } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

// No test reaches a real server: a request no test faked (testing/fake-api.ts) fails loudly.
beforeEach(() => {
  vi.spyOn(api, 'request').mockImplementation(async (method, path) => {
    throw new ApiError(0, `unexpected request in a test: ${method} ${path}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
