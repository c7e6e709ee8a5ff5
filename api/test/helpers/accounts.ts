// Sign-up and mail helpers for the account route tests: captcha tokens obtained as a browser
// does, registration bodies that pass every rule, and the mails the outbox folder holds.
import type { CaptchaPowChallenge, CaptchaPowSolution } from '@heartline/contracts/schemas';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { listOutbox, type OutboxMail } from '../../src/mail/outbox-mail';
import { anonymous } from './app';

export type { OutboxMail };

export function createOutboxDir(): string {
  return mkdtempSync(join(tmpdir(), 'heartline-outbox-'));
}

/** Every mail in the outbox folder, oldest first (read the way GET /dev/outbox reads it). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  return (await listOutbox(dir).catch(() => [])).toReversed();
}

export async function mailsTo(dir: string, to: string, kind?: OutboxMail['kind']): Promise<OutboxMail[]> {
  return (await readOutbox(dir)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && (!kind || mail.kind === kind));
}

/**
 * Waits (up to 15 s) until `count` mails of the kind reached the address; answers the newest. A mail
 * goes through the job queue (its worker takes it at once); on a loaded CI machine on PGlite a receipt took
 * longer than 5 s.
 */
export async function waitForMail(dir: string, to: string, kind: OutboxMail['kind'], count = 1): Promise<OutboxMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = await mailsTo(dir, to, kind);
    if (mails.length >= count) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail #${count} to ${to} (have ${mails.length})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits (up to 5 s) until the mail queue holds no mail still to send, so that a test may say a
 * mail was not sent (mail is a job: the request that causes it answers before it is delivered).
 */
export async function mailQueueDrained(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const pending = (await app.jobs.jobs('mail')).filter((job) => ['created', 'retry', 'active'].includes(job.state));
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending.length} mails still queued`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first http(s) address in a mail's text that contains `needle`. */
export function linkIn(mail: OutboxMail, needle: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(needle));
  if (!link) throw new Error(`no link with ${needle} in: ${mail.text}`);
  return link;
}

export function codeIn(mail: OutboxMail): string {
  const code = /code on the verification page: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

/** The proof of work a page does for its v3 token: the challenge GET /captcha/v3/challenge gave, solved. */
export async function solvedCaptchaProof(app: FastifyInstance): Promise<{ challenge: CaptchaPowChallenge; solution: CaptchaPowSolution }> {
  const response = await app.inject({ method: 'GET', url: '/captcha/v3/challenge', headers: anonymous });
  if (response.statusCode !== 200) throw new Error(`GET /captcha/v3/challenge answered ${response.statusCode} ${response.body}`);
  const challenge = response.json() as CaptchaPowChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work challenge was not solved');
  return { challenge, solution };
}

/**
 * A captcha v3 token from POST /captcha/v3, for a solved proof of work: with a person's typing
 * and pointer it is trusted at once (0.7), with neither it is not (0.1).
 */
export async function captchaToken(app: FastifyInstance, trusted = true, action = 'register'): Promise<{ version: 'v3'; token: string }> {
  const signals = trusted ? { keys: 40, pointer: 25 } : { keys: 0, pointer: 0 };
  const proof = await solvedCaptchaProof(app);
  const response = await app.inject({ method: 'POST', url: '/captcha/v3', headers: anonymous, payload: { action, signals, proof } });
  if (response.statusCode !== 200) throw new Error(`POST /captcha/v3 answered ${response.statusCode} ${response.body}`);
  return { version: 'v3', token: response.json().token };
}

export function uniqueName(prefix = 'member'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** A registration body that passes every rule (without its captcha). */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  return {
    gender: 'man',
    lookingFor: 'woman',
    birthday: '1990-05-17',
    adultConfirmed: true,
    location: 'Cork, County Cork',
    country: 'IE',
    username,
    email: `${username}@example.com`,
    password: 'a-good-password',
    terms: true,
    ...overrides,
  };
}

export interface RegisteredMember {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

/** Registers through POST /register with a trusted captcha; fails the test unless it answers 201. */
export async function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<RegisteredMember> {
  const form = registrationForm(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/register',
    headers: { ...anonymous, ...headers },
    payload: { ...form, captcha: await captchaToken(app) },
  });
  if (response.statusCode !== 201) throw new Error(`registration answered ${response.statusCode} ${response.body}`);
  const token = response.json().access_token as string;
  return {
    id: Number(decodeJwt(token).sub),
    username: form.username,
    email: form.email,
    password: form.password,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}
