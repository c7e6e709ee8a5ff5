// Runs before every shell test file: jest-dom matchers, the common i18n catalogue, and a clean DOM.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n';

await initI18n();

afterEach(() => cleanup());
