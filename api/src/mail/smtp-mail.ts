// Mail through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example:587 or smtps://...).
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailMessage, MailProvider } from './mail-provider';

/** Gives up on an unreachable or silent server instead of holding the request that sends. */
const SMTP_TIMEOUT_MS = 15_000;

export function createSmtpMailProvider(smtpUrl: string, from: string): MailProvider & { close(): void } {
  // The URL's own settings (e.g. ?connectionTimeout=) win over these defaults.
  const options: SMTPTransport.Options & { url: string } = {
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
  const transport = nodemailer.createTransport(options);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'X-Heartline-Mail-Kind': message.kind },
      });
    },
    close() {
      transport.close();
    },
  };
}
