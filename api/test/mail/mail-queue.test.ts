// Mail is a job: a slow SMTP server no longer holds sign-up up, and a refused mail is tried again.
// The SMTP server here (smtp-server on a free port) takes 1.5 s to accept each message and refuses
// the first one it is given.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../helpers/accounts';
import { setupTestApp } from '../helpers/app';

const SLOW_SMTP_MS = 1_500;
const accepted: { to: string; at: number }[] = [];
let attempts = 0;
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        attempts += 1;
        const refuse = attempts === 1;
        setTimeout(() => {
          if (refuse) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          accepted.push({ to: session.envelope.rcptTo[0]!.address, at: Date.now() });
          callback();
        }, SLOW_SMTP_MS);
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// The port is known only once the server listens: the app reads it when it is built (beforeAll order).
const t = setupTestApp({
  config: {
    get smtpUrl() {
      return `smtp://127.0.0.1:${port}`;
    },
  },
});

describe('the mail queue with a slow SMTP server', () => {
  it('answers sign-up before the server has the mail, and delivers it after the server refused it once', async () => {
    const member = await registerMember(t.app);
    const answeredAt = Date.now();
    expect(accepted.filter((mail) => mail.to === member.email)).toEqual([]);

    // The first attempt is refused (451): the job waits for its retry and is tried again.
    const deadline = Date.now() + 50_000;
    while (!accepted.some((mail) => mail.to === member.email) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const delivered = accepted.find((mail) => mail.to === member.email);
    expect(delivered).toBeDefined();
    expect(delivered!.at).toBeGreaterThan(answeredAt);
    expect(attempts).toBeGreaterThanOrEqual(2);
    // The server has the mail before the job is marked done (the queue records it once the
    // server's answer is read): wait for that, as a busy machine takes its time.
    const mailJob = async () => (await t.app.jobs.jobs('mail')).find((each) => (each.data as { to?: string }).to === member.email);
    await expect.poll(async () => (await mailJob())?.state, { timeout: 15_000 }).toBe('completed');
    expect((await mailJob())!.retryCount).toBeGreaterThanOrEqual(1);
  }, 70_000);
});
