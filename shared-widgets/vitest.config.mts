import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaledMs } from '../tooling/time-scale.mjs';

// The widgets in happy-dom, with jest-dom matchers and i18next ready. i18next is the copy the
// contracts' react-i18next binds to: the widgets translate through @heartline/contracts/i18n.
// The root is pinned so the config works as a project of the repo run and on its own (-c).
const fromContracts = createRequire(new URL('../shared-contracts/package.json', import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^i18next$/, replacement: fromContracts.resolve('i18next') }] },
  test: {
    name: 'shared-widgets',
    // Longer on a slower machine (tooling/time-scale.mjs).
    testTimeout: scaledMs(5_000),
    hookTimeout: scaledMs(10_000),
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
