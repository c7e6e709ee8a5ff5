// The mail templates (api/src/mail/templates), rendered as they are sent: each in each brand's
// look (name, logo, primary colour), with a real button to the right address, a plain-text part
// that carries the same address, and whatever a member typed escaped.
import type { Brand } from '@heartline/contracts/schemas';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/mail/mail-provider';
import { renderMail } from '../../src/mail/render-mail';
import { brandLogoPath } from '../../src/mail/templates/mail-brand';
import { messageExcerpt, NEW_MESSAGE_EXCERPT_MAX_CHARS } from '../../src/mail/templates/new-message-mail';
import { mailLinks } from '../../src/mail/outbox-pages/mail-links';
import {
  MAIL_TEMPLATE_NAMES,
  SAMPLE_CODE,
  sampleMail,
  type MailTemplateName,
  type SampleMailContext,
} from '../../src/mail/samples/sample-mails';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp();

const API_ORIGIN = 'http://api.heartline.test:4000';
/** The API as the brand's pages reach it (brandApiOrigin): where every mail's logo is. */
const ASSET_ORIGIN = 'http://assets.heartline.test:4000';
const SITE = { 1: 'http://localhost:3000', 2: 'http://127.0.0.1:3000' } as const;
const NOW = new Date('2026-11-21T18:30:00.000Z');

async function brand(id: 1 | 2): Promise<Brand> {
  const record = await t.app.brands.byId(id);
  if (!record?.theme) throw new Error(`brand ${id} has no theme`);
  return record;
}

async function context(id: 1 | 2, extra: Partial<SampleMailContext> = {}): Promise<SampleMailContext> {
  return { brand: await brand(id), apiOrigin: API_ORIGIN, assetOrigin: ASSET_ORIGIN, siteUrl: SITE[id], now: NOW, ...extra };
}

/** The button's words and where each template's button leads. */
const BUTTONS: Record<MailTemplateName, { words: string; href: (id: 1 | 2) => string }> = {
  verification: { words: 'Confirm my email address', href: () => `${API_ORIGIN}/verify-email?token=sample-token` },
  'password-reset': { words: 'Choose a new password', href: (id) => `${SITE[id]}/?token=sample-token&reset-password` },
  receipt: { words: 'Start chatting', href: (id) => `${SITE[id]}/profiles` },
  'renewal-failed': { words: 'See memberships', href: (id) => `${SITE[id]}/upgrade/premium` },
  'payment-failed': { words: 'Try again', href: (id) => `${SITE[id]}/upgrade` },
  'duplicate-refund': { words: 'Start chatting', href: (id) => `${SITE[id]}/profiles` },
  'new-message': { words: 'Read and reply', href: (id) => `${SITE[id]}/messages/inbox` },
};

/** The opening tag of the link whose words are `words`. */
function anchorTag(html: string, words: string): string {
  const link = mailLinks(html).find((candidate) => candidate.text === words);
  if (!link) throw new Error(`no link "${words}" in the mail`);
  const escapedHref = link.href.replace(/&/g, '&amp;');
  const tag = html
    .match(/<a\s[^>]*>/g)
    ?.find((candidate) => candidate.includes(`href="${escapedHref}"`) && candidate.includes('background-color'));
  if (!tag) throw new Error(`no button for ${link.href}`);
  return tag;
}

