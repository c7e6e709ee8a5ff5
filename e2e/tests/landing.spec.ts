import { expect, test } from '@playwright/test';
import { E2E } from '../ports.mjs';

test('the landing page shows the brand and the fictitious-profiles notice, and fetches no remote', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(E2E.auth)) remoteRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flirty conversations, whenever you want them');
  await expect(page.getByRole('link', { name: 'Heartline home' })).toBeVisible();
  await expect(page.getByTestId('fictitious-notice').first()).toContainText('fictitious and for entertainment only');
  await expect(page.getByTestId('fictitious-notice').first()).toContainText('no real-world meetings');
  await expect(page.getByTestId('footer-company')).toContainText('Heartline Media Ltd.');
  await expect(page.locator('#boot-loader')).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);
});

test('the 127.0.0.1 brand shows its own product and company', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E.shell}/`);
  await expect(page.getByRole('link', { name: 'Velvet Hour home' })).toBeVisible();
  await expect(page.getByTestId('footer-company')).toContainText('Amberlight Digital B.V.');
  await expect(page.getByTestId('footer-company')).not.toContainText('Heartline Media Ltd.');
});

test('an unknown route says Page not found and leads back home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found-text')).toHaveText('Page not found: /no-such-page');
  await page.getByRole('link', { name: 'Back to the main page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor opening /profiles lands on /', async ({ page }) => {
  await page.goto('/profiles');
  await expect(page).toHaveURL(`http://localhost:${E2E.shell}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every footer link opens its page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Information' });
  for (const [name, path] of [
    ['Prices', '/prices'],
    ['About us', '/about-us'],
    ['FAQ', '/faq'],
    ['Terms and conditions', '/terms'],
    ['Privacy policy', '/privacy-policy'],
    ['Cookie policy', '/cookie-policy'],
    ['Contact us', '/contact-us'],
    ['Affiliates', '/affiliates'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
