import { MESSAGES, RESEND_EMAIL_COOLDOWN_MS, VERIFICATION_TTL_MS } from '@heartline/contracts/rules';
import { describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../src/plugins/app/domain-events';
import { anonymous, bearer, CLOCK_SLACK_MS, setupTestApp, signIn } from '../helpers/app';
import {
  codeIn,
  createOutboxDir,
  linkIn,
  mailsTo,
  registerMember,
  waitForMail,
  type RegisteredMember,
  mailQueueDrained,
} from '../helpers/accounts';
import { signInMember } from '../helpers/members';

const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { outboxDir } });

/** Opens a link as a browser would and answers where the redirect points. */
async function follow(link: string): Promise<URL> {
  const url = new URL(link);
  const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

async function verificationLink(member: RegisteredMember, count = 1): Promise<string> {
  return linkIn(await waitForMail(outboxDir, member.email, 'verification', count), '/verify-email?token=');
}

function status(member: RegisteredMember) {
  return t.app.inject({ method: 'GET', url: '/verification-status', headers: member.headers });
}

function resend(member: RegisteredMember, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/resend-email', headers: member.headers, payload });
}

function confirmCode(member: RegisteredMember, code: string, id = member.id) {
  return t.app.inject({ method: 'PATCH', url: `/user/${id}/is-doi`, headers: member.headers, payload: { code } });
}

async function user(member: RegisteredMember) {
  return (await t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers: member.headers })).json();
}

/** A fresh session, for after the clock moved past the first one's expiry. */
async function signInAgain(member: RegisteredMember): Promise<RegisteredMember> {
  const { access_token } = await signIn(t.app, member.username, member.password);
  return { ...member, token: access_token, headers: bearer(access_token) };
}

function recordEvents() {
  const updates: DomainEvents['member.updated'][] = [];
  t.app.domainEvents.on('member.updated', (event) => updates.push(event));
  return updates;
}

describe('GET /verify-email (the link in the email)', () => {
  it('verifies the address and lands the member in the app signed in', async () => {
    const updates = recordEvents();
    const member = await registerMember(t.app, {}, { origin: 'http://localhost:3000' });
    const target = await follow(await verificationLink(member));
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:3000/profiles');
    const token = target.searchParams.get('token')!;
    const autologin = await t.app.inject({ method: 'GET', url: '/autologin', query: { token }, headers: anonymous });
    expect(autologin.statusCode).toBe(200);
    expect(await user(member)).toMatchObject({ emailValidated: true, isDOI: true });
    expect(updates).toContainEqual({ memberId: member.id, emailValidated: true });
  });

  it("returns to the brand origin the member signed up on, else the brand's default shell", async () => {
    const onHarness = await registerMember(t.app, {}, { origin: 'http://127.0.0.1:3001' });
    expect((await follow(await verificationLink(onHarness))).origin).toBe('http://127.0.0.1:3001');
    // Another port of the brand's host is not the brand: the link goes to the brand's shell.
    const onOtherPort = await registerMember(t.app, {}, { origin: 'http://127.0.0.1:8080' });
    expect((await follow(await verificationLink(onOtherPort))).origin).toBe('http://127.0.0.1:3000');
    const stranger = await registerMember(t.app, {}, { origin: 'http://evil.example:3000' });
    expect((await follow(await verificationLink(stranger))).origin).toBe('http://localhost:3000');
    const noOrigin = await registerMember(t.app);
    expect((await follow(await verificationLink(noOrigin))).origin).toBe('http://localhost:3000');
  });

  it('answers already_verified with a sign-in token when the link is opened again', async () => {
    const member = await registerMember(t.app);
    const link = await verificationLink(member);
    await follow(link);
    const again = await follow(link);
    expect(again.pathname).toBe('/');
    expect(again.searchParams.get('verification_error')).toBe('already_verified');
    const autologin = await t.app.inject({
      method: 'GET',
      url: '/autologin',
      query: { token: again.searchParams.get('token')! },
      headers: anonymous,
    });
    expect(autologin.statusCode).toBe(200);
  });

  it('answers expired for a link past 24 hours, and leaves the address unverified', async () => {
    const member = await registerMember(t.app);
    const link = await verificationLink(member);
    t.clock.advance(VERIFICATION_TTL_MS + 1_000);
    const target = await follow(link);
    expect(target.searchParams.get('verification_error')).toBe('expired');
    expect(target.searchParams.has('token')).toBe(false);
    expect((await user(await signInAgain(member))).emailValidated).toBe(false);
  });

  it('answers expired for a link a newer email replaced', async () => {
    const member = await registerMember(t.app);
    const first = await verificationLink(member);
    t.clock.advance(RESEND_EMAIL_COOLDOWN_MS);
    expect((await resend(member)).statusCode).toBe(200);
    const second = await verificationLink(member, 2);
    expect(second).not.toBe(first);
    expect((await follow(first)).searchParams.get('verification_error')).toBe('expired');
    expect((await user(member)).emailValidated).toBe(false);
    expect((await follow(second)).pathname).toBe('/profiles');
  });

  it.each([
    [
      'a wrong secret',
      (link: string) => link.replace(/token=([^.]+)\.(.)/, (_m, id: string, c: string) => `token=${id}.${c === 'A' ? 'B' : 'A'}`),
      'http://localhost:3000',
    ],
    [
      'an unknown id',
      () => 'http://localhost/verify-email?token=00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'http://localhost:3000',
    ],
    ['a malformed token', () => 'http://localhost/verify-email?token=nonsense', 'http://localhost:3000'],
    ['no token', () => 'http://localhost/verify-email', 'http://localhost:3000'],
  ])('answers invalid for %s', async (_case, tamper, origin) => {
    const member = await registerMember(t.app, {}, { origin: 'http://localhost:3000' });
    const target = await follow(tamper(await verificationLink(member)));
    expect(target.origin).toBe(origin);
    expect(target.searchParams.get('verification_error')).toBe('invalid');
    expect(target.searchParams.has('token')).toBe(false);
    expect((await user(member)).emailValidated).toBe(false);
  });
});

