// The local outbox used when SMTP_URL is not set: each mail is built by nodemailer into a real
// RFC 5322 message and written as `<iso-time>-<id>.eml`, with `<id>.json` beside it for listing.
// Read back by the dev endpoints (routes/dev-outbox.ts) and by tests.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailKind, MailMessage, MailProvider } from './mail-provider';

/** What `<id>.json` holds. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
  /** ISO 8601. */
  createdAt: string;
}

const ID_PATTERN = /^[0-9a-f-]{36}$/;
const EML_PATTERN = /^(.+)-([0-9a-f-]{36})\.eml$/;

/** `2026-11-21T09:48:30.123Z` → `2026-11-21T09-48-30.123Z`: sorts like the time, valid on every file system. */
function fileTime(date: Date): string {
  return date.toISOString().replace(/:/g, '-');
}

/** Writes a file whole or not at all, so a reader never sees half a mail. */
async function writeAtomically(path: string, content: string | Buffer): Promise<void> {
  const partial = `${path}.partial`;
  await writeFile(partial, content);
  await rename(partial, path);
}

export function createOutboxMailProvider(options: {
  dir: string;
  from: string;
  clock?: () => Date;
  log?: FastifyBaseLogger;
}): MailProvider {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const clock = options.clock ?? (() => new Date());
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const id = randomUUID();
      const createdAt = clock();
      const info = await builder.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: createdAt,
        headers: { 'X-Heartline-Mail-Kind': message.kind },
      });
      const raw = info.message as Buffer;
      const record: OutboxMail = {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        createdAt: createdAt.toISOString(),
      };
      await mkdir(options.dir, { recursive: true });
      // The .json first: a listed .eml always has its record.
      await writeAtomically(join(options.dir, `${id}.json`), `${JSON.stringify(record, null, 2)}\n`);
      await writeAtomically(join(options.dir, `${fileTime(createdAt)}-${id}.eml`), raw);
      // A developer running the API sees where to read it.
      options.log?.info({ to: message.to, kind: message.kind, outbox: `/dev/outbox/${id}` }, 'mail written to the outbox');
    },
  };
}

/** The outbox's .eml files, newest first (their names start with the time). */
async function emlFiles(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names
      .filter((name) => EML_PATTERN.test(name))
      .toSorted()
      .toReversed();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Mails in the outbox, newest first; `to` keeps those sent to that address (case-insensitive). */
export async function listOutbox(dir: string, filter: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  const to = filter.to?.trim().toLowerCase();
  const mails: OutboxMail[] = [];
  for (const name of await emlFiles(dir)) {
    const id = EML_PATTERN.exec(name)?.[2];
    const mail = id ? await readOutboxMail(dir, id) : null;
    if (!mail) continue;
    if (to && mail.to.toLowerCase() !== to) continue;
    mails.push(mail);
    if (filter.limit !== undefined && mails.length >= filter.limit) break;
  }
  return mails;
}

export async function readOutboxMail(dir: string, id: string): Promise<OutboxMail | null> {
  if (!ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as OutboxMail;
  } catch {
    return null;
  }
}

/** The raw RFC 5322 message of a mail, as written. */
export async function readOutboxEml(dir: string, id: string): Promise<Buffer | null> {
  if (!ID_PATTERN.test(id)) return null;
  const name = (await emlFiles(dir)).find((file) => file.endsWith(`-${id}.eml`));
  return name ? readFile(join(dir, name)) : null;
}
