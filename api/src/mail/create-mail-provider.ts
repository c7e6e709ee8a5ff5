// Picks the mail provider from the configuration: SMTP when SMTP_URL is set, the outbox otherwise.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { MailProvider } from './mail-provider';
import { createOutboxMailProvider } from './outbox-mail';
import { createSmtpMailProvider } from './smtp-mail';

export function createMailProvider(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>,
  log: FastifyBaseLogger,
  clock?: () => Date,
): MailProvider & { close?(): void } {
  if (config.smtpUrl) {
    log.info({ server: new URL(config.smtpUrl).host }, 'mail: sending through SMTP');
    return createSmtpMailProvider(config.smtpUrl, config.mailFrom);
  }
  log.info({ outbox: config.outboxDir }, 'mail: SMTP_URL is not set, mails go to the local outbox (GET /dev/outbox)');
  return createOutboxMailProvider({ dir: config.outboxDir, from: config.mailFrom, clock, log });
}
