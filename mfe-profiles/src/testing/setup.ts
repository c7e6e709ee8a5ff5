// jest-dom matchers, the profiles catalogue in i18next, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import { afterEach, vi } from 'vitest';
import profiles from '../i18n/en.json';

await i18next.use(initReactI18next).init({
  lng: 'en',
  ns: ['profiles'],
  defaultNS: 'profiles',
  resources: { en: { profiles } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
