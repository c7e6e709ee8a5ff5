// Memberships (issue 26 items 6 and 7): a new member buys the monthly VIP membership with the
// approve card, saved for its renewals. A profile open in a second tab unlocks its VIP photos
// without a reload (userUpdate over the user channel); /settings shows the membership and the
// purchase; stopping the renewal (confirmed) keeps VIP until the end date.
import { expect, test } from '@playwright/test';
import { VELVET_HOUR_SITE, createVerifiedMember } from '../fixtures/accounts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { ProfilesPage } from '../pages/profiles-page';
import { ShellPage } from '../pages/shell-page';
import { fillCardForm } from '../pages/card-form';

const SHOTS = 'test-results/renewal-shots';

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`on a ${viewport.name}, a member buys a membership: a locked photo opens in another tab without a reload, /settings shows it, stopping renewal keeps VIP`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const member = await createVerifiedMember(`vipbuyer${viewport.width}`);
    await new ShellPage(page).signIn(member.username, member.password);
    await expect(page).toHaveURL(/\/profiles/);

    // The second tab: a profile whose third photo is for VIP members.
    const other = await context.newPage();
    await other.setViewportSize({ width: viewport.width, height: viewport.height });
    await other.goto('/profiles');
    await new ProfilesPage(other).cards().first().getByRole('link').first().click();
    await expect(other).toHaveURL(/\/profile\/\d+$/);
    const gallery = other.getByRole('region', { name: /^Photos of / });
    await expect(gallery.getByRole('button', { name: 'VIP photo' }).first()).toBeVisible();

    await page.goto('/upgrade/premium');
    await page.getByRole('button', { name: 'Choose Monthly VIP' }).click();
    await expect(page).toHaveURL(/\/upgrade\/checkout$/);
    await fillCardForm(page, '4242 4242 4242 4242');
    // The membership keeps the card for its renewals (no box to tick): the form says so.
    await expect(page.getByText(/We keep this card to renew your membership every 30 days/)).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('payment-success')).toContainText('You are now a VIP member.');

    // The other tab heard it: every photo is open, nothing asks for VIP, no reload.
    await expect(gallery.getByRole('button', { name: 'VIP photo' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Upgrade to see every photo' })).toHaveCount(0);

    await page.goto('/settings');
    const membership = page.getByRole('list', { name: 'Membership' });
    await expect(membership).toContainText('Monthly membership');
    await expect(membership).toContainText('then renews automatically with your saved card');
    await expect(membership.getByText('Renews', { exact: true })).toBeVisible();
    const purchases = page.getByRole('list', { name: 'Purchases' });
    await expect(purchases.getByRole('listitem')).toHaveCount(1);
    await expect(purchases).toContainText('Monthly membership');
    await expect(purchases).toContainText('Paid');
    await expect(purchases).toContainText(`Receipt sent to ${member.email}`);
    await page.screenshot({ path: `${SHOTS}/settings-membership-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `/settings with a membership at ${viewport.width} px`);

    await membership.getByRole('button', { name: 'Stop renewal…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop renewal?' });
    await expect(dialog).toContainText('You keep your VIP features until');
    await page.screenshot({ path: `${SHOTS}/settings-stop-renewal-${viewport.width}.png` });
    await dialog.getByRole('button', { name: 'Stop renewal' }).click();
    await expect(page.getByText('Renewal stopped. You keep your VIP features until the end date.')).toBeVisible();
    await expect(membership.getByText('Renewal stopped', { exact: true })).toBeVisible();
    await expect(membership).toContainText('It will not renew.');
    await expect(membership.getByRole('button', { name: 'Stop renewal…' })).toHaveCount(0);

    // Still VIP until the end date: the photos stay open, after a reload too.
    await other.reload();
    await expect(other.getByRole('region', { name: /^Photos of / })).toBeVisible();
    await expect(other.getByRole('region', { name: /^Photos of / }).getByRole('button', { name: 'VIP photo' })).toHaveCount(0);
  });
}

test('the seeded vip is VIP by a real membership: /settings shows it with its end date, and every photo of a profile is open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new ShellPage(page).signIn('vip', 'vip12345');
  await expect(page).toHaveURL(/\/profiles/);

  await page.goto('/settings');
  const membership = page.getByRole('list', { name: 'Membership' });
  await expect(membership).toContainText('Bi-annual membership');
  // Bought at the seed for the product's 180 days, with no card to renew it.
  await expect(membership).toContainText(/VIP until .*\d{4}.*\. It will not renew\./);
  await expect(membership.getByText('Renewal stopped', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-seeded-vip-1280.png`, fullPage: true });

  await page.goto('/profiles');
  await new ProfilesPage(page).cards().first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  const gallery = page.getByRole('region', { name: /^Photos of / });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'VIP photo' })).toHaveCount(0);
});

test('a Velvet Hour member with the monthly VIP sees every photo, but favouriting asks for the membership that grants favourites', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const site = VELVET_HOUR_SITE.origin;
  const member = await createVerifiedMember('vhmonthly', VELVET_HOUR_SITE);
  await page.goto(`${site}/sign-in`);
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/profiles/);

  await page.goto(`${site}/upgrade/premium`);
  await page.getByRole('button', { name: 'Choose Monthly VIP' }).click();
  await expect(page).toHaveURL(/\/upgrade\/checkout$/);
  await fillCardForm(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-success')).toContainText('You are now a VIP member.');

  await page.goto(`${site}/profiles`);
  await new ProfilesPage(page).cards().first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  const gallery = page.getByRole('region', { name: /^Photos of / });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'VIP photo' })).toHaveCount(0);

  await page.getByRole('button', { name: /Favourite/ }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to VIP' });
  await expect(upgrade).toContainText('Your membership does not include favourites. Choose a VIP membership that does.');
  await expect(upgrade.getByRole('link', { name: 'See VIP memberships' })).toHaveAttribute('href', '/upgrade/premium');
  await page.screenshot({ path: `${SHOTS}/velvet-monthly-favourite-upsell-390.png` });
});
