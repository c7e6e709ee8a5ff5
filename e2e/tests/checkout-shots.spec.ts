// The checkout's pages on both brands at 390 and 1280 px, for a person to look at (issue 26: "it
// must look like a payment page people trust"): the form with the ZIP's state, the errors beside
// their fields, and the sandbox bank's 3-D Secure page. The demo member (README) opens them and
// pays nothing: the challenge is left unanswered, so no card is charged. Shots go to
// test-results/checkout-shots/<brand>-<page>-<width>.png; axe must pass on each.
import { expect, test } from '@playwright/test';
import { BRANDS, MEMBER } from '../fixtures/member-pages.mjs';
import { expectNoSeriousViolations } from '../fixtures/axe';
import { E2E } from '../ports.mjs';

const SHOTS = 'test-results/checkout-shots';

for (const brand of BRANDS) {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`${brand.name} checkout on a ${viewport.name}: the form, its errors and the bank's challenge`, async ({ page }) => {
      test.setTimeout(90_000);
      const origin = `http://${brand.host}:${E2E.shell}`;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${origin}/sign-in`);
      await page.getByRole('main').getByLabel('Username or email').fill(MEMBER.username);
      await page.getByRole('main').getByLabel('Password', { exact: true }).fill(MEMBER.password);
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/profiles$/);

      await page.goto(`${origin}/upgrade/credits`);
      await page.getByTestId('credit-package').first().getByRole('button').click();
      await expect(page).toHaveURL(/\/upgrade\/checkout$/);
      const pay = page.getByRole('button', { name: /^Pay / }).last();
      await pay.click();
      await expect(page.getByText('Please accept terms and conditions').last()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${brand.name}-checkout-errors-${viewport.width}.png`, fullPage: true });

      await page.getByLabel('Name on card').fill('Anna Byrne');
      await page.getByLabel('Card number').fill('4000 0000 0000 3220');
      await page.getByLabel('Month (MM)').fill('12');
      await page.getByLabel('Year (YY)').fill('39');
      await page.getByLabel('CVV').fill('123');
      await page.getByLabel('ZIP or postal code').fill('90210');
      await page.getByLabel('City').fill('Los Angeles');
      await page
        .getByRole('checkbox', { name: /terms and conditions/ })
        .last()
        .check();
      await expect(page.getByText('State: CA')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${brand.name}-checkout-${viewport.width}.png`, fullPage: true });
      await expectNoSeriousViolations(page, `${brand.name} /upgrade/checkout at ${viewport.width} px`);

      await pay.click();
      await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${brand.name}-bank-challenge-${viewport.width}.png`, fullPage: true });
      await expectNoSeriousViolations(page, `${brand.name} bank challenge at ${viewport.width} px`);
    });
  }
}
