import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaledMs } from './time-scale.mjs';

// The static server's tests: real HTTP on a free port, in node.
export default defineConfig({
  test: {
    name: 'tooling',
    // Longer on a slower machine (tooling/time-scale.mjs).
    testTimeout: scaledMs(5_000),
    hookTimeout: scaledMs(10_000),
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.test.mjs'],
    exclude: ['node_modules/**'],
  },
});
