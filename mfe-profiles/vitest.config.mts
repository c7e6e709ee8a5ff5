import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaledMs } from '../tooling/time-scale.mjs';

export default defineConfig({
  // One React Router, as in the bundle. Left alone, the tests load react-router's CommonJS build
  // while react-router/dom (the RouterProvider the route tests use) loads the ES build: two
  // copies, two sets of contexts, and every <Outlet> renders nothing.
  resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) }] },
  test: {
    name: 'mfe-profiles',
    // Longer on a slower machine (tooling/time-scale.mjs).
    testTimeout: scaledMs(5_000),
    hookTimeout: scaledMs(10_000),
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
