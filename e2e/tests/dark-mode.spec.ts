// Dark mode follows the system (issue 10 item 1), per brand: every page a member can reach, read
// with the system set to dark, has text that stands out from what it sits on (axe's colour
// contrast rule; the layout journey runs all of axe in light mode). On a phone, where most members
// read, on both brands. It caught the chat's messages from a profile drawn as light text on a
// light bubble: the messaging styles read tokens that do not exist and fell back to light greys.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BRANDS, MEMBER, MEMBER_PAGES, PHONE, VISITOR_PAGES, openMemberPage, waitForPage } from '../fixtures/member-pages.mjs';
import { TERMS_ACCEPTED_STORAGE } from '../fixtures/terms';
import { E2E } from '../ports.mjs';

// A dozen pages per test, each read by axe, on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

/** The contrast failures on the page as it opened, its popups closed as a member would close them. */
async function contrastFailures(page: Page, view: string): Promise<string[]> {
  await waitForPage(page);
  for (let open = await page.getByRole('dialog').count(); open > 0; open = await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(open - 1);
  }
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${view}: ${node.target.join(' ')} (${node.any[0]?.message ?? violation.help})`),
  );
}

for (const brand of BRANDS) {
  const origin = `http://${brand.host}:${E2E.shell}`;

  test.describe(`${brand.name} in dark mode on a phone`, () => {
    test.use({
      storageState: TERMS_ACCEPTED_STORAGE,
      baseURL: origin,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      colorScheme: 'dark',
    });

    test('every public page has readable text', async ({ page }) => {
      const failures: string[] = [];
      for (const { path } of VISITOR_PAGES) {
        await page.goto(path);
        failures.push(...(await contrastFailures(page, path)));
      }
      expect(failures).toEqual([]);
    });

    test("every member's page has readable text, the chat's messages included", async ({ page }) => {
      await page.goto('/sign-in');
      await page.getByRole('main').getByLabel('Username or email').fill(MEMBER.username);
      await page.getByRole('main').getByLabel('Password', { exact: true }).fill(MEMBER.password);
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/profiles$/);
      const failures: string[] = [];
      for (const entry of MEMBER_PAGES) {
        await openMemberPage(page, entry);
        failures.push(...(await contrastFailures(page, entry.path ?? entry.name)));
      }
      expect(failures).toEqual([]);
    });
  });
}
