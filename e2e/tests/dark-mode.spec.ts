// Dark mode follows the system (issue 10 item 1), per brand: every page a member can reach, read
// with the system set to dark, has text that stands out from what it sits on (axe's colour
// contrast rule; the layout journey runs all of axe in light mode). On a phone, where most members
// read, on both brands. It caught the chat's messages from a profile drawn as light text on a
// light bubble: the messaging styles read tokens that do not exist and fell back to light greys.
//
// One test per page, on one browser that signs in once per brand (as layout.spec.ts does): a
// single test walking a dozen pages through axe ran past two minutes on a loaded CI machine.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BRANDS, MEMBER, MEMBER_PAGES, PHONE, VISITOR_PAGES, openMemberPage, waitForPage } from '../fixtures/member-pages.mjs';
import { axeOn } from '../fixtures/axe';
import { TERMS_ACCEPTED_STORAGE } from '../fixtures/terms';
import { E2E } from '../ports.mjs';

// axe on a page of a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** The contrast failures on the page as it opened, its popups closed as a member would close them. */
async function contrastFailures(page: Page, view: string): Promise<string[]> {
  await waitForPage(page);
  for (let open = await page.getByRole('dialog').count(); open > 0; open = await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(open - 1);
  }
  const { violations } = await axeOn(page).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${view}: ${node.target.join(' ')} (${node.any[0]?.message ?? violation.help})`),
  );
}

for (const brand of BRANDS) {
  const origin = `http://${brand.host}:${E2E.shell}`;

  async function openDarkPhone(browser: import('@playwright/test').Browser): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      storageState: TERMS_ACCEPTED_STORAGE,
      baseURL: origin,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      colorScheme: 'dark',
    });
    return { context, page: await context.newPage() };
  }

  test.describe(`${brand.name} in dark mode on a phone: a visitor's page`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      ({ context, page } = await openDarkPhone(browser));
    });
    test.afterAll(() => context.close());

    for (const { path } of VISITOR_PAGES) {
      test(`${path} has readable text`, async () => {
        await page.goto(path);
        expect(await contrastFailures(page, path)).toEqual([]);
      });
    }
  });

  test.describe(`${brand.name} in dark mode on a phone: a member's page`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      ({ context, page } = await openDarkPhone(browser));
      await page.goto('/sign-in');
      await page.getByRole('main').getByLabel('Username or email').fill(MEMBER.username);
      await page.getByRole('main').getByLabel('Password', { exact: true }).fill(MEMBER.password);
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/profiles$/);
    });
    test.afterAll(() => context.close());

    // The chat's page is among them: its messages from a profile are what this journey caught.
    for (const entry of MEMBER_PAGES) {
      const view = entry.path ?? `the ${entry.name} page`;
      test(`${view} has readable text`, async () => {
        await openMemberPage(page, entry);
        expect(await contrastFailures(page, view)).toEqual([]);
      });
    }
  });
}
