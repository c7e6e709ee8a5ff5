import { MESSAGES, PASSWORD_RESET_TTL_MS } from '@heartline/contracts/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signPasswordResetToken } from '../../src/accounts/password-reset-tokens';
import { signAutologinToken } from '../../src/auth/autologin-tokens';
import { users } from '../../src/db/schema';
import type { DomainEvents } from '../../src/plugins/app/domain-events';
import { JWT_SECRET, anonymous, bearer, setupTestApp, signIn } from '../helpers/app';
import { createOutboxDir, mailsTo, registerMember, waitForMail, type RegisteredMember, mailQueueDrained } from '../helpers/accounts';

const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { outboxDir } });

function forgotPassword(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/forgot-password', headers: { ...anonymous, ...headers }, payload: { email } });
}

function resetPassword(token: string, password: string, headers: Record<string, string> = anonymous) {
  return t.app.inject({ method: 'POST', url: '/reset-password', headers, payload: { token, password } });
}

function autologin(token: string) {
  return t.app.inject({ method: 'GET', url: '/autologin', query: { token }, headers: anonymous });
}

function signInAttempt(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/authenticate', headers: anonymous, payload: { username, password } });
}

/** Asks for a reset link as the popup does and answers the link from the email. */
async function resetLink(member: RegisteredMember, headers: Record<string, string> = {}): Promise<URL> {
  await mailQueueDrained(t.app);
  const before = (await mailsTo(outboxDir, member.email, 'password-reset')).length;
  expect((await forgotPassword(member.email, headers)).statusCode).toBe(200);
  const mail = await waitForMail(outboxDir, member.email, 'password-reset', before + 1);
  const link = mail.text.match(/https?:\/\/\S+reset-password/)?.[0];
  if (!link) throw new Error(`no reset link in ${mail.text}`);
  return new URL(link);
}

function tokenOf(link: URL): string {
  return link.searchParams.get('token')!;
}

