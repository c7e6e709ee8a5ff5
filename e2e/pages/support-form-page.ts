import { expect, type Locator, type Page } from '@playwright/test';

/** The message shown beside a control: in its own field block, and announced as its description. */
export async function expectFieldMessage(control: Locator, message: string | RegExp): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(message instanceof RegExp ? message : new RegExp(escapeRegExp(message)));
  // Beside the field: in the block that holds the control and its label, and visible.
  await expect(fieldBlock(control).getByText(message)).toBeVisible();
}

/** The block around a control that holds its label, hint and error. */
export function fieldBlock(control: Locator): Locator {
  return control.locator('xpath=..');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Counts the requests the page sends to the API's /customer-support. */
export function watchSupportRequests(page: Page): { count: () => number } {
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/customer-support' && request.method() === 'POST') sent += 1;
  });
  return { count: () => sent };
}

export interface ContactDetails {
  name: string;
  subject: 'Payment issues' | 'General inquiries' | 'Account deactivation' | 'Partnership inquiries';
  email: string;
  message: string;
}

/** The success panel that replaces a sent form. */
export class TicketPanel {
  readonly panel: Locator;
  readonly ticketNumber: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('ticket-panel');
    this.ticketNumber = this.panel.getByTestId('ticket-number');
  }

  heading() {
    return this.panel.getByRole('heading', { name: 'Thank you, your request has been received' });
  }

  async expectTicket(): Promise<string> {
    await expect(this.heading()).toBeVisible();
    await expect(this.ticketNumber).toHaveText(/^HL-\d+$/);
    return (await this.ticketNumber.textContent())!;
  }

  async sendAnother(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Send another request' }).click();
  }
}

/** /contact-us: the brand's support contacts and the contact form. */
export class ContactFormPage {
  readonly form: Locator;
  readonly name: Locator;
  readonly subject: Locator;
  readonly email: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly ticket: TicketPanel;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Contact form' });
    this.name = this.form.getByLabel('Your name');
    this.subject = this.form.getByLabel('Subject');
    this.email = this.form.getByLabel('Email address');
    this.message = this.form.getByLabel(/^Message/);
    this.submit = this.form.getByRole('button', { name: 'Send message' });
    this.ticket = new TicketPanel(page);
  }

  async open(url = '/contact-us'): Promise<void> {
    await this.page.goto(url);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(this.form).toBeVisible();
  }

  supportContacts() {
    return this.page.getByRole('complementary', { name: 'Customer support' });
  }

  async fill(details: ContactDetails): Promise<void> {
    await this.name.fill(details.name);
    await this.subject.selectOption({ label: details.subject });
    await this.email.fill(details.email);
    await this.message.fill(details.message);
  }
}

export interface AffiliateDetails {
  fullName: string;
  email: string;
  company: string;
  messenger: 'Skype' | 'Telegram' | 'WeChat';
  messengerId: string;
  country: string;
  years: string;
  geos: string;
}

/** /affiliates: the programme and the application form. */
export class AffiliateFormPage {
  readonly form: Locator;
  readonly trafficSources: Locator;
  readonly submit: Locator;
  readonly ticket: TicketPanel;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Affiliate application' });
    this.trafficSources = this.form.getByRole('group', { name: 'Traffic sources' });
    this.submit = this.form.getByRole('button', { name: 'Send application' });
    this.ticket = new TicketPanel(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/affiliates');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.form).toBeVisible();
  }

  async fill(details: AffiliateDetails): Promise<void> {
    await this.form.getByLabel('Full name').fill(details.fullName);
    await this.form.getByLabel('Email address').fill(details.email);
    await this.form.getByLabel(/^Company/).fill(details.company);
    await this.form.getByRole('combobox', { name: 'Messenger' }).selectOption({ label: details.messenger });
    await this.form.getByLabel('Messenger ID').fill(details.messengerId);
    await this.form.getByLabel('Country').fill(details.country);
    await this.form.getByLabel('Years of experience in affiliate marketing').fill(details.years);
    await this.form.getByLabel('GEOs you promote').fill(details.geos);
  }

  source(name: string): Locator {
    return this.trafficSources.getByRole('checkbox', { name, exact: true });
  }
}
