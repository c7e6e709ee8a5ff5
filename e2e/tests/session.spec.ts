import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';
import { autologinToken, memberId } from '../fixtures/stack';

test('demo signs in and out', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('demo', 'demo12345');
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(shell.currentUsername()).toHaveText('demo');
  await expect(page.getByTestId('credits')).toHaveText('20 credits');
  // The logo leads to the profiles while signed in.
  await expect(page.getByRole('link', { name: 'Heartline home' })).toHaveAttribute('href', '/profiles');

  await page.reload();
  await expect(shell.currentUsername()).toHaveText('demo');

  await shell.logOut();
  await expect(page).toHaveURL(/\/$/);
  await shell.expectSignedOut();
  await page.goto('/profiles');
  await expect(page).toHaveURL(/\/$/);
});

test('empty fields send nothing and warn', async ({ page }) => {
  const shell = new ShellPage(page);
  let attempts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/authenticate') && request.method() === 'POST') attempts += 1;
  });
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page.getByText('Please enter your username or email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(shell.toast('Invalid credentials: please enter your username and password.')).toBeVisible();
  expect(attempts).toBe(0);
});

test('a wrong password says invalid credentials', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('demo', 'not-the-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid credentials: please check your username and password.');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the sign-in popup opens from the header and signs in', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username or email').fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('demo12345');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(dialog).toBeHidden();
});

test('an unverified member is held on /verify', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('newbie', 'newbie12345');
  await expect(page).toHaveURL(/\/verify$/);
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/verify$/);
  // Told why, rather than left on /verify without a word.
  await expect(
    page.getByText('Confirm your email address to go on: the page you asked for opens as soon as it is confirmed.'),
  ).toBeVisible();
});

test('logging out in one tab logs out the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await new ShellPage(first).signIn('demo', 'demo12345');
  await expect(first).toHaveURL(/\/profiles$/);
  await second.goto('/profiles');
  await expect(new ShellPage(second).currentUsername()).toHaveText('demo');

  await new ShellPage(first).logOut();
  await expect(second).toHaveURL(/\/$/);
  await new ShellPage(second).expectSignedOut();
});

test("a visitor's page takes over a session signed in in another tab when it starts the router", async ({ context }) => {
  const visitor = await context.newPage();
  await visitor.goto('/faq');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const other = await context.newPage();
  await new ShellPage(other).signIn('demo', 'demo12345');
  await expect(other).toHaveURL(/\/profiles$/);

  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Prices' }).click();
  await expect(visitor).toHaveURL(/\/prices$/);
  await expect(new ShellPage(visitor).currentUsername()).toHaveText('demo');
});

test('auto-login with ?token= signs the member in', async ({ page }) => {
  const token = await autologinToken(await memberId('demo', 'demo12345'), 600);
  await page.goto(`/profiles?token=${token}`);
  await expect(new ShellPage(page).currentUsername()).toHaveText('demo');
  await expect(page).toHaveURL(/\/profiles$/);
});

test('auto-login with an expired token says token expired and goes to /', async ({ page }) => {
  const token = await autologinToken(await memberId('demo', 'demo12345'), -60);
  await page.goto(`/faq?token=${token}`);
  await expect(new ShellPage(page).toast('token expired')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await new ShellPage(page).expectSignedOut();
});