describe('GET /verification-status and POST /resend-email', () => {
  it('tells the address, the state and when the next email may be asked for', async () => {
    const member = await registerMember(t.app);
    await waitForMail(outboxDir, member.email, 'verification');
    const response = await status(member);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email: member.email, emailValidated: false });
    expect(body.nextResendAt - t.clock.now().getTime()).toBeGreaterThan(RESEND_EMAIL_COOLDOWN_MS - 5_000);
    expect(body.nextResendAt - t.clock.now().getTime()).toBeLessThanOrEqual(RESEND_EMAIL_COOLDOWN_MS);
  });

  it('refuses a resend within the cooldown and sends nothing, then sends once it has passed', async () => {
    const member = await registerMember(t.app);
    await waitForMail(outboxDir, member.email, 'verification');
    const tooSoon = await resend(member);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(MESSAGES.resendTooSoon);
    t.clock.advance(RESEND_EMAIL_COOLDOWN_MS - CLOCK_SLACK_MS);
    expect((await resend(member)).statusCode).toBe(429);
    await mailQueueDrained(t.app);
    expect(await mailsTo(outboxDir, member.email)).toHaveLength(1);
    t.clock.advance(CLOCK_SLACK_MS);
    const before = t.clock.now().getTime();
    const sent = await resend(member);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().email).toBe(member.email);
    expect(sent.json().nextResendAt).toBeGreaterThanOrEqual(before + RESEND_EMAIL_COOLDOWN_MS);
    expect(sent.json().nextResendAt).toBeLessThanOrEqual(t.clock.now().getTime() + RESEND_EMAIL_COOLDOWN_MS);
    await waitForMail(outboxDir, member.email, 'verification', 2);
    await mailQueueDrained(t.app);
    expect(await mailsTo(outboxDir, member.email)).toHaveLength(2);
  });

  it('changes the address: the new one gets the email, old links die, the member must verify again', async () => {
    const updates = recordEvents();
    const member = await registerMember(t.app);
    const oldLink = await verificationLink(member);
    // No waiting for the countdown: a mistyped address can be fixed at once.
    const newEmail = `new_${member.email}`;
    const response = await resend(member, { new_email: newEmail });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(newEmail);
    expect((await status(member)).json()).toMatchObject({ email: newEmail, emailValidated: false });
    // The new address then has its own countdown.
    expect((await resend(member)).statusCode).toBe(429);
    expect(updates).toContainEqual({ memberId: member.id, emailValidated: false });
    expect((await follow(oldLink)).searchParams.get('verification_error')).toBe('expired');
    const newLink = linkIn(await waitForMail(outboxDir, newEmail, 'verification'), '/verify-email?token=');
    expect((await follow(newLink)).pathname).toBe('/profiles');
    expect(await user(member)).toMatchObject({ email: newEmail, emailValidated: true });
  });

  it('lets a verified member change the address, which then needs verifying', async () => {
    const member = await registerMember(t.app);
    await follow(await verificationLink(member));
    t.clock.advance(RESEND_EMAIL_COOLDOWN_MS);
    const alreadyVerified = await resend(member);
    expect(alreadyVerified.statusCode).toBe(409);
    expect(alreadyVerified.json().message).toBe(MESSAGES.alreadyVerified);
    expect((await resend(member, { new_email: `moved_${member.email}` })).statusCode).toBe(200);
    expect((await user(member)).emailValidated).toBe(false);
  });

  it.each([
    ['a malformed address', 'not-an-email', 422, MESSAGES.registrationInvalidEmail],
    ['a disposable address', 'me@10minutemail.com', 422, MESSAGES.registrationInvalidEmail],
    ['an address registered on the brand', 'DEMO@heartline.example', 409, MESSAGES.emailTaken],
  ])('refuses %s as the new address and changes nothing', async (_case, newEmail, statusCode, message) => {
    const member = await registerMember(t.app);
    await waitForMail(outboxDir, member.email, 'verification');
    t.clock.advance(RESEND_EMAIL_COOLDOWN_MS);
    const response = await resend(member, { new_email: newEmail });
    expect(response.statusCode).toBe(statusCode);
    expect(response.json().message).toBe(message);
    expect((await status(member)).json().email).toBe(member.email);
    await mailQueueDrained(t.app);
    expect(await mailsTo(outboxDir, newEmail)).toEqual([]);
  });

  it('needs a member session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/resend-email', headers: anonymous, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/verification-status', headers: anonymous })).statusCode).toBe(401);
  });
});

