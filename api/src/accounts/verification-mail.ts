// The verification email: names the brand, carries the link and the code, says how long both last.
import { VERIFICATION_TTL_MS } from '@heartline/contracts/rules';
import type { MailMessage } from '../mail/mail-provider';
import { escapeHtml } from './mail-html';

export interface VerificationMailInput {
  to: string;
  productName: string;
  username: string;
  link: string;
  code: string;
}

export const VERIFICATION_TTL_HOURS = VERIFICATION_TTL_MS / 3_600_000;

export function verificationMail({ to, productName, username, link, code }: VerificationMailInput): MailMessage {
  const subject = `Confirm your email address for ${productName}`;
  const text = [
    `Hello ${username},`,
    '',
    `Please confirm your email address to start using ${productName}.`,
    '',
    `Open this link: ${link}`,
    '',
    `Or enter this code on the verification page: ${code}`,
    '',
    `The link and the code are valid for ${VERIFICATION_TTL_HOURS} hours. If you did not sign up for ${productName}, ignore this email.`,
    '',
    `The ${productName} team`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(username)},</p>
<p>Please confirm your email address to start using ${escapeHtml(productName)}.</p>
<p><a href="${escapeHtml(link)}">Confirm my email address</a></p>
<p>Or enter this code on the verification page: <strong style="font-size: 1.4em; letter-spacing: 0.2em">${escapeHtml(code)}</strong></p>
<p>The link and the code are valid for ${VERIFICATION_TTL_HOURS} hours. If you did not sign up for ${escapeHtml(productName)}, ignore this email.</p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>The ${escapeHtml(productName)} team</p>
</body></html>`;
  return { to, subject, text, html, kind: 'verification' };
}
