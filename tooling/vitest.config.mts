import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The static server's tests: real HTTP on a free port, in node.
export default defineConfig({
  test: {
    name: 'tooling',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.test.mjs'],
    exclude: ['node_modules/**'],
  },
});
