import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@heartline/contracts/rules';
import { describe, expect, it } from 'vitest';
import { VELVET_HOUR_THEME } from '../../src/demo/seed-brand-themes';
import { anonymous, bearer, setupTestApp, signIn } from '../helpers/app';
import {
  captchaToken,
  createOutboxDir,
  linkIn,
  mailsTo,
  registerMember,
  registrationForm,
  uniqueName,
  waitForMail,
  mailQueueDrained,
} from '../helpers/accounts';

const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { outboxDir } });

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/register', headers: { ...anonymous, ...headers }, payload });
}

const heartlineId = () => t.app.brands.idOfDomain('localhost') as Promise<number>;
const usernameExists = async (brandId: number, username: string) => (await t.app.accounts.members.credentials(brandId, username)) !== null;

async function expectNoMember(username: string, email: string) {
  expect(await usernameExists(await heartlineId(), username)).toBe(false);
  await mailQueueDrained(t.app);
  expect(await mailsTo(outboxDir, email)).toEqual([]);
}

describe('POST /register', () => {
  it('creates the member from every step, answers a session and sends the verification email', async () => {
    const form = registrationForm({ gender: 'woman', lookingFor: 'man', location: 'Galway, County Galway', birthday: '1992-02-29' });
    const response = await register({ ...form, captcha: await captchaToken(t.app) });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: 'pending_verification', token_type: 'Bearer' });
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000);

    const id = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString()).sub;
    const user = await t.app.inject({ method: 'GET', url: `/user/${id}`, headers: bearer(body.access_token) });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      username: form.username,
      email: form.email,
      emailValidated: false,
      isDOI: false,
      timezone: 'Europe/Dublin',
      likes: 5,
      credits: 0,
      profile: {
        gender: 'woman',
        birthday: '1992-02-29',
        city: 'Galway',
        state: 'County Galway',
        country: 'IE',
        lookingFor: { gender: 'man' },
      },
    });

    const mail = await waitForMail(outboxDir, form.email, 'verification');
    expect(mail.subject).toContain('Heartline');
    expect(mail.text).toContain('Heartline');
    expect(mail.html).toContain('Heartline');
    expect(mail.text).toContain('24 hours');
    const link = linkIn(mail, '/verify-email?token=');
    // On the API itself (the address the request came to), to be opened by the browser.
    expect(new URL(link).pathname).toBe('/verify-email');
    expect(new URL(link).hostname).toBe('localhost');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    const code = /(\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
  });

  it('lets the new member sign in with the chosen password', async () => {
    const member = await registerMember(t.app);
    const session = await signIn(t.app, member.username, member.password);
    expect(session.access_token).toBeTruthy();
  });

  it("registers on the brand of the request's origin, with its time zone and name in the email", async () => {
    const member = await registerMember(t.app, {}, { origin: 'http://127.0.0.1:3000' });
    const user = (await t.app.inject({ method: 'GET', url: `/user/${member.id}`, headers: member.headers })).json();
    expect(user.domain).toBe('127.0.0.1');
    expect(user.timezone).toBe('Europe/Amsterdam');
    const mail = await waitForMail(outboxDir, member.email, 'verification');
    expect(mail.subject).toContain('Velvet Hour');
    expect(mail.text).not.toContain('Heartline');
    // In the brand's own look: its colour on the button, its logo (served by the API, as the brand's
    // pages reach it: on the brand's own host) at the top.
    expect(mail.html).toContain(`background-color:${VELVET_HOUR_THEME.palette.light.primary}`);
    expect(mail.html).toMatch(/src="http:\/\/127\.0\.0\.1(?::\d+)?\/brand\/\d+\/logo\.png"/);
  });

  it('answers 412 captcha_v2_required for an untrusted or forged captcha token, and creates nothing', async () => {
    for (const captcha of [await captchaToken(t.app, false), { version: 'v3', token: 'forged' }, { version: 'v2', token: 'forged' }]) {
      const form = registrationForm();
      const response = await register({ ...form, captcha });
      expect(response.statusCode).toBe(412);
      expect(response.json().message).toBe(MESSAGES.captchaRequired);
      await expectNoMember(form.username, form.email);
    }
  });

  it('refuses a captcha token made for another action, or used twice', async () => {
    const other = registrationForm();
    expect((await register({ ...other, captcha: await captchaToken(t.app, true, 'sign-in') })).statusCode).toBe(412);
    const captcha = await captchaToken(t.app);
    expect((await register({ ...registrationForm(), captcha })).statusCode).toBe(201);
    const replay = registrationForm();
    expect((await register({ ...replay, captcha })).statusCode).toBe(412);
    await expectNoMember(replay.username, replay.email);
  });

  it.each([
    ['a malformed address', 'not-an-email'],
    ['a disposable address', 'someone@mailinator.com'],
    ['another disposable address', 'someone@YOPMAIL.com'],
    ['a subdomain of a disposable service', 'someone@eu.guerrillamail.com'],
    ['an address on a reserved domain', 'someone@example.invalid'],
  ])("answers 422 'Invalid email' for %s, and creates nothing", async (_case, email) => {
    const form = registrationForm({ email });
    const response = await register({ ...form, captcha: await captchaToken(t.app) });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MESSAGES.registrationInvalidEmail);
    await expectNoMember(form.username, email);
  });

  it.each([
    ['a minor', { birthday: new Date(Date.now() - 17 * 365 * 86_400_000).toISOString().slice(0, 10) }, 'birthday', MESSAGES.notAdult],
    ['no 18+ confirmation', { adultConfirmed: false }, 'adultConfirmed', MESSAGES.confirmAdult],
    ['terms not acknowledged', { terms: false }, 'terms', MESSAGES.acknowledgeSignUp],
    ['a username with a dash', { username: 'bad-name' }, 'username', MESSAGES.invalidUsername],
    ['a short password', { password: 'short' }, 'password', 'Please enter at least 8 symbols'],
    ['no gender', { gender: '' }, 'gender', MESSAGES.required],
  ])('answers 400 for %s, naming the field, and creates nothing', async (_case, overrides, field, message) => {
    const form = registrationForm(overrides);
    const response = await register({ ...form, captcha: await captchaToken(t.app) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    await expectNoMember(String(form.username), String(form.email));
  });

  it('answers 409 for a username taken on the brand, whatever its case, and creates nothing', async () => {
    const form = registrationForm({ username: 'DEMO' });
    const response = await register({ ...form, captcha: await captchaToken(t.app) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.usernameTaken);
    await mailQueueDrained(t.app);
    expect(await mailsTo(outboxDir, form.email)).toEqual([]);
  });

  it('lets another brand have the same username: each member signs in with their own password on their own brand', async () => {
    const heartline = await registerMember(t.app, { password: 'first-pass-1' });
    const velvet = await registerMember(
      t.app,
      { username: heartline.username.toUpperCase(), password: 'second-pass-2' },
      { origin: 'http://127.0.0.1:3000' },
    );
    expect(velvet.id).not.toBe(heartline.id);

    const signInOn = (origin: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/authenticate',
        headers: { ...anonymous, origin },
        payload: { username: heartline.username, password },
      });
    // Each password opens only its own brand's account.
    expect((await signInOn('http://127.0.0.1:3000', 'first-pass-1')).statusCode).toBe(401);
    expect((await signInOn('http://localhost:3000', 'second-pass-2')).statusCode).toBe(401);
    const onVelvet = await signInOn('http://127.0.0.1:3000', 'second-pass-2');
    expect(onVelvet.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `/user/${velvet.id}`, headers: bearer(onVelvet.json().access_token) });
    expect(me.json()).toMatchObject({ _id: String(velvet.id), domain: '127.0.0.1' });
  });

  it('answers 409 for an email registered on the brand, and accepts it on another brand', async () => {
    const taken = registrationForm({ email: 'Demo@Heartline.example' });
    const response = await register({ ...taken, captcha: await captchaToken(t.app) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.emailTaken);
    expect(await usernameExists(await heartlineId(), taken.username)).toBe(false);

    const elsewhere = await registerMember(t.app, { email: 'demo@heartline.example' }, { origin: 'http://127.0.0.1:3000' });
    expect(elsewhere.id).toBeGreaterThan(0);
  });
});

