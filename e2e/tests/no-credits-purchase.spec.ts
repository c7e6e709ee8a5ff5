// The no-credits popup's one-step purchase (issue 26 §5): a member with no credits and a saved
// card writes to a profile; the popup buys the quick package with the saved card without leaving
// the chat, and the message that waited is sent once the credits arrive. The member gets the saved
// card by buying a membership (which adds no credits, and keeps its card for its renewals), so the
// balance is 0 when they write.
import { expect, test } from '@playwright/test';
import { createVerifiedMember } from '../fixtures/accounts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { ProfilesPage } from '../pages/profiles-page';
import { ShellPage } from '../pages/shell-page';
import { fillCardForm } from '../pages/card-form';

const SHOTS = 'test-results/checkout-shots';

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`on a ${viewport.name}, a member with no credits buys in the popup and the message arrives, once`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const member = await createVerifiedMember(`quick${viewport.width}`);
    await new ShellPage(page).signIn(member.username, member.password);
    await expect(page).toHaveURL(/\/profiles/);
    await expect(page.getByTestId('credits')).toHaveText('0 credits');

    // A membership paid by card: the wallet keeps the card, the balance stays 0.
    await page.goto('/upgrade/premium');
    await page.getByTestId('membership').first().getByRole('button').click();
    await expect(page).toHaveURL(/\/upgrade\/checkout$/);
    await fillCardForm(page, '4242 4242 4242 4242');
    // A membership keeps the card it is paid with, for its renewals: no box to tick, it says so.
    await expect(page.getByText(/We keep this card to renew your membership every \d+ days/)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('payment-success')).toContainText('You are now a VIP member.');
    await expect(page.getByTestId('credits')).toHaveText('0 credits');

    // Writing with no credits: the popup offers the quick package with the saved card.
    await page.goto('/profiles');
    const profiles = new ProfilesPage(page);
    await profiles.dismissCompletionPopup();
    await profiles.cards().nth(2).getByRole('link').first().click();
    await page.getByRole('link', { name: 'Send a message' }).first().click();
    const text = `Bought just for you ${viewport.width}`;
    await page.getByLabel('Your message').fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Out of credits' });
    const offer = popup.getByTestId('quick-offer');
    await expect(offer).toContainText('50 credits');
    await expect(offer).toContainText('VISA •••• 4242');
    await page.screenshot({ path: `${SHOTS}/no-credits-popup-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `the no-credits popup at ${viewport.width} px`);
    await offer.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await offer.getByRole('button', { name: /^Buy 50 credits for / }).click();

    // No trip to /upgrade: the popup closes, the message is sent, the balance is 50 less one.
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/messages\/chat\/\d+$/);
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(text)).toBeVisible();
    await expect(log.getByText('Sending…')).toHaveCount(0);
    await expect(page.getByTestId('credits')).toHaveText('49 credits');
    // Exactly once, also after a reload (what the server stored).
    await page.reload();
    await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toHaveCount(1);
    await expect(page.getByTestId('credits')).toHaveText('49 credits');
  });
}
