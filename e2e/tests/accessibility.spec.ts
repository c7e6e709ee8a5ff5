import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/axe';
import { FIRST_VISIT_STORAGE } from '../fixtures/terms';
import { ShellPage } from '../pages/shell-page';
import { ContactFormPage } from '../pages/support-form-page';

/** Waits for a routed page to be there: its level-1 heading shown and the boot loader gone. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#boot-loader')).toBeHidden();
}

// Each page as it opens, on both brands at 390 and 1280 px, is held to every axe rule by the layout
// journeys (layout.spec.ts, the app manifests' page lists); these are the states a page only
// reaches by doing something (errors shown, a popup open, a first visit, a member to verify).
test.describe('axe finds no serious or critical violations', () => {
  test('on /contact-us after an empty submit', async ({ page }) => {
    const contact = new ContactFormPage(page);
    await contact.open();
    await contact.submit.click();
    await expect(contact.name).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, '/contact-us after an empty submit');
  });

  test.describe('on a first visit', () => {
    test.use({ storageState: FIRST_VISIT_STORAGE });

    test('with the terms popup over the landing page, and its bar on /sign-in', async ({ page }) => {
      await openPage(page, '/');
      await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toBeVisible();
      await expectNoSeriousViolations(page, 'terms popup');
      await openPage(page, '/sign-in');
      await expect(page.getByRole('complementary').getByRole('button', { name: 'I accept the terms and conditions' })).toBeVisible();
      await expectNoSeriousViolations(page, 'terms bar on /sign-in');
    });
  });

  test('on the not-found view', async ({ page }) => {
    await openPage(page, '/no-such-page');
    await expect(page.getByTestId('not-found-text')).toBeVisible();
    await expectNoSeriousViolations(page, 'not-found view');
  });

  test('with the sign-in popup open', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByLabel('Username or email')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in popup');
  });

  test('on /sign-up, on a step with errors shown', async ({ page }) => {
    await openPage(page, '/sign-up');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('group', { name: 'I am' }).getByText('This field is required')).toBeVisible();
    await expectNoSeriousViolations(page, '/sign-up (errors shown)');
  });

  test('on /verify for a member whose email is not verified', async ({ page }) => {
    await new ShellPage(page).signIn('newbie', 'newbie12345');
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByRole('button', { name: 'Resend email' })).toBeVisible();
    await expectNoSeriousViolations(page, '/verify');
  });

  test('on a profile page with its upgrade popup', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn('demo', 'demo12345');
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/profile\/\d+$/);
    await expect(page.getByText('VIP photo').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'profile page');
    await page.getByRole('button', { name: 'Upgrade to see every photo' }).click();
    await expect(page.getByRole('dialog', { name: 'Upgrade to VIP' })).toBeVisible();
    await expectNoSeriousViolations(page, 'upgrade popup');
  });
});

test.describe('keyboard', () => {
  test('from the landing page, Tab reaches the skip link, the header, and Sign in opens and Escape closes the dialog', async ({ page }) => {
    await openPage(page, '/');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    const home = page.getByRole('link', { name: 'Heartline home' });
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    const join = page.getByRole('banner').getByRole('link', { name: 'Join for free' });

    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(home).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(signIn).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(join).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(signIn).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('closing the sign-in dialog with Escape gives the focus back to the Sign in button', async ({ page }) => {
    await openPage(page, '/faq');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Where the keyboard user was: not thrown back to the top of the page.
    await expect(signIn).toBeFocused();
  });

  test('the sign-in on /sign-in can be done with the keyboard alone and lands on /profiles', async ({ page }) => {
    await openPage(page, '/sign-in');
    const username = page.getByRole('main').getByLabel('Username or email');
    await expect(username).toBeVisible();

    // The skip link takes the keyboard past the header, straight to the form.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(username).toBeFocused();
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('demo12345');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/profiles$/);
    await expect(new ShellPage(page).currentUsername()).toHaveText('demo');
  });
});