describe('PATCH /user/{id}/is-doi (the code in the email)', () => {
  it('verifies the address with the code of the latest email and answers the user', async () => {
    const updates = recordEvents();
    const member = await registerMember(t.app);
    const code = codeIn(await waitForMail(outboxDir, member.email, 'verification'));
    const response = await confirmCode(member, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: String(member.id), emailValidated: true, isDOI: true });
    expect(updates).toContainEqual({ memberId: member.id, emailValidated: true });
    expect((await confirmCode(member, code)).statusCode).toBe(409);
  });

  it('refuses a wrong code, the code of a replaced email, and an expired code', async () => {
    const member = await registerMember(t.app);
    const firstCode = codeIn(await waitForMail(outboxDir, member.email, 'verification'));
    const wrong = await confirmCode(member, firstCode === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.invalidVerificationCode);
    expect((await confirmCode(member, 'abc')).json().fields.code).toBe(MESSAGES.invalidVerificationCode);

    // A newer email replaces the first (asked again in the one-in-a-million case of the same code).
    let secondCode = firstCode;
    for (let sent = 2; secondCode === firstCode; sent += 1) {
      t.clock.advance(RESEND_EMAIL_COOLDOWN_MS);
      await resend(member);
      secondCode = codeIn(await waitForMail(outboxDir, member.email, 'verification', sent));
    }
    expect((await confirmCode(member, firstCode)).statusCode).toBe(400);
    t.clock.advance(VERIFICATION_TTL_MS);
    const later = await signInAgain(member);
    expect((await confirmCode(later, secondCode)).json().message).toBe(MESSAGES.invalidVerificationCode);
    expect((await user(later)).emailValidated).toBe(false);
  });

  it("refuses another member's record", async () => {
    const member = await registerMember(t.app);
    const demo = await signInMember(t.app, 'demo');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/user/${member.id}/is-doi`,
      headers: demo.headers,
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(404);
  });
});
