import '../tooling/node20-groupby.mjs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Shell component tests: React in happy-dom, with jest-dom matchers and the i18n instance ready.
// The root is pinned so the config works as a project of the repo run and on its own (-c).
export default defineConfig({
  test: {
    name: 'shell',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
