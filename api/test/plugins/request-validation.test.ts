// The request checks every route shares (issue 8): text a database cannot keep is refused with a
// 400 everywhere at once, unknown keys are refused instead of ignored, and every 400 speaks the
// catalogue.
import { MESSAGES } from '@heartline/contracts/rules';
import { errorResponseSchema, profilesPageSchema, type ProfileUpdateInput } from '@heartline/contracts/schemas';
import { isCatalogueSentence } from '@heartline/contracts/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let demo: SignedInMember;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
});

const NUL = 'Da\u0000na';
const profileForm: ProfileUpdateInput = {
  firstName: 'Dana',
  lastName: 'Moore',
  gender: 'man',
  city: 'Galway',
  state: 'County Galway',
  zip: 'H91',
  country: 'IE',
  lookingForGender: 'woman',
  lookingForAge: { min: 25, max: 39 },
  aboutMe: 'Sea swims and long dinners.',
  lookingForTags: ['travel', 'cooking'],
  email: 'demo@heartline.example',
};
const contactForm = { name: 'Dana Moore', subject: 'general-inquiries', email: 'dana@example.com', message: 'Hello there' };

async function send(options: InjectOptions) {
  const response = await t.app.inject(options);
  return { status: response.statusCode, body: response.json() as { message: string; fields?: Record<string, string>; code?: string } };
}

const patchProfile = (payload: unknown) =>
  send({ method: 'PATCH', url: `/user/${demo.id}`, headers: demo.headers, payload: payload as Record<string, unknown> });

describe('text a database cannot keep (NUL, a lone surrogate)', () => {
  it.each([
    [
      'member sign-in',
      { method: 'POST', url: '/authenticate', headers: anonymous, payload: { username: NUL, password: 'demo12345' } },
      'username',
    ],
    [
      'agent sign-in',
      { method: 'POST', url: '/agent/authenticate', headers: anonymous, payload: { username: 'agent', password: NUL } },
      'password',
    ],
    ['the brand lookup', { method: 'GET', url: '/brand?domain=local%00host', headers: anonymous }, 'domain'],
    [
      'the contact form',
      { method: 'POST', url: '/customer-support', headers: anonymous, payload: { ...contactForm, message: NUL } },
      'message',
    ],
    ['a query key', { method: 'GET', url: '/brand?domain=localhost&x%00=1', headers: anonymous }, 'x\uFFFD'],
  ] as const)('is refused with 400 on %s, naming the field', async (_route, request, field) => {
    const { status, body } = await send(request as InjectOptions);
    expect(status).toBe(400);
    expect(body.fields?.[field]).toBe(MESSAGES.forbiddenCharacters);
  });

  it('is refused the same way when a lone surrogate arrives in JSON', async () => {
    const { status, body } = await send({
      method: 'POST',
      url: '/authenticate',
      headers: { ...anonymous, 'content-type': 'application/json' },
      payload: '{"username":"de\\ud800mo","password":"demo12345"}',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ username: MESSAGES.forbiddenCharacters });
  });

  it('is refused on the single sign-on pages with a page saying so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/verify/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=x&email=${encodeURIComponent(NUL)}&password=secret`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(MESSAGES.forbiddenCharacters);
  });

  it.each(['firstName', 'lastName', 'city', 'state', 'zip', 'aboutMe', 'location'] as const)(
    'is refused in the profile field %s',
    async (field) => {
      const { status, body } = await patchProfile({ ...profileForm, [field]: NUL });
      expect(status).toBe(400);
      expect(body.fields).toEqual({ [field]: MESSAGES.forbiddenCharacters });
    },
  );

  it('is refused in a looking-for tag', async () => {
    const { status, body } = await patchProfile({ ...profileForm, lookingForTags: ['travel', 'sea\uDC00'] });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ 'lookingForTags.1': MESSAGES.forbiddenCharacters });
  });
});

describe('unknown keys', () => {
  it('are refused in a body, named', async () => {
    const { status, body } = await send({
      method: 'POST',
      url: '/authenticate',
      headers: anonymous,
      payload: { username: 'demo', password: 'demo12345', remember: true },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown field: remember');
    expect(body.fields).toEqual({ remember: 'Unknown field: remember' });
  });

  it('are refused in a nested object and in the profile form', async () => {
    const favourite = await patchProfile({ favourite: { profileId: '1', value: true, note: 'x' } });
    expect(favourite).toMatchObject({ status: 400, body: { message: 'Unknown field: note' } });
    const profile = await patchProfile({ ...profileForm, lookingForAgeMin: 20 });
    expect(profile).toMatchObject({ status: 400, body: { message: 'Unknown field: lookingForAgeMin' } });
  });

  it('are refused in a query, so a misspelt filter is not silently ignored', async () => {
    const { status, body } = await send({ method: 'GET', url: '/profiles?hairColour=red', headers: demo.headers });
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown field: hairColour');
  });

  it("never refuse what the front ends send: every filter, the spec's sortBy and the landing strip's keys", async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/profiles?page=1&limit=12&sortBy=age-desc&bodyType=fit,average&ethnicity=white&hair=black&relationshipStatus=single&eyes=blue&gender=women&ageMin=18&ageMax=100&heightMin=140&heightMax=210',
      headers: demo.headers,
    });
    expect(search.statusCode).toBe(200);
    const landing = await t.app.inject({
      method: 'GET',
      url: '/profiles?limit=8&type=landing&premium=true&domain=localhost',
      headers: anonymous,
    });
    expect(landing.statusCode).toBe(200);
  });

  it("sort by the spec's sortBy; the old name sort is refused, not ignored", async () => {
    const page = async (query: string) =>
      profilesPageSchema.parse((await t.app.inject({ method: 'GET', url: `/profiles?limit=1&${query}`, headers: demo.headers })).json());
    expect((await page('sortBy=age-asc')).profiles[0]!.age).toBe(18);
    expect((await page('sortBy=age-desc')).profiles[0]!.age).toBe(70);
    const old = await t.app.inject({ method: 'GET', url: '/profiles?limit=1&sort=age-asc', headers: demo.headers });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('Unknown field: sort');
  });

  it('are let through on the link in a verification email, which mail services decorate', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/verify-email?token=nope&utm_source=newsletter' });
    expect(response.statusCode).toBe(302);
  });
});

