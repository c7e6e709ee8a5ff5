// Mail goes through one interface: SMTP when SMTP_URL is set, otherwise a local outbox folder a
// developer reads at GET /dev/outbox (see README).
export const MAIL_KINDS = ['verification', 'password-reset', 'receipt', 'notification'] as const;
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
  /** Resolves once the server (or the outbox) has accepted the mail; rejects when it could not. */
  send(message: MailMessage): Promise<void>;
}
