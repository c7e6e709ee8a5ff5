import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedMember, newMemberDetails, registerMember } from '../fixtures/accounts';
import { API_URL, apiSession } from '../fixtures/stack';
import { ShellPage } from '../pages/shell-page';

// The longest texts the contracts allow, without a space to break at, on a small screen: they
// wrap where they are instead of widening the page (issue 8). 480 px wide: at 320 px the
// signed-in header is already wider than the screen on its own, which is another matter.
const PHONE = { width: 480, height: 800 };

/** The text stays inside the viewport, and the page does not scroll sideways. */
async function withinViewport(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
}

test('/verify wraps a 254-character address', async ({ page }) => {
  const member = newMemberDetails('long_mail');
  // 64 characters before the @ and 254 in all: the most RFC 5321 (and the contracts) allow.
  const domain = `${'d'.repeat(58)}.${'e'.repeat(58)}.${'f'.repeat(58)}.mail.example`;
  const email = `${member.username}${'x'.repeat(64 - member.username.length)}@${domain}`;
  expect(email.length).toBeLessThanOrEqual(254);
  await registerMember({ ...member, email });

  await page.setViewportSize(PHONE);
  await new ShellPage(page).signIn(member.username, member.password);
  await expect(page).toHaveURL(/\/verify$/);
  const address = page.getByTestId('verify-address');
  await expect(address).toContainText(email);
  await withinViewport(page, address);
});

test('the own-profile form wraps a 30-character tag without spaces', async ({ page }) => {
  const member = await createVerifiedMember('long_tag');
  const tag = 'W'.repeat(30);
  const { token, id } = await apiSession(member.username, member.password);
  const saved = await fetch(`${API_URL}/user/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      gender: 'man',
      lookingForAge: { min: 25, max: 40 },
      aboutMe: 'W'.repeat(300),
      lookingForTags: [tag],
      email: member.email,
    }),
  });
  expect(saved.status).toBe(200);

  await page.setViewportSize(PHONE);
  const shell = new ShellPage(page);
  await shell.signIn(member.username, member.password);
  await expect(shell.currentUsername()).toHaveText(member.username);
  await page.goto('/user/edit');
  const chosen = page
    .getByRole('list', { name: /chosen$/ })
    .getByRole('listitem')
    .filter({ hasText: tag });
  await expect(chosen).toBeVisible();
  await withinViewport(page, chosen);
});