describe('the mail templates', () => {
  for (const id of [1, 2] as const) {
    for (const template of MAIL_TEMPLATE_NAMES) {
      it(`renders the ${template} mail of brand ${id} with its name, logo and primary colour, and a button to the right address`, async () => {
        const record = await brand(id);
        const mail: MailMessage = await renderMail(sampleMail(template, await context(id)));
        const { productName } = record;
        expect(mail.subject).toContain(productName);
        expect(mail.html).toContain(productName);
        expect(mail.text).toContain(productName);
        expect(mail.html).toContain(`src="${ASSET_ORIGIN}${brandLogoPath(record._id)}"`);
        const button = anchorTag(mail.html, BUTTONS[template].words);
        expect(button).toContain(`href="${BUTTONS[template].href(id).replace(/&/g, '&amp;')}"`);
        expect(button).toContain(`background-color:${record.theme!.palette.light.primary}`);
        // The plain-text part: the same address, words and no markup.
        expect(mail.text).toContain(`${BUTTONS[template].words} ${BUTTONS[template].href(id)}`);
        expect(mail.text).not.toMatch(/<\/?(?:table|td|a|p|div)\b/i);
        // The footer: how to reach support, and who runs the brand.
        expect(mail.text).toContain(record.customerSupport.email);
        expect(mail.text).toContain(record.company.name);
        expect(mail.html).toContain(`href="mailto:${record.customerSupport.email}"`);
      });
    }
  }

  it("draws each brand in its own colours: another brand's primary colour is nowhere in the mail", async () => {
    const [heartline, velvet] = [await brand(1), await brand(2)];
    const heartlineMail = await renderMail(sampleMail('verification', await context(1)));
    const velvetMail = await renderMail(sampleMail('verification', await context(2)));
    expect(heartlineMail.html).not.toContain(velvet.theme!.palette.light.primary);
    expect(velvetMail.html).not.toContain(heartline.theme!.palette.light.primary);
    expect(velvetMail.html).not.toContain('Heartline');
  });

  it('draws a brand stored without a theme in a neutral look, its name in place of the logo', async () => {
    const { theme: _theme, ...withoutTheme } = await brand(2);
    const mail = await renderMail(
      sampleMail('password-reset', {
        brand: withoutTheme,
        apiOrigin: API_ORIGIN,
        assetOrigin: ASSET_ORIGIN,
        siteUrl: SITE[2],
        now: NOW,
      }),
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Velvet Hour');
    expect(anchorTag(mail.html, 'Choose a new password')).toContain('href="http://127.0.0.1:3000/?token=sample-token&amp;reset-password"');
  });

  it('gives the verification code in both parts, on the line the verification page names', async () => {
    const mail = await renderMail(sampleMail('verification', await context(1)));
    expect(mail.text).toContain(`Or enter this code on the verification page: ${SAMPLE_CODE}`);
    expect(mail.html).toContain(SAMPLE_CODE);
    expect(mail.text).toContain('valid for 24 hours');
  });

  it('escapes what members typed: a username with a script tag stays text', async () => {
    const username = '<script>alert("x")</script>';
    for (const template of MAIL_TEMPLATE_NAMES) {
      const mail = await renderMail(sampleMail(template, await context(1, { username })));
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.text).toContain(`Hello ${username}`);
    }
  });

  it("escapes a sender's name in the new-message mail and quotes only the first words of the message", async () => {
    const sender = { name: '<img src=x onerror=alert(1)>', age: 31, city: 'Cork', photoUrl: null };
    const mail = await renderMail(sampleMail('new-message', await context(1, { sender })));
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.subject).toBe('<img src=x onerror=alert(1)> sent you a message on Heartline');
    expect(mail.text).toContain('Hey you! I saw you like hiking too.');
    expect(mail.text).not.toContain('Tell me about your last trip?');
    expect(mail.text).toContain('Turn them off in your settings http://localhost:3000/settings');
  });

  it('shortens a message to the excerpt length on whole characters', () => {
    expect(messageExcerpt('  Hi\n\nthere  ')).toBe('Hi there');
    const long = `${'😉'.repeat(NEW_MESSAGE_EXCERPT_MAX_CHARS)}!`;
    const excerpt = messageExcerpt(long);
    expect(Array.from(excerpt)).toHaveLength(NEW_MESSAGE_EXCERPT_MAX_CHARS);
    expect(excerpt.endsWith('😉…')).toBe(true);
  });

  it("lists the receipt's lines, VAT and total in the brand's currency, with the name on the card statement", async () => {
    const heartline = await renderMail(sampleMail('receipt', await context(1)));
    expect(heartline.text).toContain('20 credits');
    expect(heartline.text).toContain('€9.99');
    expect(heartline.text).toContain('VAT (23 %)');
    expect(heartline.text).toContain('€2.29');
    expect(heartline.text).toContain('€12.28');
    expect(heartline.text).toContain('HEARTLINE*MEDIA');
    // Paid at 18:30 UTC is 18:30 in Dublin in November, in the brand's time zone.
    expect(heartline.text).toContain('21 November 2026 at 18:30 GMT');

    const velvet = await renderMail(sampleMail('receipt', await context(2)));
    expect(velvet.text).toContain('$14.99');
    expect(velvet.text).toContain('AMBERLIGHT*VELVET');
    expect(velvet.text).toContain('19:30 CET');
  });
});
