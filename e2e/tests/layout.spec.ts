// Phone first (issue 10 item 3): every page a member can reach, on a phone (390 px) and a desktop
// (1280 px), on both brands, fits the screen (nothing wider than it, at 360, 768, 1024 and 1920
// px too; nothing in the header spilling or overlapping), has a main navigation a finger can tap (each target at least 44 px, and the target
// itself under the point at its centre), on a phone no smaller target anywhere on the page, and no axe violation. The same page list feeds
// `npm run shots` (fixtures/member-pages.mjs).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BRANDS, DESKTOP, MEMBER, MEMBER_PAGES, PHONE, VISITOR_PAGES, openMemberPage, waitForPage } from '../fixtures/member-pages.mjs';
import { expectNoAxeViolations } from '../fixtures/axe';
import { TERMS_ACCEPTED_STORAGE } from '../fixtures/terms';
import { E2E } from '../ports.mjs';

const MIN_TARGET_PX = 44;

/** Each screen, and the other widths its pages must fit too (checked by resizing the same page). */
const SCREENS = [
  { name: 'phone', viewport: PHONE, alsoFitsAt: [360], mobile: true },
  { name: 'desktop', viewport: DESKTOP, alsoFitsAt: [768, 1024, 1920], mobile: false },
] as const;

type Screen = (typeof SCREENS)[number];

/**
 * How far the page reaches past the right edge of a screen `width` px wide (0 when it fits). Not
 * against innerWidth alone: a phone's browser widens its layout viewport to content that
 * overflows (innerWidth follows it), so the screen's own width is the measure.
 */
const sidewaysOverflow = (page: Page, width: number) =>
  page.evaluate((screenWidth) => Math.max(0, document.documentElement.scrollWidth - Math.min(window.innerWidth, screenWidth)), width);

/**
 * What in the page's header does not fit its room: a part whose content spills out of its box (the
 * sections crowding into the credits at 768 px), or two neighbouring parts that overlap.
 */
const crowdedHeader = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header:not(main header)');
    if (!header) return [];
    const parts = [...header.children].filter((part) => part.checkVisibility());
    const name = (part: Element) => part.getAttribute('class') ?? part.tagName;
    const problems = parts
      .filter((part) => part.scrollWidth > part.clientWidth + 1)
      .map((part) => `${name(part)} spills ${part.scrollWidth - part.clientWidth} px out of its box`);
    for (let index = 1; index < parts.length; index += 1) {
      const overlap = parts[index - 1].getBoundingClientRect().right - parts[index].getBoundingClientRect().left;
      if (overlap > 0.5) problems.push(`${name(parts[index - 1])} overlaps ${name(parts[index])} by ${Math.round(overlap)} px`);
    }
    return problems;
  });

