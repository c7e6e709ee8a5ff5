import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaledMs } from '../tooling/time-scale.mjs';

// The kit's own tests, in happy-dom like the remotes that use it.
export default defineConfig({
  resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) }] },
  test: {
    name: 'remote-kit',
    // Longer on a slower machine (tooling/time-scale.mjs).
    testTimeout: scaledMs(5_000),
    hookTimeout: scaledMs(10_000),
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/kit-test-setup.ts'],
  },
});
