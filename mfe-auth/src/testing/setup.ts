// jest-dom matchers, the auth catalogue in i18next, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import { afterEach } from 'vitest';
import auth from '../i18n/en.json';

await i18next.use(initReactI18next).init({ lng: 'en', ns: ['auth'], resources: { en: { auth } }, interpolation: { escapeValue: false } });

afterEach(() => cleanup());
