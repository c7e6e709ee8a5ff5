import { expect, type Page } from '@playwright/test';

/** What every journey does with the shell: sign in on /sign-in, read who is signed in, log out. */
export class ShellPage {
  constructor(readonly page: Page) {}

  async signIn(username: string, password: string): Promise<void> {
    await this.page.goto('/sign-in');
    await this.page.getByLabel('Username or email').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  }

  currentUsername() {
    return this.page.getByTestId('current-username');
  }

  async logOut(): Promise<void> {
    await this.page.getByRole('button', { name: /Account menu for/ }).click();
    await this.page.getByRole('button', { name: 'Log out' }).click();
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.page.getByRole('link', { name: 'Join for free' }).first()).toBeVisible();
    await expect(this.currentUsername()).toHaveCount(0);
  }

  toast(text: string | RegExp) {
    return this.page.locator('.Toastify').getByText(text);
  }
}
