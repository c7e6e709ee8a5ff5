import { expect, test, type Page } from '@playwright/test';
import { ProfilesPage } from '../pages/profiles-page';
import { SHELL_PORT } from '../fixtures/stack';

/** Every Content-Security-Policy refusal the page reports while the test runs. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('the platform runs under its Content-Security-Policy: landing, sign-in, profiles, a profile, with no refusal', async ({ page }) => {
  const violations = cspViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('link', { name: 'Join for free' }).first()).toBeVisible();

  const profiles = new ProfilesPage(page);
  await profiles.signInAsDemo();
  await expect(profiles.cards().first().getByRole('img').first()).toBeVisible();
  // The portraits come from the API's media origin: the policy must let them load.
  await expect
    .poll(() =>
      profiles
        .cards()
        .first()
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await profiles.cards().first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the sign-in page cannot be framed by another site', async ({ page }) => {
  // A page of no origin of ours (about:blank, without any policy of its own) frames the sign-in page.
  const framed = `http://localhost:${SHELL_PORT}/sign-in`;
  await page.setContent(`<iframe title="framed" src="${framed}" width="600" height="400"></iframe>`);
  await expect(page.locator('iframe')).toBeAttached();
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  await frame?.waitForLoadState('load');
  // A refused frame ends on the browser's error page, never on the sign-in page.
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByLabel('Username or email')).toHaveCount(0);
});
