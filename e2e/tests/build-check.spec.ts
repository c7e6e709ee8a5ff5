import { expect, test } from '@playwright/test';

test('an hour after a new shell build is deployed, the page offers to reload', async ({ page }) => {
  await page.clock.install();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page knows the build it was served with; /build.json names the deployed one.
  const served = await page.evaluate(() => (window as unknown as { __HEARTLINE__: { build: string | null } }).__HEARTLINE__.build);
  expect(served).toMatch(/^\w+$/);
  // Nothing may be loading when the clock jumps an hour (a chunk's load timeout would fire).
  await page.waitForLoadState('networkidle');

  await page.clock.fastForward('01:00:05');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('A new version of the site is available.')).toHaveCount(0);

  await page.route('**/build.json', (route) => route.fulfill({ json: { build: `${served}-next` } }));
  await page.clock.fastForward('01:00:00');
  await expect(page.getByText('A new version of the site is available.')).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
