// Mail goes through one interface: SMTP when SMTP_URL is set, otherwise a local outbox folder a
// developer reads at GET /dev/outbox (see README).
export const MAIL_KINDS = [
  'verification',
  'password-reset',
  'receipt',
  'renewal-failed',
  'payment-failed',
  'duplicate-refund',
  'notification',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Every mail has both parts, rendered from one template (render-mail.ts, templates/). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for; the outbox lists it, tests find mails by it. */
  kind: MailKind;
}

export interface MailProvider {
  readonly kind: 'smtp' | 'outbox';
  /**
   * The providers (SMTP, outbox): resolves once the server or the outbox accepted the mail, rejects
   * when it could not. `app.mail` (mail-queue.ts): resolves once the mail is queued.
   */
  send(message: MailMessage): Promise<void>;
}
