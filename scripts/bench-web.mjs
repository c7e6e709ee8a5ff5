// bench:web: the JavaScript a first visit to "/" loads, gzip size, and proof that no remote
// is fetched there. Runs the built stack on bench ports in Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startStack, writeRegistry } from './stack.mjs';

const PORTS = { shell: 3200, 'mfe-auth': 3201, api: 4200 };
const BUDGET_KB = 120;
const dataDir = path.join(root, '.test-data', `bench-${process.pid}`);

const stack = await startStack({
  ports: PORTS,
  registryFile: writeRegistry(path.join(dataDir, 'remotes.json'), PORTS),
  apiEnv: { HEARTLINE_DATA_DIR: path.join(dataDir, 'pglite'), LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const scripts = [];
  const remoteUrls = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.port === String(PORTS['mfe-auth'])) remoteUrls.push(url.href);
    if (response.request().resourceType() === 'script' && response.ok()) {
      const body = await response.body();
      scripts.push({ url: url.pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    }
  });
  const started = performance.now();
  await page.goto(`http://localhost:${PORTS.shell}/`, { waitUntil: 'networkidle' });
  await page.locator('#boot-loader').waitFor({ state: 'hidden' });
  const readyMs = Math.round(performance.now() - started);
  // Measure the real landing page, not an error page.
  const heading = await page.getByRole('heading', { level: 1 }).first().innerText();
  const company = await page.getByTestId('footer-company').innerText();
  if (!company.includes('Heartline Media')) throw new Error(`the landing page did not render (h1: ${heading})`);

  const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const totalRaw = scripts.reduce((sum, script) => sum + script.raw, 0);
  scripts.sort((a, b) => b.gzip - a.gzip);
  console.log('First visit to / — JavaScript loaded:');
  for (const script of scripts) console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB gz  ${(script.raw / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  console.log(`Total: ${(totalGzip / 1024).toFixed(1)} KB gzip (${(totalRaw / 1024).toFixed(1)} KB raw) in ${scripts.length} files; budget ${BUDGET_KB} KB`);
  console.log(`Remote requests on /: ${remoteUrls.length === 0 ? 'none' : remoteUrls.join(', ')}`);
  console.log(`Page ready (boot loader hidden) after ${readyMs} ms on localhost`);
  if (remoteUrls.length > 0 || totalGzip / 1024 > BUDGET_KB) process.exitCode = 1;
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
