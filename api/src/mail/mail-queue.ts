// The platform's mail goes through the job scheduler: `send` stores the mail as a job and answers
// at once, and a worker hands it to the provider (SMTP or the outbox), retrying with a growing
// delay while the server refuses or is unreachable. A slow or failing SMTP server no longer slows
// or fails the request that caused the mail (sign-up, a password reset, a payment).
import type { FastifyBaseLogger } from 'fastify';
import type { JobScheduler } from '../jobs/scheduler';
import { MAIL_KINDS, type MailMessage, type MailProvider } from './mail-provider';

export const MAIL_QUEUE = 'mail';
/** Retries after the first attempt: 10 s, 20 s, 40 s, 80 s, 160 s (with jitter), about 5 minutes in all. */
const MAIL_RETRY_LIMIT = 5;
const MAIL_RETRY_DELAY_SECONDS = 10;
/** A sent mail's job (which holds its links) is kept an hour, not the scheduler's week. */
const SENT_MAIL_KEPT_SECONDS = 3_600;
/** An SMTP conversation longer than this is taken as lost and tried again. */
const MAIL_SEND_EXPIRE_SECONDS = 120;

function isMailMessage(data: unknown): data is MailMessage {
  if (typeof data !== 'object' || data === null) return false;
  const mail = data as Record<string, unknown>;
  return (
    typeof mail.to === 'string' &&
    typeof mail.subject === 'string' &&
    typeof mail.text === 'string' &&
    typeof mail.html === 'string' &&
    (MAIL_KINDS as readonly unknown[]).includes(mail.kind)
  );
}

/** Defines the mail queue on the scheduler and answers the provider the domains send through. */
export function createQueuedMail(provider: MailProvider, jobs: JobScheduler, log: FastifyBaseLogger): MailProvider {
  jobs.define<MailMessage>(MAIL_QUEUE, {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds: MAIL_RETRY_DELAY_SECONDS,
    expireInSeconds: MAIL_SEND_EXPIRE_SECONDS,
    deleteAfterSeconds: SENT_MAIL_KEPT_SECONDS,
    async handler(message, job) {
      // A job that is not a mail (written by hand, or by an older version) is dropped, not retried.
      if (!isMailMessage(message)) {
        log.error({ jobId: job.id }, 'a mail job without a mail was dropped');
        return;
      }
      await provider.send(message);
    },
  });
  return {
    kind: provider.kind,
    async send(message) {
      const { to, subject, text, html, kind } = message;
      await jobs.send(MAIL_QUEUE, { to, subject, text, html, kind });
    },
  };
}
