import { expect, type Page } from '@playwright/test';
import type { NewMember } from '../fixtures/accounts';

export interface SignUpOptions {
  /** Type key by key, as a person does (the local captcha v3 trusts it); otherwise paste-fast `fill`. */
  typeLikeAPerson?: boolean;
  birthday?: string;
  city?: { search: string; pick: string };
}

/** /sign-up, step by step, as a member sees it. */
export class SignUpPage {
  constructor(readonly page: Page) {}

  step(name: string) {
    return this.page.getByRole('heading', { level: 2, name });
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next' }).click();
  }

  private async write(label: string, value: string, typeLikeAPerson: boolean): Promise<void> {
    const field = this.page.getByLabel(label, { exact: true });
    if (typeLikeAPerson) {
      await field.click();
      await field.pressSequentially(value, { delay: 15 });
    } else {
      await field.fill(value);
    }
  }

  async fillIdentity(): Promise<void> {
    await this.page.getByRole('group', { name: 'I am' }).getByRole('radio', { name: 'a man' }).check();
    await this.page.getByRole('group', { name: 'Looking for' }).getByRole('radio', { name: 'women' }).check();
  }

  /** The day, month and year boxes, in whatever order the brand's locale puts them. */
  birthdayBoxes() {
    const group = this.page.getByRole('group', { name: 'Date of birth' });
    return { group, day: group.getByLabel('Day'), month: group.getByLabel('Month'), year: group.getByLabel('Year') };
  }

  async fillAge(birthday = '1990-05-04'): Promise<void> {
    const [year = '', month = '', day = ''] = birthday.split('-');
    const boxes = this.birthdayBoxes();
    await boxes.day.fill(day);
    await boxes.month.fill(month);
    await boxes.year.fill(year);
    await this.page.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }).check();
  }

  async fillLocation(city = { search: 'Dubl', pick: 'Dublin' }): Promise<void> {
    await this.page.getByRole('combobox', { name: 'City' }).pressSequentially(city.search, { delay: 30 });
    await this.page
      .getByRole('option', { name: new RegExp(`^${city.pick}`) })
      .first()
      .click();
  }

  async fillAccount(member: NewMember, typeLikeAPerson: boolean): Promise<void> {
    await this.write('Username', member.username, typeLikeAPerson);
    await this.write('Email address', member.email, typeLikeAPerson);
    await this.write('Password', member.password, typeLikeAPerson);
  }

  async acceptTerms(): Promise<void> {
    await this.page.getByRole('checkbox', { name: 'I have read and accept the Terms and the Privacy policy' }).check();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  /** Every step with valid answers, up to (not including) Create account. */
  async fillEveryStep(member: NewMember, options: SignUpOptions = {}): Promise<void> {
    await this.page.goto('/sign-up');
    await expect(this.step('About you')).toBeVisible();
    await this.fillIdentity();
    await this.next();
    await expect(this.step('Your age')).toBeVisible();
    await this.fillAge(options.birthday);
    await this.next();
    await expect(this.step('Where you live')).toBeVisible();
    await this.fillLocation(options.city);
    await this.next();
    await expect(this.step('Your account')).toBeVisible();
    await this.fillAccount(member, options.typeLikeAPerson ?? false);
    await this.next();
    await expect(this.step('Terms')).toBeVisible();
    await this.acceptTerms();
  }
}
