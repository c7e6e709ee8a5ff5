import { expect, test } from '@playwright/test';
import { ProfilesPage } from '../pages/profiles-page';
import { jpegImage } from '../fixtures/images';
import { E2E } from '../ports.mjs';

test('filters, sort and paging; the list and its scroll survive a visit to a profile and reset on leaving', async ({ page }) => {
  const profiles = new ProfilesPage(page);
  await profiles.signInAsDemo();
  await expect(profiles.total()).toHaveText('1000 profiles found');
  await expect(profiles.cards()).toHaveCount(36);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('group', { name: 'Hair colour' });
  await filters.getByRole('checkbox', { name: 'Red' }).check();
  await page.getByRole('group', { name: 'Body type' }).getByRole('checkbox', { name: 'Curvy' }).check();
  await page.getByRole('button', { name: 'Show profiles' }).click();
  await expect.poll(() => profiles.totalCount()).toBeLessThan(1000);
  const filteredTotal = await profiles.totalCount();
  expect(filteredTotal).toBeGreaterThan(0);

  await page.getByLabel('Sort by').selectOption({ label: 'Age: youngest first' });
  await expect(profiles.cards().first()).toBeVisible();
  const ages = await profiles.cards().evaluateAll((cards) =>
    cards.map((card) => Number(/\b(\d{2})\b/.exec(card.querySelector('h2, h3')?.textContent ?? '')?.[1] ?? 0)),
  );
  expect(ages.length).toBeGreaterThan(1);
  expect(ages).toEqual(ages.toSorted((a, b) => a - b));

  const firstPage = await profiles.cards().count();
  if (filteredTotal > firstPage) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => profiles.cards().count()).toBeGreaterThan(firstPage);
  }
  const shown = await profiles.cards().count();

  await profiles.cards().last().scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(300);
  await profiles.cards().last().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(profiles.cards()).toHaveCount(shown);
  await expect.poll(() => profiles.totalCount()).toBe(filteredTotal);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 100);

  // Leaving the profiles pages resets the list.
  await page.getByRole('link', { name: 'Matches' }).click();
  await expect(page).toHaveURL(/\/matches$/);
  await page.getByRole('link', { name: 'Profiles' }).click();
  await expect(profiles.total()).toHaveText('1000 profiles found');
});

test('a non-premium member meets the photo block and the favourite upsell', async ({ page }) => {
  const profiles = new ProfilesPage(page);
  await profiles.signInAsDemo();
  await profiles.cards().first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);

  await expect(page.getByText('VIP photo').first()).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to see every photo' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to VIP' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText('VIP members get 20X more responses.');
  await upgrade.getByRole('button', { name: 'Not now' }).click();
  await expect(upgrade).toBeHidden();

  await page.getByRole('button', { name: /Favourite/ }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to VIP' })).toContainText('favourites');
  await expect(page.getByRole('dialog', { name: 'Upgrade to VIP' }).getByRole('link', { name: 'See VIP memberships' })).toHaveAttribute(
    'href',
    '/upgrade/premium',
  );
});

test('swipe right costs a like, undo gives it back, and liking on produces a match with a conversation', async ({ page }) => {
  const profiles = new ProfilesPage(page);
  await profiles.signInAsDemo();
  await page.getByRole('link', { name: 'Matches' }).click();
  const likesLeft = page.getByText(/likes? left$/);
  await expect(likesLeft).toBeVisible();
  const likes = () => likesLeft.innerText().then((text) => Number(text.replace(/[^\d]/g, '')));
  const match = page.getByRole('dialog', { name: "It's a match!" });
  /**
   * Likes the card on top; answers whether that like made a match. The page says "You liked"
   * at once and opens the match dialog with the server's answer, so wait for that answer
   * (the likes count drops) before looking for the dialog.
   */
  const like = async () => {
    const left = await likes();
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(likes).toBe(left - 1);
    await page.waitForLoadState('networkidle');
    return match.isVisible();
  };
  await expect.poll(likes).toBeGreaterThan(0);
  const before = await likes();

  if (await like()) await match.getByRole('button', { name: 'Keep swiping' }).click();
  await expect.poll(likes).toBe(before - 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(likes).toBe(before);

  // The keyboard passes on a card.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(/^You passed on /)).toBeVisible();

  let matched = false;
  for (let attempt = 0; attempt < 15 && !matched; attempt += 1) matched = await like();
  expect(matched).toBe(true);
  await expect(match.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', /\/messages\/chat\/\d+/);
});

test('editing the profile: a bad value is refused beside its field, a good one is saved', async ({ page }) => {
  const profiles = new ProfilesPage(page);
  await profiles.signInAsDemo();
  await page.goto('/user/edit');
  await profiles.dismissCompletionPopup();
  const about = page.getByLabel('About me');
  await about.fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(about).toHaveAttribute('aria-invalid', 'true');

  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('please enter a valid email address')).toBeVisible();
  await email.fill('demo@heartline.example');

  await about.fill('I like long walks and longer conversations.');
  const tags = page.getByLabel('What you are looking for (tags)');
  await tags.fill('humour');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.').first()).toBeVisible();
  await page.goto('/user');
  await profiles.dismissCompletionPopup();
  await expect(page.getByText('I like long walks and longer conversations.')).toBeVisible();
});

test('uploading a valid photo shows progress and then pending approval; a too small one is refused', async ({ page }) => {
  const profiles = new ProfilesPage(page);
  await profiles.signInAsDemo();
  await page.goto('/user');
  await profiles.dismissCompletionPopup();

  await page.getByLabel('Choose photos').setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(600, 300) });
  await expect(page.getByText('Mininum dimension is 640px x 360px')).toBeVisible();

  await page.getByLabel('Choose photos').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(1280, 960) });
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText('Your photo is uploaded and pending approval.')).toBeVisible();
  await expect(page.getByText('Pending approval').first()).toBeVisible();
});

test('on the 127.0.0.1 brand the cards show their portraits and heights in feet and inches', async ({ page }) => {
  const profiles = new ProfilesPage(page);
  await page.goto(`http://127.0.0.1:${E2E.shell}/sign-in`);
  await page.getByLabel('Username or email').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/profiles$/);
  const firstImage = profiles.cards().first().getByRole('img').first();
  await expect(firstImage).toBeVisible();
  await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(profiles.cards().first()).toContainText(/\d′ \d{1,2}″/);
});
