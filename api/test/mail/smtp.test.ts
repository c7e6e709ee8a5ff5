// With SMTP_URL the mail goes to a real SMTP server: here an smtp-server instance on a free port,
// which records the conversation's envelope and the message it received.
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailProvider } from '../../src/mail/create-mail-provider';
import type { MailProvider } from '../../src/mail/mail-provider';

interface Received {
  from: string;
  to: string[];
  data: string;
  user?: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    // Plain SMTP with a login, as a local relay would offer it.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
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

/** createMailProvider only tells which provider it picked. */
const silent = { info: () => undefined } as unknown as FastifyBaseLogger;

function smtpProvider(url: string): MailProvider & { close?(): void } {
  return createMailProvider({ smtpUrl: url, mailFrom: 'Heartline <no-reply@heartline.example>', outboxDir: '/nonexistent' }, silent);
}

describe('SMTP mail provider', () => {
  it('delivers the mail through an SMTP conversation: login, envelope and an HTML and text message', async () => {
    const mail = smtpProvider(`smtp://mailer:s3cret@127.0.0.1:${port}`);
    expect(mail.kind).toBe('smtp');
    await mail.send({
      to: 'ann@example.com',
      subject: 'Confirm your email address',
      text: 'Open http://localhost:3000/verify?token=abc',
      html: '<p><a href="http://localhost:3000/verify?token=abc">Confirm</a></p>',
      kind: 'verification',
    });
    mail.close?.();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.user).toBe('mailer');
    expect(message!.from).toBe('no-reply@heartline.example');
    expect(message!.to).toEqual(['ann@example.com']);
    expect(message!.data).toMatch(/^From: Heartline <no-reply@heartline\.example>\r$/m);
    expect(message!.data).toMatch(/^Subject: Confirm your email address\r$/m);
    expect(message!.data).toMatch(/^X-Heartline-Mail-Kind: verification\r$/m);
    expect(message!.data).toContain('Content-Type: text/plain');
    expect(message!.data).toContain('Content-Type: text/html');
  });

  it('rejects when the server refuses the login, so the caller knows the mail is not sent', async () => {
    const mail = smtpProvider(`smtp://mailer:wrong@127.0.0.1:${port}`);
    await expect(mail.send({ to: 'bob@example.com', subject: 's', text: 't', html: '<p>t</p>', kind: 'notification' })).rejects.toThrow(
      /Invalid username or password/,
    );
    mail.close?.();
  });

  it('rejects when no server listens', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mail = smtpProvider(`smtp://127.0.0.1:${freePort}`);
    await expect(mail.send({ to: 'bob@example.com', subject: 's', text: 't', html: '<p>t</p>', kind: 'notification' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
