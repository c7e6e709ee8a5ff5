// jest-dom matchers, an i18next instance as an app would have one (the widgets bring their own
// words to it), and a clean DOM, mocks and timers between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, vi } from 'vitest';
import { initReactI18next } from '@heartline/contracts/i18n';

await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
