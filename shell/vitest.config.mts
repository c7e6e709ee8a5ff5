import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SHARED, shareStrategy, sharedVersions } from '../tooling/federation.mjs';
import { scaledMs } from '../tooling/time-scale.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

// Shell component tests: React in happy-dom, with jest-dom matchers and the i18n instance ready.
// The root is pinned so the config works as a project of the repo run and on its own (-c).
export default defineConfig({
  // One React Router, as in the bundle (see mfe-profiles/vitest.config.mts): the route tests
  // render <Outlet>s under react-router/dom's RouterProvider.
  resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) }] },
  test: {
    name: 'shell',
    // Longer on a slower machine (tooling/time-scale.mjs).
    testTimeout: scaledMs(5_000),
    hookTimeout: scaledMs(10_000),
    root: dir,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // The shared-module table the build defines (tooling/webpack.mjs), for the test that checks
    // the shell provides every module the remotes share.
    provide: { sharedTable: { versions: sharedVersions(dir), config: SHARED, shareStrategy } },
  },
});
