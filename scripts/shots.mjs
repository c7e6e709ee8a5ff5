// npm run shots: a screenshot of every page a member can reach (e2e/fixtures/member-pages.mjs)
// at 360, 390, 768 and 1280 px on both brands, into shots/<brand>/<width>/<page>.png, to look at
// before a design change is called done. It builds nothing: it uses the shell on
// SHOTS_SHELL_PORT (a running `npm start` is 3000), or else the e2e stack on its ports
// (E2E_SHELL_PORT…, see e2e/ports.mjs), starting that stack from the last build when it is not up.
// To look at a few: SHOTS_PAGES=matches,profile SHOTS_WIDTHS=390 SHOTS_BRANDS=heartline, SHOTS_FOLD=1
// (the screen only, not the whole page), SHOTS_DIR (default shots/).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './stack.mjs';
import { E2E } from '../e2e/ports.mjs';
import {
  BRANDS,
  DESKTOP,
  MEMBER,
  MEMBER_PAGES,
  PHONE,
  SMALL_PHONE,
  TABLET,
  VISITOR_PAGES,
  openMemberPage,
  waitForPage,
} from '../e2e/fixtures/member-pages.mjs';

const listed = (name) =>
  process.env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const only = (items, name, key) => {
  const wanted = listed(name);
  return wanted ? items.filter((item) => wanted.includes(String(item[key]))) : items;
};
const WIDTHS = only([SMALL_PHONE, PHONE, TABLET, DESKTOP], 'SHOTS_WIDTHS', 'width');
const PAGES = { visitor: only(VISITOR_PAGES, 'SHOTS_PAGES', 'name'), member: only(MEMBER_PAGES, 'SHOTS_PAGES', 'name') };
const SHOT_BRANDS = only(BRANDS, 'SHOTS_BRANDS', 'name');
const FULL_PAGE = process.env.SHOTS_FOLD !== '1';
const OUT = path.resolve(root, process.env.SHOTS_DIR ?? 'shots');
const shellPort = Number(process.env.SHOTS_SHELL_PORT ?? E2E.shell);
/**
 * A whole page at once is longer than any screen: the profiles list's cards below the first screen
 * are drawn only near the viewport (content-visibility, mfe-profiles/src/styles/profile-cards.css),
 * so a whole-page shot draws them all, as a member scrolling down sees each.
 */
const DRAW_EVERY_CARD = '.profile-grid > li { content-visibility: visible !important; }';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The e2e stack on its own ports and a fresh database, unless a shell already answers. */
async function ensureStack() {
  if (await answers(`http://localhost:${shellPort}/`)) return null;
  if (process.env.SHOTS_SHELL_PORT) throw new Error(`no shell answers on port ${shellPort} (SHOTS_SHELL_PORT)`);
  console.log(`shots: starting the e2e stack (shell on ${shellPort}) from the last build…`);
  const stack = spawn(process.execPath, [path.join(root, 'e2e/stack-server.mjs')], {
    cwd: path.join(root, 'e2e'),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (!(await answers(`http://127.0.0.1:${E2E.control}/ready`))) {
    if (stack.exitCode !== null) throw new Error('the e2e stack stopped before it was ready (run npm run build first?)');
    if (Date.now() > deadline) throw new Error('the e2e stack was not ready within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return stack;
}

/** Accepts the terms of a first visit, as a visitor would, so they do not cover every shot. */
async function acceptTerms(page, origin) {
  await page.goto(`${origin}/`);
  const accept = page.getByRole('button', { name: 'I accept the terms and conditions' });
  await accept.click({ timeout: 15_000 });
  await accept.waitFor({ state: 'detached' });
}

async function signIn(page, origin) {
  await page.goto(`${origin}/sign-in`);
  await page.getByRole('main').getByLabel('Username or email').fill(MEMBER.username);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/profiles$/);
}

async function shoot(page, origin, file, pathname) {
  if (pathname !== null) await page.goto(`${origin}${pathname}`);
  try {
    await waitForPage(page);
  } catch {
    console.warn(`shots: ${file} did not settle; taken as it is`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: FULL_PAGE, style: FULL_PAGE ? DRAW_EVERY_CARD : undefined });
}

async function shootBrand(browser, brand) {
  const origin = `http://${brand.host}:${shellPort}`;
  for (const viewport of WIDTHS) {
    const phone = viewport.width < TABLET.width;
    // bypassCSP: the page's policy admits only its own style elements (a nonce), and a whole-page
    // shot adds one (DRAW_EVERY_CARD).
    const context = await browser.newContext({
      viewport,
      isMobile: phone,
      hasTouch: phone,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      bypassCSP: true,
    });
    const page = await context.newPage();
    const dir = path.join(OUT, brand.name, String(viewport.width));
    await acceptTerms(page, origin);
    for (const { name, path: pathname } of PAGES.visitor) await shoot(page, origin, path.join(dir, `${name}.png`), pathname);
    if (PAGES.member.length === 0) {
      await context.close();
      continue;
    }
    await signIn(page, origin);
    for (const entry of PAGES.member) {
      // A page reached by a link (the first profile, the newest conversation) is opened as a member would.
      if (entry.path === null) await openMemberPage(page, entry, origin);
      await shoot(page, origin, path.join(dir, `${entry.name}.png`), entry.path);
    }
    await context.close();
    console.log(`shots: ${brand.name} at ${viewport.width} px`);
  }
}

const stack = await ensureStack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const brand of SHOT_BRANDS) await shootBrand(browser, brand);
  console.log(`shots: written to ${path.relative(process.cwd(), OUT) || '.'}/`);
} finally {
  await browser.close();
  if (stack) {
    stack.kill('SIGTERM');
    await new Promise((resolve) => stack.once('exit', resolve));
  }
}
