import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaledMs } from '../tooling/time-scale.mjs';

// The components in happy-dom, with jest-dom matchers. No i18n: every word is a prop.
// The root is pinned so the config works as a project of the repo run and on its own (-c).
export default defineConfig({
  test: {
    name: 'shared-ui',
    // Longer on a slower machine (tooling/time-scale.mjs).
    testTimeout: scaledMs(5_000),
    hookTimeout: scaledMs(10_000),
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    // scripts/: the emoji table's generator checks the committed table (node, like tooling's tests).
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
