import { expect, type Page } from '@playwright/test';
import { ShellPage } from './shell-page';

/** A signed-in member on the profiles remote's screens. */
export class ProfilesPage {
  readonly shell: ShellPage;
  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  async signInAsDemo(): Promise<void> {
    await this.shell.signIn('demo', 'demo12345');
    await expect(this.page).toHaveURL(/\/profiles$/);
  }

  cards() {
    return this.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('img') });
  }

  /** The ages the cards show, in their order. */
  cardAges(): Promise<number[]> {
    return this.cards().evaluateAll((cards) => cards.map((card) => Number(card.querySelector('.profile-card-age')?.textContent ?? 0)));
  }

  total() {
    return this.page.getByText(/profiles? found$/);
  }

  async totalCount(): Promise<number> {
    const text = (await this.total().innerText()).replace(/[^\d]/g, '');
    return Number(text);
  }

  /** The profile-completion popup greets an incomplete profile; these journeys put it off. */
  async dismissCompletionPopup(): Promise<void> {
    const later = this.page.getByRole('dialog', { name: 'Complete your profile' }).getByRole('button', { name: 'Later' });
    if (await later.isVisible().catch(() => false)) await later.click();
  }
}
