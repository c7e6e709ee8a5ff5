// The local outbox: each mail is a real RFC 5322 message on disk, listed newest first.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailProvider, listOutbox, readOutboxEml, readOutboxMail } from '../../src/mail/outbox-mail';

describe('outbox mail provider', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'heartline-outbox-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml message and a .json record, and lists them newest first', async () => {
    let now = new Date('2026-11-21T10:00:00.000Z');
    const outbox = createOutboxMailProvider({ dir, from: 'Heartline <no-reply@heartline.local>', clock: () => now });
    expect(outbox.kind).toBe('outbox');

    await outbox.send({
      to: 'ann@example.com',
      subject: 'Confirm your email',
      text: 'Open https://x.example/verify?t=1',
      html: '<p><a href="https://x.example/verify?t=1">Confirm</a></p>',
      kind: 'verification',
    });
    now = new Date('2026-11-21T10:05:00.000Z');
    await outbox.send({
      to: 'Bob@Example.com',
      subject: 'Reset your password',
      text: 'Reset it',
      html: '<p>Reset it</p>',
      kind: 'password-reset',
    });

    const files = await readdir(dir);
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    expect(files.filter((name) => name.endsWith('.json'))).toHaveLength(2);
    expect(files.some((name) => name.startsWith('2026-11-21T10-05-00.000Z-') && name.endsWith('.eml'))).toBe(true);

    const all = await listOutbox(dir);
    expect(all.map((mail) => mail.subject)).toEqual(['Reset your password', 'Confirm your email']);
    expect(all[1]).toMatchObject({ to: 'ann@example.com', kind: 'verification', createdAt: '2026-11-21T10:00:00.000Z' });

    const forBob = await listOutbox(dir, { to: 'bob@example.com' });
    expect(forBob.map((mail) => mail.kind)).toEqual(['password-reset']);

    const first = all[1]!;
    expect(await readOutboxMail(dir, first.id)).toEqual(first);
    const eml = (await readOutboxEml(dir, first.id))!.toString('utf8');
    expect(eml).toMatch(/^From: Heartline <no-reply@heartline\.local>\r$/m);
    expect(eml).toMatch(/^To: ann@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: Confirm your email\r$/m);
    expect(eml).toMatch(/^Message-ID: <.+>\r$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(eml).toContain('\r\n\r\n');
    expect(await readFile(join(dir, `${first.id}.json`), 'utf8')).toContain('"kind": "verification"');
  });

  it('finds nothing for an unknown or malformed id, and an empty list for a missing folder', async () => {
    expect(await readOutboxMail(dir, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await readOutboxMail(dir, '../etc/passwd')).toBeNull();
    expect(await readOutboxEml(dir, '../../x')).toBeNull();
    expect(await listOutbox(join(dir, 'missing'))).toEqual([]);
  });
});