describe('POST /register under concurrency (PostgreSQL)', () => {
  it.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')(
    'lets exactly one of 10 simultaneous sign-ups with one email through',
    async () => {
      const email = `${uniqueName('race')}@example.com`;
      const bodies = await Promise.all(
        Array.from({ length: 10 }, async () => ({ ...registrationForm({ email }), captcha: await captchaToken(t.app) })),
      );
      const responses = await Promise.all(bodies.map((body) => register(body)));
      const statuses = responses.map((response) => response.statusCode).toSorted();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().message).toBe(MESSAGES.emailTaken);
    },
  );
});

describe('limits and a failing mail server', () => {
  const brokenOutbox = join(createOutboxDir(), 'not-a-folder');
  writeFileSync(brokenOutbox, 'a file where the outbox folder should be');
  const limited = setupTestApp({ config: { outboxDir: brokenOutbox, authRateLimitMax: 2 } });

  it('keeps the account when the mail server refuses the verification email, and retries it later', async () => {
    const member = await registerMember(limited.app, {}, {});
    const status = await limited.app.inject({ method: 'GET', url: '/verification-status', headers: member.headers });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ email: member.email, emailValidated: false });
    // The mail is a job: the refusal puts it back to be tried again, with the mail in it.
    const deadline = Date.now() + 5_000;
    let job: { state: string; data: unknown } | undefined;
    while (Date.now() < deadline) {
      job = (await limited.app.jobs.jobs('mail')).find((each) => (each.data as { to?: string }).to === member.email);
      if (job?.state === 'retry') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(job).toMatchObject({ state: 'retry', data: { to: member.email, kind: 'verification' } });
  });

  it.each(['/register', '/forgot-password'])('answers 429 to the third %s from one address within a minute', async (url) => {
    const attempt = async () =>
      limited.app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.9.${url.length}.1`,
        headers: anonymous,
        payload:
          url === '/register'
            ? { ...registrationForm({ email: 'x@mailinator.com' }), captcha: await captchaToken(limited.app) }
            : { email: 'nobody@example.com' },
      });
    expect((await attempt()).statusCode).not.toBe(429);
    expect((await attempt()).statusCode).not.toBe(429);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(MESSAGES.tooManyRequests);
  });

  it('answers 429 to the third /resend-email from one address within a minute, before anything is sent', async () => {
    const member = await registerMember(limited.app);
    const attempt = () =>
      limited.app.inject({ method: 'POST', url: '/resend-email', remoteAddress: '10.9.99.1', headers: member.headers, payload: {} });
    // The first email was queued at sign-up, so the first two wait for its cooldown.
    for (let i = 0; i < 2; i += 1) expect((await attempt()).json().message).toBe(MESSAGES.resendTooSoon);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(MESSAGES.tooManyRequests);
  });
});
