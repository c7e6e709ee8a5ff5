// jest-dom matchers, an i18next instance as an app would have one (the widgets bring their own
// words to it), the fake network (remote-kit's), and a clean DOM, mocks and timers between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, vi } from 'vitest';
import { initReactI18next } from '@heartline/contracts/i18n';
import { listenOnFakeNetwork } from '@heartline/remote-kit/testing';

await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });

// Requests go to the fake network, answered by the tests (fakeApi) and held to the contracts.
listenOnFakeNetwork();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
