// The outbox as a developer reads it: GET /dev/outbox (page), /dev/outbox.json, one mail's page
// with its HTML body, and the raw .eml.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';

const outboxDir = await mkdtemp(join(tmpdir(), 'heartline-outbox-routes-'));
const t = setupTestApp({ config: { smtpUrl: undefined, outboxDir, mailFrom: 'Heartline <no-reply@heartline.local>' } });
afterAll(() => rm(outboxDir, { recursive: true, force: true }));

const VERIFY_LINK = 'http://localhost:3000/verify?token=abc&amp;x=1';

async function sendTwo() {
  await t.app.mail.send({
    to: 'ann@example.com',
    subject: 'Confirm your email address',
    text: 'Open http://localhost:3000/verify?token=abc&x=1',
    html: `<!doctype html><html><head><title>x</title></head><body><p>Hello <b>Ann</b></p><p><a href="${VERIFY_LINK}">Confirm my address</a></p></body></html>`,
    kind: 'verification',
  });
  t.clock.advance(60_000);
  await t.app.mail.send({ to: 'bob@example.com', subject: 'Reset your password', text: 'Reset', html: '<p>Reset <script>alert(1)</script></p>', kind: 'password-reset' });
}

describe('the outbox dev endpoints', () => {
  it('is the provider when SMTP_URL is not set', () => {
    expect(t.app.mail.kind).toBe('outbox');
  });

  it('lists the mails as JSON, newest first, filtered by recipient', async () => {
    await sendTwo();
    const all = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(all.statusCode).toBe(200);
    const mails = all.json().mails as Array<{ id: string; to: string; subject: string; kind: string; html: string; text: string; createdAt: string }>;
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your password', 'Confirm your email address']);
    expect(mails[1]).toMatchObject({ to: 'ann@example.com', kind: 'verification', text: 'Open http://localhost:3000/verify?token=abc&x=1' });

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
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=nobody%40example.com' })).body).toContain('No mail to nobody@example.com yet.');
  });

  it("shows one mail's HTML body as is, with a header of recipient, subject and date, under a policy that runs no script", async () => {
    const { mails } = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json', query: { to: 'ann@example.com' } })).json();
    const response = await t.app.inject({ method: 'GET', url: `/dev/outbox/${mails[0].id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<a href="${VERIFY_LINK}">Confirm my address</a>`);
    expect(response.body).toContain('<dt>To</dt><dd>ann@example.com</dd>');
    expect(response.body).toContain('<dt>Subject</dt><dd>Confirm your email address</dd>');
    expect(response.body).toContain(`datetime="${mails[0].createdAt}"`);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toContain('script-src');
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