describe('POST /forgot-password', () => {
  it('answers the same words for a registered and an unknown address, and mails only the registered one', async () => {
    const member = await registerMember(t.app);
    const known = await forgotPassword(member.email.toUpperCase());
    const unknown = await forgotPassword('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MESSAGES.passwordResetSent });
    expect(unknown.json()).toEqual(known.json());
    const mail = await waitForMail(outboxDir, member.email, 'password-reset');
    expect(mail.subject).toContain('Heartline');
    expect(mail.text).toContain('60 minutes');
    await mailQueueDrained(t.app);
    expect(await mailsTo(outboxDir, 'nobody-here@example.com')).toEqual([]);
  });

  it("mails a link to the brand's site that carries the token and the reset-password query", async () => {
    const member = await registerMember(t.app, {}, { origin: 'http://127.0.0.1:3000' });
    const link = await resetLink(member, { origin: 'http://127.0.0.1:3000' });
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:3000/');
    expect(link.searchParams.has('reset-password')).toBe(true);
    expect(tokenOf(link)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const mail = await waitForMail(outboxDir, member.email, 'password-reset');
    expect(mail.subject).toContain('Velvet Hour');
    expect(mail.html).toContain(link.href.replace(/&/g, '&amp;'));
  });

  it('mails nobody for an address of another brand', async () => {
    const member = await registerMember(t.app);
    expect((await forgotPassword(member.email, { origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await mailQueueDrained(t.app);
    expect(await mailsTo(outboxDir, member.email, 'password-reset')).toEqual([]);
  });

  it('answers 400 for a malformed address', async () => {
    expect((await forgotPassword('not-an-email')).statusCode).toBe(400);
  });
});

describe('the reset link', () => {
  it('signs the member in through GET /autologin, once', async () => {
    const member = await registerMember(t.app);
    const token = tokenOf(await resetLink(member));
    const response = await autologin(token);
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers: bearer(response.json().accessToken) });
    expect(me.json().username).toBe(member.username);
    expect((await autologin(token)).statusCode).toBe(401);
    // The new-password popup still sets the password with that token after its sign-in.
    expect((await resetPassword(token, 'a-brand-new-password', bearer(response.json().accessToken))).statusCode).toBe(204);
  });

  it('sets the new password once, ends every other session and tells them to log out', async () => {
    const logouts: DomainEvents['member.logout'][] = [];
    t.app.domainEvents.on('member.logout', (event) => logouts.push(event));
    const member = await registerMember(t.app);
    const otherDevice = await signIn(t.app, member.username, member.password);
    const token = tokenOf(await resetLink(member));

    expect((await resetPassword(token, 'a-brand-new-password')).statusCode).toBe(204);
    expect((await signInAttempt(member.username, member.password)).statusCode).toBe(401);
    expect((await signInAttempt(member.username, 'a-brand-new-password')).statusCode).toBe(200);
    for (const headers of [member.headers, bearer(otherDevice.access_token)]) {
      const refused = await t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(MESSAGES.sessionExpired);
    }
    expect(logouts).toContainEqual({ memberId: member.id, reason: 'password-changed' });

    const again = await resetPassword(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.generic);
    expect((await autologin(token)).statusCode).toBe(401);
  });

  it("keeps the session of the member who resets while signed in (the link's own sign-in)", async () => {
    const logouts: DomainEvents['member.logout'][] = [];
    t.app.domainEvents.on('member.logout', (event) => logouts.push(event));
    const member = await registerMember(t.app);
    const token = tokenOf(await resetLink(member));
    const session = (await autologin(token)).json().accessToken as string;
    expect((await resetPassword(token, 'a-brand-new-password', bearer(session))).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers: bearer(session) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers: member.headers })).statusCode).toBe(401);
    const event = logouts.find((logout) => logout.memberId === member.id);
    expect(event?.reason).toBe('password-changed');
    expect(event?.exceptSessionId).toEqual(expect.any(String));
  });

  it('dies when the password changes another way', async () => {
    const member = await registerMember(t.app);
    const token = tokenOf(await resetLink(member));
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/user/${member.id}/password`,
      headers: member.headers,
      payload: { currentPassword: member.password, newPassword: 'changed-in-settings' },
    });
    expect(change.statusCode).toBe(204);
    expect((await autologin(token)).statusCode).toBe(401);
    const reset = await resetPassword(token, 'a-brand-new-password');
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(MESSAGES.generic);
    expect((await signInAttempt(member.username, 'changed-in-settings')).statusCode).toBe(200);
  });

  it("is refused after an hour: 'token expired' to sign in, the generic error to reset", async () => {
    const member = await registerMember(t.app);
    const token = tokenOf(await resetLink(member));
    t.clock.advance(PASSWORD_RESET_TTL_MS + 1_000);
    const signInByLink = await autologin(token);
    expect(signInByLink.statusCode).toBe(401);
    expect(signInByLink.json().message).toBe(MESSAGES.tokenExpired);
    const reset = await resetPassword(token, 'a-brand-new-password');
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(MESSAGES.generic);
    expect((await signInAttempt(member.username, member.password)).statusCode).toBe(200);
  });

  it.each([
    ['garbage', async () => 'garbage'],
    ['signed with another secret', async (id: number, hash: string) => signPasswordResetToken(id, hash, 'another-secret', t.clock.now())],
    ['an autologin token', async (id: number) => signAutologinToken(id, 600, JWT_SECRET, t.clock.now())],
  ])('answers the generic error to a reset with %s', async (_case, mint) => {
    const member = await registerMember(t.app);
    const account = await t.app.accounts.members.account(member.id);
    const response = await resetPassword(await mint(member.id, account!.passwordHash), 'a-brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.generic);
  });

  it("answers 'User not found' when the member is gone", async () => {
    const member = await registerMember(t.app);
    const token = tokenOf(await resetLink(member));
    await t.app.db.delete(users).where(eq(users.id, member.id));
    const reset = await resetPassword(token, 'a-brand-new-password');
    expect(reset.statusCode).toBe(404);
    expect(reset.json().message).toBe(MESSAGES.userNotFound);
    const signInByLink = await autologin(token);
    expect(signInByLink.statusCode).toBe(404);
    expect(signInByLink.json().message).toBe(MESSAGES.userNotFound);
  });

  it('answers 400 for a new password that breaks the rules, and keeps the link', async () => {
    const member = await registerMember(t.app);
    const token = tokenOf(await resetLink(member));
    const short = await resetPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Please enter at least 8 symbols');
    expect((await resetPassword(token, 'long-enough-now')).statusCode).toBe(204);
  });
});
