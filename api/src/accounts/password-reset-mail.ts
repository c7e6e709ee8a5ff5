// The password reset email: a link to the brand's site that signs the member in and opens the
// form for a new password (member spec §2: a token together with the reset-password query).
import { PASSWORD_RESET_TTL_MS } from '@heartline/contracts/rules';
import type { MailMessage } from '../mail/mail-provider';
import { escapeHtml } from './mail-html';

export interface PasswordResetMailInput {
  to: string;
  productName: string;
  username: string;
  link: string;
}

const PASSWORD_RESET_TTL_MINUTES = PASSWORD_RESET_TTL_MS / 60_000;

/** `<origin>/?token=<token>&reset-password`. */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}/?token=${encodeURIComponent(token)}&reset-password`;
}

export function passwordResetMail({ to, productName, username, link }: PasswordResetMailInput): MailMessage {
  const subject = `Reset your ${productName} password`;
  const text = [
    `Hello ${username},`,
    '',
    `Someone asked to reset the password of your ${productName} account. To choose a new password, open this link:`,
    '',
    link,
    '',
    `The link is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes and can be used once. If you did not ask for it, ignore this email: your password stays as it is.`,
    '',
    `The ${productName} team`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(username)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(productName)} account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes and can be used once. If you did not ask for it, ignore this email: your password stays as it is.</p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>The ${escapeHtml(productName)} team</p>
</body></html>`;
  return { to, subject, text, html, kind: 'password-reset' };
}
