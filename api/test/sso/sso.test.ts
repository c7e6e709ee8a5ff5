// The built-in identity provider at /sso/verify/: state checks, sign-in, consent, the way back
// to the brand's site (token, access_denied, not_found) and creating an account.
import { MESSAGES } from '@heartline/contracts/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, users } from '../../src/db/schema';
import { anonymous, setupTestApp } from '../helpers/app';

const t = setupTestApp();

const SHELL = 'http://localhost:3000';
const WRONG_PASSWORD = 'The email or password is not correct.';

function encodeState(state: unknown): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

const STATE = encodeState({ action: 'login', redirectUrl: `${SHELL}/?from=sso`, domain: 'localhost' });

function openProvider(state: string | undefined) {
  return t.app.inject({ method: 'GET', url: '/sso/verify/', query: state === undefined ? {} : { state } });
}

function postForm(url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function ticketOf(html: string): string {
  const match = /name="ticket" value="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no ticket in the page:\n${html}`);
  return match[1]!;
}

async function signInToConsent(email: string, password: string, state = STATE) {
  const response = await postForm('/sso/verify/sign-in', { state, email, password });
  expect(response.statusCode).toBe(200);
  return { page: response.body, ticket: ticketOf(response.body), csp: String(response.headers['content-security-policy']) };
}

function decide(decision: 'allow' | 'deny', ticket: string, state = STATE) {
  return postForm('/sso/verify/consent', { state, ticket, decision });
}

function returned(response: { statusCode: number; headers: Record<string, unknown> }): URL {
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

async function autologinUsername(token: string): Promise<string> {
  const login = await t.app.inject({ method: 'GET', url: '/autologin', query: { token }, headers: anonymous });
  expect(login.statusCode).toBe(200);
  const { accessToken } = login.json();
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8'));
  const user = await t.app.inject({ method: 'GET', url: `/user/${payload.sub}`, headers: { authorization: `Bearer ${accessToken}` } });
  return user.json().username;
}

describe('GET /sso/verify/', () => {
  it("shows the provider's sign-in page for a brand's own site, with a way to create an account", async () => {
    const response = await openProvider(STATE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Sign in with your Heartline ID');
    expect(response.body).toContain('to continue to Heartline');
    expect(response.body).toMatch(/<label for="field-email">Email address\s*<input id="field-email" name="email" type="email"/);
    expect(response.body).toMatch(/<label for="field-password">Password\s*<input id="field-password" name="password" type="password"/);
    expect(response.body).toContain(`href="/sso/verify/create?state=${STATE}"`);
    expect(String(response.headers['content-security-policy'])).toContain("form-action 'self';");
  });

  it.each([
    ['no state', undefined],
    ['a state that is not base64url JSON', 'not-a-state!'],
    ['another action', encodeState({ action: 'logout', redirectUrl: `${SHELL}/`, domain: 'localhost' })],
    [
      'a redirect to a site that is not a brand',
      encodeState({ action: 'login', redirectUrl: 'https://evil.example/', domain: 'evil.example' }),
    ],
    [
      'a redirect to another host than the domain',
      encodeState({ action: 'login', redirectUrl: 'https://evil.example/', domain: 'localhost' }),
    ],
    [
      "a redirect to another port of the brand's host",
      encodeState({ action: 'login', redirectUrl: 'http://localhost:8080/', domain: 'localhost' }),
    ],
    [
      "a redirect to the brand's host in another scheme",
      encodeState({ action: 'login', redirectUrl: 'https://localhost:3000/', domain: 'localhost' }),
    ],
    [
      'a domain that does not match the brand it returns to',
      encodeState({ action: 'login', redirectUrl: `${SHELL}/`, domain: '127.0.0.1' }),
    ],
    ['a javascript: redirect', encodeState({ action: 'login', redirectUrl: 'javascript:alert(1)//localhost', domain: 'localhost' })],
  ])('refuses %s with an error page and no redirect', async (_case, state) => {
    const response = await openProvider(state);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('Sign-in not possible');
    expect(response.body).toContain('role="alert"');
    expect(response.body).not.toContain('<form');
  });

  it('refuses a bad state on the form posts too', async () => {
    const bad = encodeState({ action: 'login', redirectUrl: 'https://evil.example/', domain: 'evil.example' });
    const { ticket } = await signInToConsent('demo@heartline.example', 'demo12345');
    const response = await decide('allow', ticket, bad);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('signing in at the provider', () => {
  it('shows the page again with the error, keeping the email, for a wrong password or an unknown email', async () => {
    for (const [email, password] of [
      ['demo@heartline.example', 'wrong-password'],
      ['nobody@heartline-id.example', 'demo12345'],
      ['demo@heartline.example', ''],
    ] as const) {
      const response = await postForm('/sso/verify/sign-in', { state: STATE, email, password });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(`<div class="alert" role="alert">${WRONG_PASSWORD}</div>`);
      expect(response.body).toContain(`value="${email}"`);
      expect(response.body).not.toContain('name="ticket"');
    }
  });

  it("asks for consent in the brand's name, naming what is shared, with Allow and Deny", async () => {
    const { page, csp } = await signInToConsent('DEMO@heartline.example', 'demo12345');
    expect(page).toContain('Heartline wants to sign you in with your Heartline ID. It will receive your name and email address.');
    expect(page).toContain('Dana Moore');
    expect(page).toMatch(/<button class="primary" type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(page).toMatch(/<button class="secondary" type="submit" name="decision" value="deny">Deny<\/button>/);
    // The answer redirects to the site: the page's policy must let the form go there.
    expect(csp).toContain(`form-action 'self' ${SHELL};`);
    // Only this policy: helmet's default (form-action 'self' alone) would block the redirect.
    expect(csp).not.toContain('script-src');
  });
});

describe('the consent answer', () => {
  it("allow returns to the site with an autologin token for the brand's member with that email, keeping its query", async () => {
    const { ticket } = await signInToConsent('demo@heartline.example', 'demo12345');
    const back = returned(await decide('allow', ticket));
    expect(back.origin).toBe(SHELL);
    expect(back.pathname).toBe('/');
    expect(back.searchParams.get('from')).toBe('sso');
    expect(back.searchParams.get('error')).toBeNull();
    expect(await autologinUsername(back.searchParams.get('token')!)).toBe('demo');
  });

  it('deny returns to the site with error=access_denied and no token', async () => {
    const { ticket } = await signInToConsent('demo@heartline.example', 'demo12345');
    const back = returned(await decide('deny', ticket));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('from')).toBe('sso');
    expect(back.searchParams.get('token')).toBeNull();
  });

  it('an identity no member of the brand uses returns with error=not_found', async () => {
    const { ticket } = await signInToConsent('stranger@heartline-id.example', 'stranger12345');
    const back = returned(await decide('allow', ticket));
    expect(back.searchParams.get('error')).toBe('not_found');
    expect(back.searchParams.get('token')).toBeNull();
  });

  it("looks only at the state's brand, under that brand's name for the provider: the demo member is not a member of the 127.0.0.1 brand", async () => {
    // Velvet Hour offers no single sign-on as seeded; a brand that names its own shows that name.
    await t.app.db.update(brands).set({ ssoName: 'Velvet Pass' }).where(eq(brands.domain, '127.0.0.1'));
    try {
      const other = encodeState({ action: 'login', redirectUrl: 'http://127.0.0.1:3000/', domain: '127.0.0.1' });
      expect((await openProvider(other)).body).toContain('Sign in with your Velvet Pass');
      const { page, ticket } = await signInToConsent('demo@heartline.example', 'demo12345', other);
      expect(page).toContain('Velvet Hour wants to sign you in with your Velvet Pass');
      expect(page).not.toContain('Heartline ID');
      expect(returned(await decide('allow', ticket, other)).searchParams.get('error')).toBe('not_found');
    } finally {
      await t.app.db.update(brands).set({ ssoName: null }).where(eq(brands.domain, '127.0.0.1'));
    }
  });

  it('refuses a brand that offers no single sign-on (Velvet Hour), on the page and on the form posts', async () => {
    const velvet = encodeState({ action: 'login', redirectUrl: 'http://127.0.0.1:3000/', domain: '127.0.0.1' });
    const page = await openProvider(velvet);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This site does not offer single sign-on.');
    expect(page.body).not.toContain('Heartline ID');
    expect(page.body).not.toContain('<form');
    const signIn = await postForm('/sso/verify/sign-in', { state: velvet, email: 'demo@heartline.example', password: 'demo12345' });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.body).not.toContain('name="ticket"');
  });

  it('refuses a forged or tampered ticket, and a ticket issued for another state', async () => {
    const { ticket } = await signInToConsent('demo@heartline.example', 'demo12345');
    const tampered = `${ticket.slice(0, -4)}AAAA`;
    const forged = await postForm('/sso/verify/consent', { state: STATE, ticket: tampered, decision: 'allow' });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.location).toBeUndefined();
    const otherState = encodeState({ action: 'login', redirectUrl: `${SHELL}/elsewhere`, domain: 'localhost' });
    const moved = await decide('allow', ticket, otherState);
    expect(moved.statusCode).toBe(400);
    expect(moved.headers.location).toBeUndefined();
  });

  it('refuses a ticket older than ten minutes', async () => {
    const { ticket } = await signInToConsent('demo@heartline.example', 'demo12345');
    t.clock.advance(11 * 60_000);
    const response = await decide('allow', ticket);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The sign-in took too long. Please start again.');
  });
});

describe('creating an account at the provider', () => {
  it('shows the form with labelled fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sso/verify/create', query: { state: STATE } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Create your Heartline ID');
    for (const label of ['Your name', 'Email address', 'Password']) expect(response.body).toContain(`>${label}`);
  });

  it('names each invalid field beside it and creates nothing', async () => {
    const response = await postForm('/sso/verify/create', { state: STATE, displayName: ' ', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`<span class="field-error" id="field-displayName-error">${MESSAGES.required}</span>`);
    expect(response.body).toContain(`<span class="field-error" id="field-email-error">${MESSAGES.invalidEmail}</span>`);
    expect(response.body).toContain('id="field-password-error">Please enter at least 8 symbols</span>');
    expect(response.body).toContain('value="not-an-email"');
    const signIn = await postForm('/sso/verify/sign-in', { state: STATE, email: 'not-an-email', password: 'short' });
    expect(signIn.statusCode).toBe(401);
  });

  it('creates the account and goes straight to consent; allow signs in as the member with that email', async () => {
    const created = await postForm('/sso/verify/create', {
      state: STATE,
      displayName: 'Valerie Quinn',
      email: 'Vip@Heartline.example',
      password: 'valerie-id-pass',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).toContain('Heartline wants to sign you in with your Heartline ID.');
    expect(created.body).toContain('Valerie Quinn');
    const back = returned(await decide('allow', ticketOf(created.body)));
    expect(await autologinUsername(back.searchParams.get('token')!)).toBe('vip');

    // The new account signs in later with its password, whatever the case of the email.
    const { ticket } = await signInToConsent('vip@heartline.example', 'valerie-id-pass');
    expect(returned(await decide('allow', ticket)).searchParams.get('token')).toBeTruthy();
  });

  it('refuses a second account with the same email, in any case', async () => {
    const response = await postForm('/sso/verify/create', {
      state: STATE,
      displayName: 'Dana Again',
      email: 'Demo@heartline.example',
      password: 'another-pass',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('An account with this email address already exists. Sign in instead.');
    // The old password still signs in.
    await signInToConsent('demo@heartline.example', 'demo12345');
  });

  it('a deactivated member is not found', async () => {
    const { ticket } = await signInToConsent('vip@heartline.example', 'valerie-id-pass');
    await t.app.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.username, 'vip'));
    try {
      expect(returned(await decide('allow', ticket)).searchParams.get('error')).toBe('not_found');
    } finally {
      await t.app.db.update(users).set({ deactivatedAt: null }).where(eq(users.username, 'vip'));
    }
  });
});
