import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember, linkIn, waitForMail } from '../fixtures/accounts';
import { API_URL, apiSession, setApiRunning } from '../fixtures/stack';
import { ShellPage } from '../pages/shell-page';

async function openSignInPopup(page: Page) {
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page.getByRole('dialog', { name: 'Sign in' });
}

test('password reset end to end: the link signs the member in, asks for a new password, and only the new one works', async ({ page }) => {
  const member = await createVerifiedMember('forgetful');
  const shell = new ShellPage(page);
  const signIn = await openSignInPopup(page);
  await signIn.getByRole('button', { name: 'Forgot your password?' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset your password' });
  await reset.getByLabel('Email address').fill(member.email);
  await reset.getByRole('button', { name: 'Send the link' }).click();
  await expect(reset.getByText(`If an account exists for ${member.email}`)).toBeVisible();

  const link = linkIn(await waitForMail(member.email, 'password-reset'), 'reset-password');
  await page.goto(link);
  const choose = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(choose).toBeVisible();
  await expect(shell.currentUsername()).toHaveText(member.username);
  await choose.getByLabel('New password', { exact: true }).fill('second-pass-456');
  await choose.getByLabel('Repeat the new password').fill('second-pass-456');
  await choose.getByRole('button', { name: 'Save the new password' }).click();
  await expect(shell.toast('Your new password is set.')).toBeVisible();
  await expect(choose).toBeHidden();

  await shell.logOut();
  await shell.signIn(member.username, member.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid credentials: please check your username and password.');
  await shell.signIn(member.username, 'second-pass-456');
  await expect(page).toHaveURL(/\/profiles$/);

  // The link dies with the password it was made for.
  await shell.logOut();
  await page.goto(link);
  await expect(shell.currentUsername()).toHaveCount(0);
});

test('a member signs in with their email address instead of the username, on the page and in the popup', async ({ page }) => {
  const member = await createVerifiedMember('byemail');
  const shell = new ShellPage(page);
  await shell.signIn(member.email.toUpperCase(), member.password);
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(shell.currentUsername()).toHaveText(member.username);

  await shell.logOut();
  const signIn = await openSignInPopup(page);
  await signIn.getByLabel('Username or email').fill(member.email);
  await signIn.getByLabel('Password', { exact: true }).fill(member.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn).toBeHidden();
  await expect(shell.currentUsername()).toHaveText(member.username);
});

test('single sign-on with consent signs the member in', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with Heartline ID' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with your Heartline ID' })).toBeVisible();
  await page.getByLabel('Email address').fill('demo@heartline.example');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is not correct.')).toBeVisible();
  await page.getByLabel('Password').fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Allow / })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(shell.currentUsername()).toHaveText('demo');
});

test('a new member creates a Heartline ID with their address and signs in with it', async ({ page }) => {
  const member = await createVerifiedMember('ssonew');
  const shell = new ShellPage(page);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with Heartline ID' }).click();
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page.getByRole('heading', { name: 'Create your Heartline ID' })).toBeVisible();
  await page.getByLabel('Your name').fill('New Member');
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill('heartline-id-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(shell.currentUsername()).toHaveText(member.username);
});

test('single sign-on denied goes home with the consent message; an unknown identity is sent to sign up', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with Heartline ID' }).click();
  await page.getByLabel('Email address').fill('demo@heartline.example');
  await page.getByLabel('Password').fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(shell.toast('Sign-in needs your consent to share your name and email address.')).toBeVisible();
  await shell.expectSignedOut();

  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with Heartline ID' }).click();
  await page.getByLabel('Email address').fill('stranger@heartline-id.example');
  await page.getByLabel('Password').fill('stranger12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(shell.toast('No account uses this login yet, please register first.')).toBeVisible();
});

test('a password change in one browser logs out the member signed in elsewhere', async ({ browser }) => {
  const member = await createVerifiedMember('twobrowsers');
  const here = await browser.newContext();
  const elsewhere = await browser.newContext();
  try {
    const page = await here.newPage();
    const other = await elsewhere.newPage();
    await new ShellPage(page).signIn(member.username, member.password);
    await expect(page).toHaveURL(/\/profiles$/);
    const socketOpen = other.waitForEvent('websocket', (socket) => socket.url().includes('/ws/user'));
    await new ShellPage(other).signIn(member.username, member.password);
    await expect(other).toHaveURL(/\/profiles$/);
    await socketOpen;

    await page.goto('/settings');
    await page.getByLabel('Current password').fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill('changed-pass-789');
    await page.getByLabel('Repeat the new password').fill('changed-pass-789');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(new ShellPage(page).toast('Your password has been changed. Other devices have been signed out.')).toBeVisible();

    await expect(other).toHaveURL(/\/$/);
    await expect(new ShellPage(other).toast('Your password was changed, please sign in again.')).toBeVisible();
    await new ShellPage(other).expectSignedOut();
    // The browser that changed it stays signed in.
    await page.reload();
    await expect(new ShellPage(page).currentUsername()).toHaveText(member.username);
  } finally {
    await here.close();
    await elsewhere.close();
  }
});

test('the user channel reconnects after an API restart and delivers again', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await createVerifiedMember('reconnect');
  await new ShellPage(page).signIn(member.username, member.password);
  await expect(page).toHaveURL(/\/profiles$/);
  await page.goto('/settings');
  const notify = page.getByRole('switch', { name: 'Notify me by e-mail when I get a new message' });
  await expect(notify).toBeChecked();

  const reopened = page.waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/ws/user'), timeout: 60_000 });
  await setApiRunning(false);
  await setApiRunning(true);
  await reopened;

  // A change made from another session reaches this page through the reconnected channel.
  const { token, id } = await apiSession(member.username, member.password);
  // The first retry may still find the API starting: the change reaches the page once the channel is back.
  await expect(async () => {
    const change = await fetch(`${API_URL}/user/${id}/notifications`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ notifyByEmail: false }),
    });
    expect(change.status).toBe(200);
    await expect(notify).not.toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
});

test('deactivating the account signs the member out and refuses the next sign-in', async ({ page }) => {
  const member = await createVerifiedMember('leaving');
  const shell = new ShellPage(page);
  await shell.signIn(member.username, member.password);
  await expect(page).toHaveURL(/\/profiles$/);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Deactivate account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Deactivate my account' }).click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(member.password);
  await dialog.getByRole('button', { name: 'Deactivate my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(shell.toast('Your account has been deactivated.')).toBeVisible();

  await shell.signIn(member.username, member.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This account has been deactivated. Contact support to reactivate it.',
  );
});
