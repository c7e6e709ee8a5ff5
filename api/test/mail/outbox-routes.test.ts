// The outbox as a developer reads it: GET /dev/outbox (page), /dev/outbox.json, one mail's page
// (its links, its HTML in a sandboxed frame, its text part), its HTML alone, the raw .eml, and
// every template with sample data at /dev/mail-templates.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/render-mail';
import { MAIL_TEMPLATE_NAMES, SAMPLE_RECIPIENT, sampleMail } from '../../src/mail/samples/sample-mails';
import { mailQueueDrained } from '../helpers/accounts';
import { setupTestApp } from '../helpers/app';

const outboxDir = await mkdtemp(join(tmpdir(), 'heartline-outbox-routes-'));
const t = setupTestApp({ config: { smtpUrl: undefined, outboxDir, mailFrom: 'Heartline <no-reply@heartline.local>' } });
afterAll(() => rm(outboxDir, { recursive: true, force: true }));

const VERIFY_LINK = 'http://localhost:3000/verify?token=abc&amp;x=1';

async function sampleContext(id: number) {
  const brand = (await t.app.brands.byId(id))!;
  return {
    brand,
    apiOrigin: 'http://localhost:4000',
    assetOrigin: 'http://localhost:4000',
    siteUrl: id === 1 ? 'http://localhost:3000' : 'http://127.0.0.1:3000',
    now: t.clock.now(),
  };
}

async function sendTwo() {
  await t.app.mail.send({
    to: 'ann@example.com',
    subject: 'Confirm your email address',
    text: 'Open http://localhost:3000/verify?token=abc&x=1',
    html: `<!doctype html><html><head><title>x</title></head><body><p>Hello <b>Ann</b></p><p><a href="${VERIFY_LINK}">Confirm my address</a></p></body></html>`,
    kind: 'verification',
  });
  // Mail is a job: each one reaches the outbox (at the clock's time) before the clock moves on.
  await mailQueueDrained(t.app);
  t.clock.advance(60_000);
  await t.app.mail.send({
    to: 'bob@example.com',
    subject: 'Reset your password',
    text: 'Reset',
    html: '<p>Reset <script>alert(1)</script></p>',
    kind: 'password-reset',
  });
  await mailQueueDrained(t.app);
}