async function expectFits(page: Page, screen: Screen, view: string): Promise<void> {
  expect(await sidewaysOverflow(page, screen.viewport.width), `${view} is wider than a ${screen.viewport.width} px screen`).toBe(0);
  expect(await crowdedHeader(page), `${view}: the header is crowded at ${screen.viewport.width} px`).toEqual([]);
  for (const width of screen.alsoFitsAt) {
    await page.setViewportSize({ width, height: screen.viewport.height });
    expect(await sidewaysOverflow(page, width), `${view} is wider than a ${width} px screen`).toBe(0);
    expect(await crowdedHeader(page), `${view}: the header is crowded at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(screen.viewport);
}

/** Closes what a page opened over itself (the profile-completion popup on /user): Escape, as a member would. */
async function closeDialogs(page: Page): Promise<void> {
  for (let open = await page.getByRole('dialog').count(); open > 0; open = await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(open - 1);
  }
}

/**
 * The main navigation's targets a finger cannot take: the header's links and buttons and every
 * navigation named "Main" (the header's, the phone's tab bar), those shown at this width.
 */
function untappableTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    window.scrollTo(0, 0);
    const banner = document.querySelector('header:not(main header)');
    const roots = [banner, ...document.querySelectorAll('nav[aria-label="Main"]')].filter((root): root is Element => root !== null);
    const targets = new Set(roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>('a[href], button')]));
    const problems: string[] = [];
    for (const target of targets) {
      if (!target.checkVisibility()) continue;
      const name = target.getAttribute('aria-label') ?? target.textContent?.trim() ?? target.outerHTML.slice(0, 60);
      const box = target.getBoundingClientRect();
      if (box.width < minimum || box.height < minimum) problems.push(`"${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !target.contains(hit))
        problems.push(`"${name}" is covered at its centre by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
    }
    return problems;
  }, MIN_TARGET_PX);
}

/**
 * The page's own targets (in `main` and the footer) that a finger cannot take on a phone: links,
 * buttons, selects, text fields, tabs and the labels of check boxes and radios, each at least 44 px
 * each way. A link inside running text keeps the line's height (WCAG 2.5.8's inline case); a link
 * stretched over its card (an absolutely placed ::after) is measured by the card; a check box or
 * radio is measured by its label, and a file input hidden behind its drop zone not at all.
 */
function smallPageTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector =
      'a[href], button, select, textarea, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), [role=button], [role=tab], summary, label:has(input[type=checkbox]), label:has(input[type=radio])';
    const roots = [...document.querySelectorAll('main, footer')];
    const targets = new Set(roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>(selector)]));
    const problems: string[] = [];
    for (const target of targets) {
      if (!target.checkVisibility()) continue;
      let box = target.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      const style = getComputedStyle(target);
      const text = target.textContent?.trim() ?? '';
      const inRunningText = style.display === 'inline' && (target.parentElement?.textContent?.trim().length ?? 0) > text.length;
      if (inRunningText) continue;
      const after = getComputedStyle(target, '::after');
      if (after.position === 'absolute' && after.content !== 'none' && target.offsetParent)
        box = target.offsetParent.getBoundingClientRect();
      if (box.width < minimum || box.height < minimum) {
        const name = target.getAttribute('aria-label') ?? (text || target.outerHTML.slice(0, 60));
        problems.push(`"${name.slice(0, 40)}" is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
    }
    return problems;
  }, MIN_TARGET_PX);
}

/**
 * Text meant for screen readers only that the page shows anyway: its one style (@heartline/ui's
 * base.css) did not reach this page, so a badge's '4 unread' would sit over the tab bar.
 */
function shownScreenReaderText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.visually-hidden')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 || box.height > 1;
      })
      .map((element) => element.textContent?.trim() ?? ''),
  );
}

/** The page as it opens (a popup it shows included) fits and passes axe; without its popups, its navigation can be tapped. */
async function checkPage(page: Page, screen: Screen, view: string): Promise<void> {
  await waitForPage(page);
  await expectFits(page, screen, view);
  await expectNoAxeViolations(page, view);
  expect(await shownScreenReaderText(page), `${view}: text for screen readers only is shown`).toEqual([]);
  // A popup the page opens a moment after it shows (own profile's completion offer, once the member
  // is read and its chunk is in) is closed too: the navigation is held to its rule with none open.
  await expect(async () => {
    await closeDialogs(page);
    expect(await untappableTargets(page), `${view}: main navigation a finger cannot tap`).toEqual([]);
  }).toPass({ timeout: 5_000 });
  if (screen.mobile) expect(await smallPageTargets(page), `${view}: targets smaller than a fingertip`).toEqual([]);
}

async function openScreen(
  browser: import('@playwright/test').Browser,
  origin: string,
  screen: Screen,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    storageState: TERMS_ACCEPTED_STORAGE,
    baseURL: origin,
    viewport: screen.viewport,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
  });
  return { context, page: await context.newPage() };
}

// Four widths and axe on every page, on a machine shared with other work.
test.describe.configure({ timeout: 60_000 });

