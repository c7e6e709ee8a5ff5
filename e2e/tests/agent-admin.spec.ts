// The agent console's admin side (issue 27 items 7 and 9): a member who deactivated the account is
// reactivated by an admin on /chat/members and signs in again at once; every console shortcut is
// in the '?' list; every console page passes axe at 1280 px and none is wider than a 768 px screen.
// The admin account is shared with other journeys: signInStaff takes its session over when needed.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember } from '../fixtures/accounts';
import { expectNoSeriousViolations } from '../fixtures/axe';
import { API_URL, apiSession } from '../fixtures/stack';
import { ADMIN, STAFF_VIEWPORT as DESKTOP, logOutStaff, signInStaff, staffPage } from '../fixtures/staff';
import { ShellPage } from '../pages/shell-page';

const NARROW = 768;

/** How far the page reaches past the right edge of a `width` px screen (0 when it fits). */
const sidewaysOverflow = (page: Page, width: number) =>
  page.evaluate((screenWidth) => Math.max(0, document.documentElement.scrollWidth - Math.min(window.innerWidth, screenWidth)), width);

/** Axe at 1280 px, then the same page on a 768 px screen: nothing wider than it. */
async function expectUsable(page: Page, view: string): Promise<void> {
  await expectNoSeriousViolations(page, `${view} at 1280 px`);
  await page.setViewportSize({ width: NARROW, height: DESKTOP.height });
  await expect.poll(() => sidewaysOverflow(page, NARROW), { message: `${view} is wider than a ${NARROW} px screen` }).toBe(0);
  await page.setViewportSize(DESKTOP);
}

/** A VIP member's new line to a Heartline profile, through the API: work waiting in the queue. */
async function memberWrites(): Promise<void> {
  const { token } = await apiSession('vip', 'vip12345');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listed = await fetch(`${API_URL}/profiles?limit=1`, { headers: { ...headers, 'x-api-key': 'hl_public_local' } });
  const { profiles } = (await listed.json()) as { profiles: Array<{ _id: string }> };
  const sent = await fetch(`${API_URL}/conversation/blank`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ key: randomUUID(), profileId: profiles[0]!._id, message: 'Anyone there for the admin journey?' }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  await fetch(`${API_URL}/authenticate`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
}

test('a member deactivates the account and cannot sign in; an admin reactivates it and the member signs in at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await createVerifiedMember('comeback');
  const shell = new ShellPage(page);
  await shell.signIn(member.username, member.password);
  await expect(page).toHaveURL(/\/profiles$/);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Deactivate account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' });
  await dialog.getByLabel('Your password').fill(member.password);
  await dialog.getByRole('button', { name: 'Deactivate my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await shell.signIn(member.username, member.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This account has been deactivated. Contact support to reactivate it.',
  );

  const admin = await staffPage(browser);
  await signInStaff(admin, ADMIN);
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Member accounts' })).toBeVisible();
  await admin.getByLabel('Username or email').fill(member.email);
  await admin.getByRole('button', { name: 'Find' }).click();
  const row = admin.getByTestId('member-row').filter({ hasText: member.username });
  await expect(row.getByText(/^Deactivated since /)).toBeVisible();
  await row.getByRole('button', { name: `Reactivate the account of ${member.username}` }).click();
  await expect(admin.locator('.Toastify').getByText('The account has been reactivated: the member can sign in again')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Reactivated .* by admin$/)).toBeVisible();

  await shell.signIn(member.username, member.password);
  await expect(page).toHaveURL(/\/profiles$/);
  await logOutStaff(admin);
  await admin.context().close();
});

test("every console shortcut is in the '?' list, and each console page passes axe at 1280 px and fits a 768 px screen", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await staffPage(browser);
  await page.goto('/chat/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectUsable(page, 'the staff sign-in');
  await signInStaff(page, ADMIN);

  // The queue, and the '?' dialog with every shortcut.
  await expect(page.getByTestId('queue-total')).toBeVisible();
  await expectUsable(page, 'the queue');
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const [keys, action] of [
    ['Alt+N', 'Claim the next conversation'],
    ['Enter', 'Send the reply'],
    ['Alt+Enter', 'Send the reply from anywhere on the page'],
    ['Alt+↓', 'Next conversation in the class'],
    ['Alt+↑', 'Previous conversation in the class'],
    ['Alt+R', 'Go to the reply box'],
    ['Alt+O', "Go to the notes (the member's first)"],
    ['Alt+P', 'Pause'],
  ]) {
    await expect(shortcuts.getByRole('row').filter({ has: page.getByText(keys, { exact: true }) })).toContainText(action);
  }
  await expectNoSeriousViolations(page, "the '?' dialog");
  await page.keyboard.press('Escape');
  await expect(shortcuts).toHaveCount(0);

  // A claimed conversation, by keyboard: start (Alt+S), claim (Alt+N), the notes (Alt+O), the reply box (Alt+R).
  await memberWrites();
  await page.keyboard.press('Alt+S');
  await expect(page.getByTestId('agent-status')).toHaveText('Online');
  await page.keyboard.press('Alt+N');
  const conversation = page.getByTestId('claimed-conversation');
  await expect(conversation).toBeVisible();
  await page.keyboard.press('Alt+O');
  await expect(page.locator('[data-note-box="user"]')).toBeFocused();
  await page.keyboard.press('Alt+R');
  await expect(page.getByLabel(/^Reply as /)).toBeFocused();
  await expectUsable(page, 'a claimed conversation');
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Offline');

  // The admin's pages.
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Lookup' }).click();
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText(/conversations? found\./)).toBeVisible();
  await expectUsable(page, 'the lookup');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: / with / })).toBeVisible();
  await expectUsable(page, 'a looked-up conversation');

  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByTestId('staff-row').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Replies today' })).toBeVisible();
  await expectUsable(page, 'the staff board');

  await nav.getByRole('link', { name: 'Photos' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectUsable(page, 'the photos to check');

  await nav.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Username or email').fill('demo');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('member-row').first()).toBeVisible();
  await expectUsable(page, 'the member accounts');
  await logOutStaff(page);
  await page.context().close();
});
