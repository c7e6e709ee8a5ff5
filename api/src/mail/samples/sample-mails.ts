// Every mail template with sample data, for a brand: what the outbox's templates page shows (and
// what the template tests render). The new-message notification is not sent yet; this is
// how it can be looked at before the messaging issue sends it.
import { truncateTo2, vatAmount } from '@heartline/contracts/rules';
import type { Brand } from '@heartline/contracts/schemas';
import { passwordResetLink } from '../../accounts/password-reset';
import { VERIFY_EMAIL_PATH } from '../../accounts/send-verification';
import type { MailDraft } from '../render-mail';
import { duplicateRefundMail } from '../templates/duplicate-refund-mail';
import { mailBrandOf } from '../templates/mail-brand';
import { newMessageMail, type NewMessageSender } from '../templates/new-message-mail';
import { passwordResetMail } from '../templates/password-reset-mail';
import { paymentFailedMail } from '../templates/payment-failed-mail';
import { renewalFailedMail } from '../templates/renewal-failed-mail';
import { receiptMail } from '../templates/receipt-mail';
import { verificationMail } from '../templates/verification-mail';

export const MAIL_TEMPLATE_NAMES = [
  'verification',
  'password-reset',
  'receipt',
  'renewal-failed',
  'payment-failed',
  'duplicate-refund',
  'new-message',
] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];

/** Each template's title on the templates page. */
export const MAIL_TEMPLATES: Record<MailTemplateName, string> = {
  verification: 'Email verification',
  'password-reset': 'Password reset',
  'renewal-failed': 'Renewal failed',
  'payment-failed': 'Payment failed after processing (checkout)',
  'duplicate-refund': 'Second charge refunded (checkout)',
  receipt: 'Receipt (checkout)',
  'new-message': 'New message (messaging, not sent yet)',
};

export interface SampleMailContext {
  brand: Brand;
  /** The API's origin as the request reached it: the verification link is there. */
  apiOrigin: string;
  /** The API's origin as the brand's pages reach it (brandApiOrigin): the logo is there, as in every mail. */
  assetOrigin: string;
  /** The brand's site the links return to. */
  siteUrl: string;
  now: Date;
  /** Who writes in the new-message sample: one of the brand's profiles when there is one. */
  sender?: NewMessageSender;
  /** Whose mail it is (the verification test puts a hostile name here). */
  username?: string;
}

export const SAMPLE_USERNAME = 'alex_morgan';
export const SAMPLE_RECIPIENT = 'alex.morgan@example.com';
export const SAMPLE_TOKEN = 'sample-token';
export const SAMPLE_CODE = '482913';
const SAMPLE_MESSAGE =
  "Hey you! I saw you like hiking too. Which trail would you take me on first? I promise I can keep up, and I'll bring the coffee if you bring the stories. Tell me about your last trip?";

/** A template's sample for a brand, to be rendered whole or in the part a page shows (render-mail.ts). */
export function sampleMail(template: MailTemplateName, context: SampleMailContext): MailDraft {
  const { apiOrigin, assetOrigin, siteUrl, now } = context;
  const brand = mailBrandOf(context.brand, { assetOrigin, siteUrl });
  const username = context.username ?? SAMPLE_USERNAME;
  const to = SAMPLE_RECIPIENT;
  switch (template) {
    case 'verification': {
      const link = new URL(VERIFY_EMAIL_PATH, apiOrigin);
      link.searchParams.set('token', SAMPLE_TOKEN);
      return verificationMail({ to, brand, username, link: link.href, code: SAMPLE_CODE });
    }
    case 'password-reset':
      return passwordResetMail({ to, brand, username, link: passwordResetLink(siteUrl, SAMPLE_TOKEN) });
    case 'receipt': {
      const product = context.brand.products.find((candidate) => candidate.interval === 0) ?? context.brand.products[0];
      const price = product?.price ?? 9.99;
      const vatPercent = product?.vat ?? 0;
      const vat = vatAmount(price, vatPercent);
      return receiptMail({
        to,
        brand,
        username,
        orderNumber: 'A-104817',
        paidAt: now,
        currencyCode: product?.currencyCode ?? 'EUR',
        lines: [{ description: product?.name ?? '20 credits', amount: price }],
        vat: { percent: vatPercent, amount: vat },
        total: truncateTo2(price + vat),
        paymentMethod: 'Visa ending in 4242',
        statementDescriptor: context.brand.defaultDescriptor,
        link: `${siteUrl}/profiles`,
      });
    }
    case 'renewal-failed':
      return renewalFailedMail({
        to,
        brand,
        username,
        membership: 'Monthly VIP',
        endsAt: new Date(now.getTime() + 86_400_000),
        reason: 'bank',
        paymentMethod: 'Visa ending in 4242',
        link: `${siteUrl}/upgrade/premium`,
      });
    case 'payment-failed':
      return paymentFailedMail({
        to,
        brand,
        username,
        description: '20 credits',
        amount: '€12.28',
        reason: 'bank',
        paymentMethod: 'Visa ending in 4242',
        link: `${siteUrl}/upgrade`,
      });
    case 'duplicate-refund':
      return duplicateRefundMail({
        to,
        brand,
        username,
        description: '20 credits',
        amount: '€12.28',
        paymentMethod: 'Visa card ending in 4242',
        link: `${siteUrl}/profiles`,
      });
    case 'new-message':
      return newMessageMail({
        to,
        brand,
        username,
        sender: context.sender ?? { name: 'wild_nina', age: 24, city: 'Galway', photoUrl: null },
        text: SAMPLE_MESSAGE,
        link: `${siteUrl}/messages/inbox`,
        settingsLink: `${siteUrl}/settings`,
      });
  }
}
