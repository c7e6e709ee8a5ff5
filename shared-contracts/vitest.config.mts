import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaledMs } from '../tooling/time-scale.mjs';

// The contracts are plain TypeScript: rules, schemas and the API client run in node.
// The root is pinned so the config works as a project of the repo run and on its own (-c).
export default defineConfig({
  test: {
    name: 'contracts',
    // Longer on a slower machine (tooling/time-scale.mjs).
    testTimeout: scaledMs(5_000),
    hookTimeout: scaledMs(10_000),
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
