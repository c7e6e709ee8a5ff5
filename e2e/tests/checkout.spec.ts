// Checkout journeys (issue 26): a new member (so the demo members' balances, which other
// journeys read, stay as they are) buys credits through the built-in sandbox processor: the
// insufficient-funds test card shows the bank issue, "Try again" with the approve card succeeds
// and the balance in the header rises by the package's credits. Screenshots of the pages at
// 390 px and 1280 px go to test-results/checkout-shots/ for a person to look at.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { checkoutFormCodeIn } from '../../tooling/checkout-form-code.mjs';
import { E2E_APP_PORTS } from '../ports.mjs';
import { createVerifiedMember } from '../fixtures/accounts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { ShellPage } from '../pages/shell-page';
import { fillCardForm } from '../pages/card-form';

const SHOTS = 'test-results/checkout-shots';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The scripts the page fetches from now on, and which pieces of the checkout form's code
 * (react-hook-form, zod, the card form) they hold, read from the built apps' source maps.
 */
function formCodeFetched(page: Page): () => string[] {
  const pieces: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    const app = Object.keys(E2E_APP_PORTS).find((name) => String(E2E_APP_PORTS[name]) === url.port);
    if (app) pieces.push(...checkoutFormCodeIn(`${ROOT}${app}`, url.pathname));
  });
  return () => pieces.splice(0);
}

async function balance(page: Page): Promise<number> {
  return Number((await page.getByTestId('credits').textContent())!.match(/\d+/)![0]);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`on a ${viewport.name}, a member buys credits: the bank declines the first card, try again pays, the balance rises`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const member = await createVerifiedMember(`buyer${viewport.width}`);
    await new ShellPage(page).signIn(member.username, member.password);
    await expect(page).toHaveURL(/\/profiles/);
    const before = await balance(page);

    const formCode = formCodeFetched(page);
    await page.goto('/upgrade');
    const packages = page.getByTestId('credit-package');
    await expect(packages.first()).toBeVisible();
    // Issue 26: the checkout form's code loads only on /upgrade/checkout, never with the offers.
    await page.waitForLoadState('networkidle');
    expect(formCode(), "the checkout form's code fetched on /upgrade").toEqual([]);
    await expect(page.getByTestId('membership').first()).toContainText('20X more responses');
    await page.screenshot({ path: `${SHOTS}/upgrade-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `/upgrade at ${viewport.width} px`);

    // A new member has the first-purchase offer: 20 credits.
    await page.getByRole('button', { name: 'Buy 20 credits' }).click();
    await expect(page).toHaveURL(/\/upgrade\/checkout$/);
    await expect(page.getByTestId('order-total')).toHaveText('€12.28');
    await expect(page.getByLabel('Card number')).toBeVisible();
    expect(formCode()).toContain('the card form');

    await page.getByRole('button', { name: 'Pay €12.28' }).click();
    await expect(page.getByText('credit card not valid').or(page.getByText('This field is required')).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/checkout-errors-${viewport.width}.png`, fullPage: true });

    await fillCardForm(page, '4000 0000 0000 9995');
    await page.screenshot({ path: `${SHOTS}/checkout-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `/upgrade/checkout at ${viewport.width} px`);
    await page.getByRole('button', { name: 'Pay €12.28' }).click();
    const failure = page.getByTestId('payment-failure');
    await expect(failure).toContainText('Your bank declined the payment.');
    await expect(failure.getByRole('link', { name: 'Contact support' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/checkout-failure-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `the bank's refusal at ${viewport.width} px`);
    expect(await balance(page)).toBe(before);

    await failure.getByRole('button', { name: 'Try again' }).click();
    await fillCardForm(page, '4242 4242 4242 4242');
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
    await page.getByRole('button', { name: 'Pay €12.28' }).click();
    const success = page.getByTestId('payment-success');
    await expect(success).toContainText('20 credits were added to your account.');
    await expect(page.getByTestId('credits')).toHaveText(`${before + 20} credits`);
    await expect(success.getByTestId('payment-balance')).toContainText(`${before + 20} credits`);
    await page.screenshot({ path: `${SHOTS}/checkout-success-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `the payment's success at ${viewport.width} px`);

    // The first purchase ends the first-purchase offer; the saved card pays the next one in one step.
    await page.goto('/upgrade/credits');
    await expect(page.getByRole('button', { name: 'Buy 20 credits' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Buy 50 credits' }).click();
    const wallet = page.getByTestId('saved-cards');
    await expect(wallet.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/checkout-wallet-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `the wallet at ${viewport.width} px`);
    await wallet.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await wallet.getByRole('button', { name: /^Pay €24\.58 with VISA •••• 4242$/ }).click();
    await expect(page.getByTestId('payment-success')).toContainText('50 credits were added to your account.');
    await expect(page.getByTestId('credits')).toHaveText(`${before + 70} credits`);

    // Removing the card empties the wallet; with the cart empty, the checkout sends back to /upgrade.
    await page.goto('/upgrade/credits');
    await page.getByRole('button', { name: 'Buy 50 credits' }).click();
    await page.getByTestId('saved-cards').getByRole('button', { name: 'Remove VISA •••• 4242' }).click();
    await expect(page.getByTestId('saved-cards')).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/upgrade/checkout');
    await expect(page).toHaveURL(/\/upgrade$/);
  });
}
