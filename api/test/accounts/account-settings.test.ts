import { MESSAGES } from '@heartline/contracts/rules';
import { describe, expect, it } from 'vitest';
import { signAutologinToken } from '../../src/auth/autologin-tokens';
import type { DomainEvents } from '../../src/plugins/app/domain-events';
import { JWT_SECRET, anonymous, bearer, setupTestApp, signIn } from '../helpers/app';
import { createOutboxDir, mailsTo, registerMember, type RegisteredMember, mailQueueDrained } from '../helpers/accounts';
import { signInMember } from '../helpers/members';

const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { outboxDir } });

function recordLogouts() {
  const logouts: DomainEvents['member.logout'][] = [];
  t.app.domainEvents.on('member.logout', (event) => logouts.push(event));
  return logouts;
}

function signInAttempt(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/authenticate', headers: anonymous, payload: { username, password } });
}

function readUser(member: RegisteredMember, headers = member.headers) {
  return t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers });
}

/** The member, signed in a second time (another device). */
async function otherDevice(member: RegisteredMember) {
  return bearer((await signIn(t.app, member.username, member.password)).access_token);
}

describe('PATCH /user/{id}/password', () => {
  function changePassword(member: RegisteredMember, currentPassword: string, newPassword: string) {
    return t.app.inject({
      method: 'PATCH',
      url: `/user/${member.id}/password`,
      headers: member.headers,
      payload: { currentPassword, newPassword },
    });
  }

  it('changes the password, keeps this session and signs every other one out', async () => {
    const logouts = recordLogouts();
    const member = await registerMember(t.app);
    const other = await otherDevice(member);
    expect((await changePassword(member, member.password, 'my-new-password')).statusCode).toBe(204);

    expect((await readUser(member)).statusCode).toBe(200);
    const refused = await readUser(member, other);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(MESSAGES.sessionExpired);
    expect((await signInAttempt(member.username, member.password)).statusCode).toBe(401);
    expect((await signInAttempt(member.username, 'my-new-password')).statusCode).toBe(200);
    const event = logouts.find((logout) => logout.memberId === member.id);
    expect(event).toMatchObject({ reason: 'password-changed', exceptSessionId: expect.any(String) });
  });

  it('refuses a wrong current password and a new password equal to it, changing nothing', async () => {
    const member = await registerMember(t.app);
    const other = await otherDevice(member);
    const wrong = await changePassword(member, 'not-my-password', 'my-new-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.wrongCurrentPassword);
    const same = await changePassword(member, member.password, member.password);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(MESSAGES.samePassword);
    expect((await readUser(member, other)).statusCode).toBe(200);
    expect((await signInAttempt(member.username, member.password)).statusCode).toBe(200);
  });

  it("refuses a short new password and another member's record", async () => {
    const member = await registerMember(t.app);
    const short = await changePassword(member, member.password, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toBe('Please enter at least 8 symbols');
    const demo = await signInMember(t.app, 'demo');
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/user/${demo.id}/password`,
      headers: member.headers,
      payload: { currentPassword: 'demo12345', newPassword: 'taken-over-password' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await signInAttempt('demo', 'demo12345')).statusCode).toBe(200);
  });
});

describe('PATCH /user/{id} with a new password (the profile form)', () => {
  it('signs the other sessions out too', async () => {
    const logouts = recordLogouts();
    const member = await registerMember(t.app);
    const other = await otherDevice(member);
    const current = (await readUser(member)).json();
    const form = {
      firstName: 'Alex',
      lastName: 'Byrne',
      gender: current.profile.gender,
      location: 'Cork',
      city: 'Cork',
      state: 'County Cork',
      zip: '',
      country: 'IE',
      lookingForGender: 'woman',
      lookingForAge: { min: 25, max: 40 },
      keepLocationPrivate: false,
      showOnline: true,
      aboutMe: 'Walks by the sea.',
      lookingForTags: ['travel'],
      email: member.email,
      notifyByEmail: true,
      password: 'profile-form-password',
    };
    const saved = await t.app.inject({ method: 'PATCH', url: `/user/${member.id}`, headers: member.headers, payload: form });
    expect(saved.statusCode).toBe(200);
    expect((await readUser(member)).statusCode).toBe(200);
    expect((await readUser(member, other)).statusCode).toBe(401);
    expect(logouts.find((logout) => logout.memberId === member.id)).toMatchObject({
      reason: 'password-changed',
      exceptSessionId: expect.any(String),
    });
    expect((await signInAttempt(member.username, 'profile-form-password')).statusCode).toBe(200);
  });
});

describe('PATCH /user/{id}/notifications', () => {
  it('saves the preference, answers the user and tells the member screens', async () => {
    const updates: DomainEvents['member.updated'][] = [];
    t.app.domainEvents.on('member.updated', (event) => updates.push(event));
    const member = await registerMember(t.app);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/user/${member.id}/notifications`,
      headers: member.headers,
      payload: { notifyByEmail: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().profile.settings.notifyByEmail).toBe(false);
    expect((await readUser(member)).json().profile.settings.notifyByEmail).toBe(false);
    expect(updates).toContainEqual({ memberId: member.id });
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/user/${member.id}/notifications`,
      headers: member.headers,
      payload: { notifyByEmail: true },
    });
    expect(on.json().profile.settings.notifyByEmail).toBe(true);
  });

  it("refuses a body without the flag and another member's record", async () => {
    const member = await registerMember(t.app);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/user/${member.id}/notifications`, headers: member.headers, payload: {} })).statusCode,
    ).toBe(400);
    const demo = await signInMember(t.app, 'demo');
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/user/${demo.id}/notifications`,
      headers: member.headers,
      payload: { notifyByEmail: false },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('DELETE /user/{id} (deactivation)', () => {
  function deactivate(member: RegisteredMember, password: string, headers = member.headers) {
    return t.app.inject({ method: 'DELETE', url: `/user/${member.id}`, headers, payload: { password } });
  }

  it('refuses a wrong password and keeps the account', async () => {
    const member = await registerMember(t.app);
    const wrong = await deactivate(member, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.wrongCurrentPassword);
    expect((await readUser(member)).statusCode).toBe(200);
  });

  it('ends every session, tells them to log out, and refuses sign-in afterwards', async () => {
    const logouts = recordLogouts();
    const member = await registerMember(t.app);
    const other = await otherDevice(member);
    expect((await deactivate(member, member.password)).statusCode).toBe(204);
    for (const headers of [member.headers, other]) expect((await readUser(member, headers)).statusCode).toBe(401);
    expect(logouts).toContainEqual({ memberId: member.id, reason: 'deactivated' });

    const signInRefused = await signInAttempt(member.username, member.password);
    expect(signInRefused.statusCode).toBe(403);
    expect(signInRefused.json().message).toBe(MESSAGES.accountIsDeactivated);
    // A wrong password still says only "invalid credentials".
    expect((await signInAttempt(member.username, 'not-my-password')).statusCode).toBe(401);
  });

  it('refuses the links of a deactivated account and mails it no reset link', async () => {
    const member = await registerMember(t.app);
    const token = await signAutologinToken(member.id, 600, JWT_SECRET, t.clock.now());
    expect((await deactivate(member, member.password)).statusCode).toBe(204);
    const signInByLink = await t.app.inject({ method: 'GET', url: '/autologin', query: { token }, headers: anonymous });
    expect(signInByLink.statusCode).toBe(403);
    expect(signInByLink.json().message).toBe(MESSAGES.accountIsDeactivated);

    const forgot = await t.app.inject({ method: 'POST', url: '/forgot-password', headers: anonymous, payload: { email: member.email } });
    expect(forgot.json()).toEqual({ message: MESSAGES.passwordResetSent });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await mailQueueDrained(t.app);
    expect(await mailsTo(outboxDir, member.email, 'password-reset')).toEqual([]);
  });

  it("refuses another member's record", async () => {
    const member = await registerMember(t.app);
    const demo = await signInMember(t.app, 'demo');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/user/${member.id}`,
      headers: demo.headers,
      payload: { password: member.password },
    });
    expect(response.statusCode).toBe(404);
    expect((await readUser(member)).statusCode).toBe(200);
  });
});
