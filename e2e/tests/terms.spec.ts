import { expect, test } from '@playwright/test';
import { TERMS_VERSION } from '../../shared-contracts/src/platform/constants';
import { createVerifiedMember, type NewMember } from '../fixtures/accounts';
import { API_URL, apiSession } from '../fixtures/stack';
import { FIRST_VISIT_STORAGE } from '../fixtures/terms';
import { ShellPage } from '../pages/shell-page';

// These journeys start in a browser that has never been here (the others have accepted already).
test.use({ storageState: FIRST_VISIT_STORAGE });

async function acceptedVersionOf(member: NewMember): Promise<string | null> {
  const { token, id } = await apiSession(member.username, member.password);
  const response = await fetch(`${API_URL}/user/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const user = (await response.json()) as { termsAccepted?: { version: string } | null };
  return user.termsAccepted?.version ?? null;
}

test('a first visit is greeted by the terms, readable in full, which must be accepted once per browser and member', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await createVerifiedMember('terms');
  await page.goto('/');
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(terms).toBeVisible();

  // The full terms open in a new tab, where they are readable (the popup is a bar there).
  const [full] = await Promise.all([
    page.context().waitForEvent('page'),
    terms.getByRole('link', { name: /Read the full terms and conditions/ }).click(),
  ]);
  await expect(full.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(full.getByRole('dialog')).toHaveCount(0);
  await expect(full.getByRole('complementary').getByRole('button', { name: 'I accept the terms and conditions' })).toBeVisible();
  await full.close();

  await terms.getByRole('button', { name: 'I accept the terms and conditions' }).click();
  await expect(terms).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toHaveCount(0);

  // Signed in, the acceptance made here is recorded on the member...
  expect(await acceptedVersionOf(member)).toBeNull();
  await new ShellPage(page).signIn(member.username, member.password);
  await expect(page).toHaveURL(/\/profiles$/);
  await expect.poll(() => acceptedVersionOf(member)).toBe(TERMS_VERSION);

  // ...so another device of theirs lets them sign in under a bar and then asks nothing.
  const elsewhere = await browser.newContext({ baseURL, storageState: FIRST_VISIT_STORAGE });
  try {
    const other = await elsewhere.newPage();
    await other.goto('/sign-in');
    await expect(other.getByRole('complementary').getByRole('button', { name: 'I accept the terms and conditions' })).toBeVisible();
    await expect(other.getByRole('dialog', { name: 'Terms and conditions' })).toHaveCount(0);
    await other.getByLabel('Username or email').fill(member.username);
    await other.getByLabel('Password', { exact: true }).fill(member.password);
    await other.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect(other).toHaveURL(/\/profiles$/);
    await expect(other.getByText(/profiles? found$/)).toBeVisible();
    await expect(other.getByRole('dialog', { name: 'Terms and conditions' })).toHaveCount(0);
    await expect(other.getByRole('complementary').getByRole('button', { name: 'I accept the terms and conditions' })).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }
});
