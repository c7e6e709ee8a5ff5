import { defineConfig, devices } from '@playwright/test';
import { E2E } from './ports.mjs';
import { TERMS_ACCEPTED_STORAGE } from './fixtures/terms';

// Debian's Chromium; Playwright's own browser download cannot work on these machines.
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
  // Generous: on a loaded 2-core machine a journey takes twice what it takes on a quiet one.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // run-journeys.mjs gives each shard its own folders.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${E2E.shell}`,
    // The terms were accepted in this browser already; tests/terms.spec.ts starts without it.
    storageState: TERMS_ACCEPTED_STORAGE,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node stack-server.mjs',
    url: `http://127.0.0.1:${E2E.control}/ready`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
