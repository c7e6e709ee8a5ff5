import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './ports.mjs';
import { scaledMs } from '../tooling/time-scale.mjs';
import { TERMS_ACCEPTED_STORAGE } from './fixtures/terms';

// Debian's Chromium; Playwright's own browser download cannot work on these machines. Its headless
// shell (package chromium-headless-shell, what Playwright itself runs headless) where installed:
// the same Blink without the full browser's process and compositor work. With reduced motion,
// messaging.spec.ts took 98 s in it against 142 s in /usr/bin/chromium, its processes about half
// the CPU; a part of layout.spec.ts (axe in the page) took the same in both (2026-11-30).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: on a loaded 2-core machine a journey takes twice what it takes on a quiet one. Longer
  // on a slower machine (tooling/time-scale.mjs; run-journeys.mjs measures it once).
  timeout: scaledMs(90_000),
  expect: { timeout: scaledMs(15_000) },
  // run-journeys.mjs gives each shard its own folders.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${E2E.shell}`,
    // The terms were accepted in this browser already; tests/terms.spec.ts starts without it.
    storageState: TERMS_ACCEPTED_STORAGE,
    // A failed journey keeps its trace: each action's DOM snapshot, the network and the console.
    // Without the screencast: recording it for every journey cost messaging.spec.ts 57-62 CPU
    // seconds against 45-46 (2026-11-30). E2E_TRACE=screenshots records it too; E2E_TRACE=off records
    // none (.ci/run: CI keeps only what it prints), which took messaging.spec.ts 68-69 CPU seconds
    // against 72-76 and 53-54 s against 57-58 (2026-12-02).
    trace:
      process.env.E2E_TRACE === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', snapshots: true, screenshots: process.env.E2E_TRACE === 'screenshots' },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node stack-server.mjs',
    url: `http://127.0.0.1:${E2E.control}/ready`,
    reuseExistingServer: false,
    timeout: scaledMs(90_000),
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
