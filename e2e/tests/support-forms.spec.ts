import { expect, test } from '@playwright/test';
import { E2E } from '../ports.mjs';
import { ShellPage } from '../pages/shell-page';
import {
  AffiliateFormPage,
  ContactFormPage,
  expectFieldMessage,
  fieldBlock,
  watchSupportRequests,
  type AffiliateDetails,
  type ContactDetails,
} from '../pages/support-form-page';

const ALEX: ContactDetails = {
  name: 'Alex Morgan',
  subject: 'Payment issues',
  email: 'alex@example.com',
  message: 'I was charged twice on 3 May.',
};

const DANA: AffiliateDetails = {
  fullName: 'Dana Reyes',
  email: 'dana@adnetwork.example',
  company: 'Reyes Media Ltd',
  messenger: 'Telegram',
  messengerId: '@dana_reyes',
  country: 'Portugal',
  years: '4',
  geos: 'PT, ES, BR',
};

test.describe('contact form', () => {
  test('submitted empty, every field says it is required and nothing is sent', async ({ page }) => {
    const contact = new ContactFormPage(page);
    const requests = watchSupportRequests(page);
    await contact.open();
    await contact.submit.click();
    for (const control of [contact.name, contact.subject, contact.email, contact.message]) {
      await expectFieldMessage(control, 'This field is required');
    }
    // The first field in error takes the focus, so a keyboard user starts where the problem is.
    await expect(contact.name).toBeFocused();
    await expect(contact.ticket.panel).toHaveCount(0);
    expect(requests.count()).toBe(0);
  });

  test('a bad email address is refused with its own message', async ({ page }) => {
    const contact = new ContactFormPage(page);
    const requests = watchSupportRequests(page);
    await contact.open();
    await contact.fill({ ...ALEX, email: 'alex@nowhere' });
    await contact.submit.click();
    await expectFieldMessage(contact.email, 'please enter a valid email address');
    await expect(contact.name).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests.count()).toBe(0);
  });

  test('the four subjects are offered', async ({ page }) => {
    const contact = new ContactFormPage(page);
    await contact.open();
    const subjects = await contact.subject.locator('option:not([disabled])').allTextContents();
    expect(subjects).toEqual(['Payment issues', 'General inquiries', 'Account deactivation', 'Partnership inquiries']);
  });

  test('a valid request shows its ticket number, the 48-hour promise and a success toast; a second gets another number', async ({
    page,
  }) => {
    const contact = new ContactFormPage(page);
    const shell = new ShellPage(page);
    const requests = watchSupportRequests(page);
    await contact.open();
    await contact.fill(ALEX);
    await contact.submit.click();

    const first = await contact.ticket.expectTicket();
    await expect(contact.ticket.panel).toContainText('Our team will reply to alex@example.com within 48 hours.');
    await expect(contact.ticket.heading()).toBeFocused();
    await expect(shell.toast('Thank you! We will get back to you within 48 hours.')).toBeVisible();
    await expect(contact.form).toHaveCount(0);
    expect(requests.count()).toBe(1);

    await contact.ticket.sendAnother();
    await expect(contact.form).toBeVisible();
    await contact.fill({ name: 'Sam Lee', subject: 'Account deactivation', email: 'sam@example.com', message: 'Please close my account.' });
    await contact.submit.click();
    const second = await contact.ticket.expectTicket();
    await expect(contact.ticket.panel).toContainText('Our team will reply to sam@example.com within 48 hours.');
    expect(second).not.toBe(first);
    expect(requests.count()).toBe(2);
  });

  test("on the 127.0.0.1 brand the page shows that brand's support contacts and the form still returns a ticket", async ({ page }) => {
    const contact = new ContactFormPage(page);
    await contact.open(`http://127.0.0.1:${E2E.shell}/contact-us`);
    const contacts = contact.supportContacts();
    await expect(contacts.getByRole('link', { name: 'care@velvethour.example' })).toHaveAttribute('href', 'mailto:care@velvethour.example');
    await expect(contacts).toContainText('+31 20 555 0187');
    await expect(contacts).toContainText('Every day, 10:00-22:00');
    await expect(contacts).toContainText('Europe/Amsterdam');
    await expect(contacts.locator('address')).toContainText('Amberlight Digital B.V.');
    await expect(contacts.locator('address')).toContainText('Herengracht 450, 1017 CA Amsterdam, The Netherlands');
    await expect(contacts).not.toContainText('Heartline Media Ltd.');
    await expect(contacts).not.toContainText('support@heartline.example');

    await contact.fill({ ...ALEX, subject: 'General inquiries' });
    await contact.submit.click();
    await contact.ticket.expectTicket();
  });

  test('when the API fails, a warning says the message could not be sent and the form keeps what was typed', async ({ page }) => {
    const contact = new ContactFormPage(page);
    const shell = new ShellPage(page);
    await page.route(
      (url) => url.pathname === '/customer-support',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) })
          : route.fallback(),
    );
    await contact.open();
    await contact.fill(ALEX);
    await contact.submit.click();

    await expect(shell.toast('Your message could not be sent, please try again later.')).toBeVisible();
    await expect(contact.ticket.panel).toHaveCount(0);
    await expect(contact.name).toHaveValue(ALEX.name);
    await expect(contact.subject).toHaveValue('payment-issues');
    await expect(contact.subject.locator('option:checked')).toHaveText(ALEX.subject);
    await expect(contact.email).toHaveValue(ALEX.email);
    await expect(contact.message).toHaveValue(ALEX.message);
    await expect(contact.submit).toBeEnabled();
  });
});

test.describe('affiliate form', () => {
  test('asks for at least one traffic source and sends nothing without one', async ({ page }) => {
    const affiliate = new AffiliateFormPage(page);
    const requests = watchSupportRequests(page);
    await affiliate.open();
    await affiliate.fill(DANA);
    await affiliate.submit.click();
    await expect(affiliate.trafficSources).toHaveAccessibleDescription(/Please select at least one/);
    await expect(fieldBlock(affiliate.trafficSources).getByText('Please select at least one')).toBeVisible();
    await expect(affiliate.ticket.panel).toHaveCount(0);
    expect(requests.count()).toBe(0);
  });

  test('a full valid application returns a ticket number', async ({ page }) => {
    const affiliate = new AffiliateFormPage(page);
    const shell = new ShellPage(page);
    const requests = watchSupportRequests(page);
    await affiliate.open();
    await affiliate.fill(DANA);
    await affiliate.source('SEO').check();
    await affiliate.source('Push').check();
    await affiliate.form.getByLabel('Other verticals you promote').fill('gaming');
    await affiliate.form.getByLabel('Anything else we should know').fill('About 40k clicks a day.');
    await affiliate.submit.click();

    await affiliate.ticket.expectTicket();
    await expect(affiliate.ticket.panel).toContainText('Our team will reply to dana@adnetwork.example within 48 hours.');
    await expect(shell.toast('Thank you! We will get back to you within 48 hours.')).toBeVisible();
    expect(requests.count()).toBe(1);
  });
});