for (const brand of BRANDS) {
  const origin = `http://${brand.host}:${E2E.shell}`;
  for (const screen of SCREENS) {
    const where = `${brand.name} at ${screen.viewport.width} px`;

    test.describe(`a visitor on ${where}`, () => {
      let context: BrowserContext;
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        ({ context, page } = await openScreen(browser, origin, screen));
      });
      test.afterAll(() => context.close());

      for (const { path } of VISITOR_PAGES) {
        test(`${path} fits, its navigation can be tapped and axe finds nothing`, async () => {
          await page.goto(path);
          await checkPage(page, screen, `${path} (${where})`);
        });
      }
    });

    test.describe(`a member on ${where}`, () => {
      let context: BrowserContext;
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        ({ context, page } = await openScreen(browser, origin, screen));
        await page.goto('/sign-in');
        await page.getByRole('main').getByLabel('Username or email').fill(MEMBER.username);
        await page.getByRole('main').getByLabel('Password', { exact: true }).fill(MEMBER.password);
        await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(page).toHaveURL(/\/profiles$/);
      });
      test.afterAll(() => context.close());

      for (const entry of MEMBER_PAGES) {
        test(`${entry.path ?? `the ${entry.name} page`} fits, its navigation can be tapped and axe finds nothing`, async () => {
          await openMemberPage(page, entry);
          await checkPage(page, screen, `${entry.path ?? entry.name} (${where})`);
        });
      }

      test("the match game's ✕ ♥ ↺ are on the screen and can be tapped", async () => {
        await page.goto('/matches');
        await waitForPage(page);
        await expect(page.getByTestId('swipe-card')).toBeVisible();
        const moves = page.getByRole('group', { name: 'Your move' });
        for (const move of ['Pass', 'Like', 'Undo']) {
          const button = moves.getByRole('button', { name: move });
          // Above the fold and, on a phone, above the tab bar: no scrolling to play.
          await expect(button).toBeInViewport({ ratio: 1 });
          const box = (await button.boundingBox())!;
          expect(box.width, `${move} is wide enough to tap`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
          expect(box.height, `${move} is tall enough to tap`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
          const tabBarTop = await page.evaluate(() => {
            const tabBar = document.querySelector('nav.tab-bar');
            return tabBar?.checkVisibility() ? tabBar.getBoundingClientRect().top : window.innerHeight;
          });
          expect(box.y + box.height, `${move} is above the tab bar`).toBeLessThanOrEqual(tabBarTop);
          const onTop = await button.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
          });
          expect(onTop, `${move} is not covered`).toBe(true);
        }
      });

      if (screen.mobile) {
        test('the tab bar leads to each section, and its account tab opens the full menu as a sheet', async () => {
          await page.goto('/profiles');
          await waitForPage(page);
          const tabs = page.getByRole('navigation', { name: 'Main' });
          await expect(tabs.getByRole('link', { name: 'Profiles' })).toHaveAttribute('aria-current', 'page');
          await tabs.getByRole('link', { name: 'Favourites' }).click();
          await expect(page).toHaveURL(/\/favorites$/);
          await expect(tabs.getByRole('link', { name: 'Favourites' })).toHaveAttribute('aria-current', 'page');

          await tabs.getByRole('button', { name: `Account menu for ${MEMBER.username}` }).click();
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await expect(menu).toBeVisible();
          // A sheet: docked to the bottom of the screen, the whole width of it.
          const sheet = (await menu.boundingBox())!;
          expect(Math.round(sheet.y + sheet.height)).toBe(screen.viewport.height);
          expect(Math.round(sheet.width)).toBe(screen.viewport.width);
          await expectNoAxeViolations(page, `the full menu (${where})`);
          await menu.getByRole('link', { name: 'Settings' }).click();
          await expect(page).toHaveURL(/\/settings$/);
          await expect(menu).toBeHidden();
        });
      }
    });
  }
}
