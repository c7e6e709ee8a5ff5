// The checkout's card form as a member fills it: a US billing address (ZIP 90210, whose state the
// form looks up and shows beside the field) and the terms accepted. The sandbox's test cards are
// in the README.
import { expect, type Page } from '@playwright/test';

export async function fillCardForm(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Anna Byrne');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YY)').fill('39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('ZIP or postal code').fill('90210');
  await expect(page.getByLabel('ZIP or postal code')).toHaveAccessibleDescription('State: CA');
  await page.getByLabel('City').fill('Los Angeles');
  const terms = page.locator('form.card-form').getByRole('checkbox', { name: /terms and conditions/ });
  if (!(await terms.isChecked())) await terms.check();
}