describe('the outbox dev endpoints', () => {
  it('is the provider when SMTP_URL is not set', () => {
    expect(t.app.mail.kind).toBe('outbox');
  });

  it('lists the mails as JSON, newest first, filtered by recipient', async () => {
    await sendTwo();
    const all = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(all.statusCode).toBe(200);
    const mails = all.json().mails as Array<{
      id: string;
      to: string;
      subject: string;
      kind: string;
      html: string;
      text: string;
      createdAt: string;
    }>;
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your password', 'Confirm your email address']);
    expect(mails[1]).toMatchObject({
      to: 'ann@example.com',
      kind: 'verification',
      text: 'Open http://localhost:3000/verify?token=abc&x=1',
    });

    const ann = await t.app.inject({ method: 'GET', url: '/dev/outbox.json', query: { to: 'ANN@example.com' } });
    expect(ann.json().mails.map((mail: { to: string }) => mail.to)).toEqual(['ann@example.com']);
  });

  it('shows the list as a page with a link to each mail, newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const { mails } = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
    const html = response.body;
    expect(html.indexOf('Reset your password')).toBeLessThan(html.indexOf('Confirm your email address'));
    expect(html).toContain(`href="/dev/outbox/${mails[0].id}"`);
    expect(html).toContain(`href="/dev/outbox/${mails[1].id}.eml"`);

    const filtered = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=bob%40example.com' });
    expect(filtered.body).toContain('Reset your password');
    expect(filtered.body).not.toContain('Confirm your email address');
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=nobody%40example.com' })).body).toContain(
      'No mail to nobody@example.com yet.',
    );
  });

  it("shows one mail's page: recipient, subject and date, its links to follow, its HTML in a sandboxed frame and its text part", async () => {
    const { mails } = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json', query: { to: 'ann@example.com' } })).json();
    const response = await t.app.inject({ method: 'GET', url: `/dev/outbox/${mails[0].id}` });
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain('<dt>To</dt><dd>ann@example.com</dd>');
    expect(page).toContain('<dt>Subject</dt><dd>Confirm your email address</dd>');
    expect(page).toContain(`datetime="${mails[0].createdAt}"`);
    // Followed in this tab: the link as the mail has it, with its words.
    expect(page).toContain(`<a href="${VERIFY_LINK}">Confirm my address</a>`);
    const frames = page.match(/<iframe [^>]*>/g) ?? [];
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame).toContain(`src="/dev/outbox/${mails[0].id}.html"`);
      expect(frame).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    }
    expect(page).toContain('<pre class="text-part" aria-label="Plain-text part">Open http://localhost:3000/verify?token=abc&amp;x=1</pre>');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).not.toContain('script-src');
  });

  it("serves a mail's HTML as it was sent, under a sandboxing policy that allows inline styles and images and runs no script", async () => {
    const { mails } = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json', query: { to: 'bob@example.com' } })).json();
    const response = await t.app.inject({ method: 'GET', url: `/dev/outbox/${mails[0].id}.html` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('<p>Reset <script>alert(1)</script></p>');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain('sandbox allow-popups allow-popups-to-escape-sandbox');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('allow-scripts');
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/00000000-0000-4000-8000-000000000000.html' })).statusCode).toBe(404);
  });

  it('lists a mail from the platform with its button among the links to follow', async () => {
    await t.app.mail.send(await renderMail(sampleMail('password-reset', await sampleContext(2))));
    await mailQueueDrained(t.app);
    const [mail] = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json', query: { to: SAMPLE_RECIPIENT } })).json().mails;
    const page = (await t.app.inject({ method: 'GET', url: `/dev/outbox/${mail.id}` })).body;
    expect(page).toContain('<a href="http://127.0.0.1:3000/?token=sample-token&amp;reset-password">Choose a new password</a>');
    expect(page).toContain('<a href="mailto:care@velvethour.example">care@velvethour.example</a>');
  });

  it('shows every template with sample data for every brand, each HTML part in a sandboxed frame with its text part', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail-templates' });
    expect(response.statusCode).toBe(200);
    const page = response.body;
    for (const template of MAIL_TEMPLATE_NAMES) {
      expect(page).toContain(`id="template-${template}"`);
      for (const brandId of ['1', '2']) expect(page).toContain(`src="/dev/mail-templates/${brandId}/${template}"`);
    }
    expect(page).toContain('Subject: Confirm your email address for Heartline');
    expect(page).toContain('Subject: Confirm your email address for Velvet Hour');
    expect(page).toContain('Or enter this code on the verification page: 482913');
    expect(String(response.headers['content-security-policy'])).not.toContain('script-src');

    const receipt = await t.app.inject({ method: 'GET', url: '/dev/mail-templates/2/receipt' });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Thank you for your purchase');
    expect(receipt.body).toContain('Velvet Hour');
    expect(String(receipt.headers['content-security-policy'])).toContain('sandbox allow-popups');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail-templates/99/receipt' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail-templates/1/invoice' })).statusCode).toBe(400);
  });

  it('serves the raw RFC 5322 message at <id>.eml', async () => {
    const { mails } = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json', query: { to: 'ann@example.com' } })).json();
    const response = await t.app.inject({ method: 'GET', url: `/dev/outbox/${mails[0].id}.eml` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^To: ann@example\.com\r$/m);
    expect(response.body).toMatch(/^From: Heartline <no-reply@heartline\.local>\r$/m);
    expect(response.body).toMatch(/^Subject: Confirm your email address\r$/m);
  });

  it('answers 404 for a mail that is not there', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/00000000-0000-4000-8000-000000000000.eml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
