import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaledMs } from '../tooling/time-scale.mjs';

export default defineConfig({
  test: {
    name: 'mfe-auth',
    // Longer on a slower machine (tooling/time-scale.mjs).
    testTimeout: scaledMs(5_000),
    hookTimeout: scaledMs(10_000),
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