describe('400 answers', () => {
  it("say the age range's bounds in the catalogue's words, never zod's", async () => {
    const { status, body } = await patchProfile({ ...profileForm, lookingForAge: { min: 10, max: 200 } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'Age must be between 18 and 100',
      fields: { 'lookingForAge.min': 'Age must be between 18 and 100', 'lookingForAge.max': 'Age must be between 18 and 100' },
    });
  });

  it('bound the looking-for tags: how many, and how long each', async () => {
    const many = await patchProfile({ ...profileForm, lookingForTags: Array.from({ length: 21 }, (_, index) => `t${index}`) });
    expect(many).toMatchObject({ status: 400, body: { message: 'At most 20 tags' } });
    const long = await patchProfile({ ...profileForm, lookingForTags: ['x'.repeat(31)] });
    expect(long).toMatchObject({ status: 400, body: { message: 'A tag has at most 30 characters' } });
    // Far past any form's limits, the body's own bounds refuse it before the schema reads it.
    const flood = await patchProfile({ ...profileForm, lookingForTags: Array.from({ length: 10_000 }, (_, index) => `t${index}`) });
    expect(flood).toMatchObject({ status: 400, body: { message: 'This request holds too many fields or items.' } });
    const huge = await patchProfile({ ...profileForm, lookingForTags: ['x'.repeat(100_000)] });
    expect(huge).toMatchObject({ status: 400, body: { message: 'A text in this request is too long.' } });
    const aboutMe = await patchProfile({ ...profileForm, aboutMe: 'x'.repeat(2001) });
    expect(aboutMe).toMatchObject({ status: 400, body: { message: 'About me has at most 2000 characters' } });
  });

  it('refuse an address with 300 characters before the @ at sign-up, on /verify and on the profile', async () => {
    const email = `${'a'.repeat(300)}@example.com`;
    const registration = await send({
      method: 'POST',
      url: '/register',
      headers: anonymous,
      payload: {
        gender: 'man',
        lookingFor: 'woman',
        birthday: '1990-01-01',
        adultConfirmed: true,
        location: 'Dublin, Leinster',
        country: 'IE',
        username: 'long_local',
        email,
        password: 'secret123',
        terms: true,
        captcha: { version: 'v3', token: 'x' },
      },
    });
    expect(registration).toMatchObject({ status: 422, body: { message: MESSAGES.registrationInvalidEmail } });
    const resend = await send({ method: 'POST', url: '/resend-email', headers: demo.headers, payload: { new_email: email } });
    expect(resend).toMatchObject({ status: 422, body: { message: MESSAGES.registrationInvalidEmail } });
    const profile = await patchProfile({ ...profileForm, email });
    expect(profile).toMatchObject({ status: 400, body: { message: MESSAGES.invalidEmail, code: 'invalid-email' } });
  });

  it('carry catalogue sentences for wrong types, missing fields and bad choices', async () => {
    const answers = await Promise.all([
      send({ method: 'POST', url: '/authenticate', headers: anonymous, payload: { username: 42, password: ['x'] } }),
      send({ method: 'POST', url: '/match/swipe', headers: demo.headers, payload: { toUserId: '1', actionType: 'superlike' } }),
      send({ method: 'GET', url: '/profiles?limit=1000&page=0&hair=green', headers: demo.headers }),
      send({ method: 'POST', url: '/customer-support', headers: anonymous, payload: { subject: 'other' } }),
      patchProfile({ ...profileForm, gender: 'other', lookingForTags: 'travel', showOnline: 'yes' }),
    ]);
    for (const { status, body } of answers) {
      expect(status).toBe(400);
      const answer = errorResponseSchema.parse(body);
      expect(Object.values(answer.fields ?? {})).not.toEqual([]);
      expect(Object.values(answer.fields ?? {}).filter((message) => !isCatalogueSentence(message))).toEqual([]);
    }
  });
});
