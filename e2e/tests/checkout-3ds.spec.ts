// 3-D Secure (issue 26): the sandbox's challenge card sends the member to the sandbox bank's test
// page; failing there comes back to the checkout as a bank issue, approving comes back to the
// payment's success with the credits in the header. A new member, so the demo balances stay.
import { expect, test } from '@playwright/test';
import { createVerifiedMember } from '../fixtures/accounts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { ShellPage } from '../pages/shell-page';
import { fillCardForm } from '../pages/card-form';

const SHOTS = 'test-results/checkout-shots';
const CHALLENGE_CARD = '4000 0000 0000 3220';

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`on a ${viewport.name}, the 3-D Secure card goes through the bank's challenge: failed, then approved`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const member = await createVerifiedMember(`secure${viewport.width}`);
    await new ShellPage(page).signIn(member.username, member.password);
    await expect(page).toHaveURL(/\/profiles/);
    const before = Number((await page.getByTestId('credits').textContent())!.match(/\d+/)![0]);

    await page.goto('/upgrade/credits');
    await page.getByRole('button', { name: 'Buy 20 credits' }).click();
    await expect(page).toHaveURL(/\/upgrade\/checkout$/);
    await fillCardForm(page, CHALLENGE_CARD);
    await page.getByRole('button', { name: 'Pay €12.28' }).click();

    // The sandbox bank's page, on the API: clearly a test page.
    await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    await expect(page.getByText('Test mode: this is the sandbox bank')).toBeVisible();
    await expect(page.getByText('€12.28')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/bank-challenge-${viewport.width}.png`, fullPage: true });
    // The sandbox bank's page (the API's, standing for the card holder's bank), to every rule.
    await expectNoAxeViolations(page, `the sandbox bank's challenge at ${viewport.width} px`);
    await page.getByRole('button', { name: 'Fail the authentication' }).click();

    await expect(page).toHaveURL(/\/upgrade\/checkout$/);
    const failure = page.getByTestId('payment-failure');
    await expect(failure).toContainText('Your bank declined the payment.');
    await failure.getByRole('button', { name: 'Try again' }).click();

    await fillCardForm(page, CHALLENGE_CARD);
    await page.getByRole('button', { name: 'Pay €12.28' }).click();
    await page.getByRole('button', { name: 'Approve the payment' }).click();
    await expect(page).toHaveURL(/\/upgrade\/checkout$/);
    const success = page.getByTestId('payment-success');
    await expect(success).toContainText('20 credits were added to your account.');
    await expect(page.getByTestId('credits')).toHaveText(`${before + 20} credits`);
  });
}
