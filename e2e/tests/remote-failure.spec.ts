import { expect, test } from '@playwright/test';
import { setAppRunning } from '../fixtures/stack';

test.afterEach(async () => setAppRunning('mfe-auth', true));

test('with mfe-auth down, /sign-in shows the fallback, other pages work, and Retry recovers without a reload', async ({ page }) => {
  await setAppRunning('mfe-auth', false);

  await page.goto('/sign-in');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('temporarily unavailable');
  // In the layout: the header and footer are still there.
  await expect(page.getByRole('link', { name: 'Heartline home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Information' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Information' }).getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flirty conversations, whenever you want them');

  await page.goto('/sign-in');
  await expect(fallback).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toContainText('temporarily unavailable');

  await setAppRunning('mfe-auth', true);
  await page.evaluate(() => ((window as unknown as { keptAcrossRetry: boolean }).keptAcrossRetry = true));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Username or email')).toBeVisible();
  await expect(fallback).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { keptAcrossRetry?: boolean }).keptAcrossRetry)).toBe(true);
});

test('with mfe-auth down, the sign-in popup fails politely', async ({ page }) => {
  await setAppRunning('mfe-auth', false);
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.Toastify').getByText('Something went wrong, please try again later.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
